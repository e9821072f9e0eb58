import { afterEach, describe, expect, it } from 'vitest'
import { startCron, type CronRunner } from '../../../../supabase/local/cron'
import type { Database } from '../../../../supabase/local/db/database'

/** A database whose cron.job holds `jobs` and which records the commands it runs. */
function fakeDatabase(jobs: Array<{ jobname: string; schedule: string; command: string }>) {
  const ran: string[] = []
  const db = {
    query: async () => ({ rows: jobs }),
    transaction: async (work: (tx: { exec(sql: string): Promise<void> }) => Promise<unknown>) =>
      work({ exec: async (sql: string) => void ran.push(sql) }),
  } as unknown as Database
  return { db, ran }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 40))

let runner: CronRunner | null = null
afterEach(async () => {
  await runner?.stop()
  runner = null
})

describe('startCron', () => {
  it('runs a daily job once in its minute (UTC), however many ticks fall in it, and again the next day', async () => {
    const { db, ran } = fakeDatabase([{ jobname: 'apply-retention', schedule: '0 3 * * *', command: 'select public.apply_retention()' }])
    let now = Date.parse('2026-11-25T02:59:50Z')
    const log: string[] = []
    runner = startCron({ db, log: (line) => log.push(line), tickMs: 5, now: () => now })
    await settle()
    expect(ran).toEqual([])

    now = Date.parse('2026-11-25T03:00:05Z')
    await settle()
    now = Date.parse('2026-11-25T03:00:40Z')
    await settle()
    expect(ran).toEqual(['select public.apply_retention()'])

    now = Date.parse('2026-11-25T03:01:00Z')
    await settle()
    expect(ran).toHaveLength(1)

    now = Date.parse('2026-11-26T03:00:00Z')
    await settle()
    expect(ran).toHaveLength(2)
    expect(log).toEqual([])
  })

  it('still runs every-N-minutes jobs counted from the start, and skips a schedule it cannot read with one line', async () => {
    const { db, ran } = fakeDatabase([
      { jobname: 'deliver', schedule: '*/2 * * * *', command: 'deliver' },
      { jobname: 'odd', schedule: '@daily', command: 'odd' },
    ])
    let now = Date.parse('2026-11-25T10:00:30Z')
    const log: string[] = []
    runner = startCron({ db, log: (line) => log.push(line), tickMs: 5, now: () => now })
    await settle()
    expect(ran).toEqual([])
    now += 120_000
    await settle()
    expect(ran).toEqual(['deliver'])
    expect(log).toEqual(['cron: job odd has a schedule the local stack cannot run (@daily)'])
  })
})
