// The local stack's stand-in for hosted Supabase's pg_cron job: scheduled content that has come
// due is marked published (and a rebuild asked for) at start and then on a timer.
import { afterEach, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../support/local-stack'

let stack: TestStack | undefined

afterEach(async () => {
  await stack?.stop()
  stack = undefined
})

const statusOf = async (id: string) =>
  (await stack!.db.query<{ status: string }>('select status from public.blogs where id = $1', [id])).rows[0]?.status

async function schedule(at: Date): Promise<string> {
  const { rows } = await stack!.db.query<{ id: string }>(
    `insert into public.blogs (title, content, author, status, publish_at)
     values ('Scheduled', 'Body', '{"name":"Tester"}', 'scheduled', $1) returning id`,
    [at.toISOString()],
  )
  return rows[0]!.id
}

describe('scheduled publishing on the local stack', () => {
  it('marks due items published on its timer, and leaves items not yet due', async () => {
    stack = await startTestStack({ publishDueEveryMs: 100 })
    const due = await schedule(new Date(Date.now() + 300))
    const later = await schedule(new Date(Date.now() + 3_600_000))
    expect(await statusOf(due)).toBe('scheduled')
    await expect.poll(() => statusOf(due), { timeout: 5_000, interval: 100 }).toBe('published')
    expect(await statusOf(later)).toBe('scheduled')
  })

  it('runs on demand when its timer is off', async () => {
    stack = await startTestStack({ publishDueEveryMs: null })
    const due = await schedule(new Date(Date.now() - 1000))
    expect(await stack.publishDueContent()).toBe(1)
    expect(await statusOf(due)).toBe('published')
  })
})
