/**
 * The pg_cron stand-in with the real migrations: every job a migration schedules lands in
 * `cron.job`, and the stack runs it as pg_cron runs it on hosted Supabase. A test shortens a
 * job with the call an operator would make (`cron.schedule` of the same name and command), or
 * moves the runner's clock to a daily job's minute.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCron } from '../../supabase/local/cron'
import { startTestStack, type TestStack } from '../support/local-stack'
import { startReceiver, waitFor, type Receiver } from '../support/notifications'

let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack()
})

afterAll(async () => {
  await stack?.stop()
})

/** The job every second instead of every minute, with the command the migration gave it. */
async function everySecond(jobname: string) {
  await stack.db.query(`select cron.schedule(jobname, '1 seconds', command) from cron.job where jobname = $1`, [jobname])
}

async function restore(jobname: string, schedule: string) {
  await stack.db.query(`select cron.schedule(jobname, $2, command) from cron.job where jobname = $1`, [jobname, schedule])
}

const statusOf = async (id: string) =>
  (await stack.db.query<{ status: string }>('select status from public.blogs where id = $1', [id])).rows[0]?.status

async function scheduledPost(at: Date): Promise<string> {
  const { rows } = await stack.db.query<{ id: string }>(
    `insert into public.blogs (title, content, author, status, publish_at)
     values ('Scheduled', 'Body', '{"name":"Tester"}', 'scheduled', $1) returning id`,
    [at.toISOString()],
  )
  return rows[0]!.id
}

describe('the jobs the migrations schedule', () => {
  it('are all in cron.job, with pg_cron\'s schedules', async () => {
    const { rows } = await stack.db.query<{ jobname: string; schedule: string; command: string }>(
      'select jobname, schedule, command from cron.job order by jobname',
    )
    expect(rows).toEqual([
      { jobname: 'apply-retention', schedule: '0 3 * * *', command: 'select public.apply_retention()' },
      { jobname: 'deliver-conversions', schedule: '* * * * *', command: "select private.invoke_edge_function('deliver-conversions')" },
      { jobname: 'deliver-notifications', schedule: '* * * * *', command: 'select private.request_notification_delivery()' },
      { jobname: 'dispatch-publish-requests', schedule: '* * * * *', command: 'select private.dispatch_due_publish_requests()' },
      { jobname: 'publish-due-content', schedule: '* * * * *', command: 'select private.publish_due_content()' },
    ])
  })
})

describe('the stack runs them', () => {
  it('publish-due-content marks due posts published and leaves later ones scheduled', async () => {
    const due = await scheduledPost(new Date(Date.now() + 300))
    const later = await scheduledPost(new Date(Date.now() + 3_600_000))
    expect(await statusOf(due)).toBe('scheduled')
    await everySecond('publish-due-content')
    try {
      await expect.poll(() => statusOf(due), { timeout: 6_000, interval: 100 }).toBe('published')
      expect(await statusOf(later)).toBe('scheduled')
    } finally {
      await restore('publish-due-content', '* * * * *')
    }
  })

  it('deliver-notifications asks for the function run through pg_net, with the service-role key', async () => {
    // The project URL in Vault points at a receiver, so the request leaves over HTTP.
    const project: Receiver = await startReceiver('')
    const { rows } = await stack.db.query<{ secret: string }>(`select secret from vault.secrets where name = 'project_url'`)
    await stack.db.query(`update vault.secrets set secret = $1 where name = 'project_url'`, [project.url])
    await everySecond('deliver-notifications')
    try {
      await waitFor(() => project.requests.length >= 1, { timeoutMs: 6_000, what: 'the delivery request' })
      expect(project.requests[0]).toMatchObject({ path: '/functions/v1/deliver-notifications', json: {} })
      expect(project.requests[0]!.headers.authorization).toBe(`Bearer ${stack.serviceRoleKey}`)
    } finally {
      await restore('deliver-notifications', '* * * * *')
      await stack.db.query(`update vault.secrets set secret = $1 where name = 'project_url'`, [rows[0]!.secret])
      await project.close()
    }
  })

  it('apply-retention runs in its minute, 03:00 UTC', async () => {
    const runs = async () => (await stack.db.query<{ n: number }>('select count(*)::int as n from public.retention_runs')).rows[0]!.n
    const before = await runs()
    const cron = startCron({ db: stack.db, log: () => undefined, tickMs: 20, now: () => Date.parse('2026-11-26T03:00:10Z') })
    try {
      await expect.poll(runs, { timeout: 5_000, interval: 50 }).toBe(before + 1)
    } finally {
      await cron.stop()
    }
  })
})
