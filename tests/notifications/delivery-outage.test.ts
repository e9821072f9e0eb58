/**
 * A receiver that is down for a minute (connections refused) gets the notification once it
 * is back: the attempts in between fail, are retried with back-off, and none of them counts as
 * a delivery. The back-off is shortened (at most 5 s between attempts) so the delivery
 * follows the receiver's return within seconds; the outage itself is a real minute. In its own
 * file so it runs beside the other suites instead of after them.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../support/local-stack'
import { EVERY_SECOND_SQL, inquiryPayload, signingSecret, startReceiver, waitFor, type Receiver } from '../support/notifications'

const OUTAGE_MS = 60_000
let stack: TestStack
let hook: Receiver

beforeAll(async () => {
  hook = await startReceiver()
  stack = await startTestStack({
    functions: { env: { NOTIFY_RETRY_BASE_SECONDS: '1', NOTIFY_RETRY_MAX_SECONDS: '5', NOTIFY_MAX_ATTEMPTS: '40' } },
  })
  await stack.db.exec(EVERY_SECOND_SQL)
  const { error } = await stack.serviceClient()
    .from('notification_destinations')
    .insert({ kind: 'webhook', name: 'Flaky receiver', webhook_url: hook.url, signing_secret: signingSecret() })
  if (error) throw error
})

afterAll(async () => {
  await stack?.stop()
  await hook?.close()
})

it('a receiver down for a minute gets the notification once it is back, exactly once', async () => {
  await hook.down()
  const { data, error } = await stack.anonClient().rpc('submit_inquiry', { payload: inquiryPayload({ first_name: 'Patient' }) })
  if (error) throw error
  const inquiryId = (data as { id: string }).id
  const outbox = async () =>
    (await stack.db.query<{ state: string; attempts: number; last_error: string | null }>(
      'select state, attempts, last_error from public.notification_outbox where inquiry_id = $1', [inquiryId],
    )).rows[0]

  await waitFor(async () => {
    const row = await outbox()
    return row?.state === 'retrying' && row.attempts >= 2
  }, { timeoutMs: 10_000, what: 'failed attempts' })
  expect((await outbox())?.last_error).toMatch(/^Could not connect/)
  await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS))
  const during = await waitFor(async () => {
    const row = await outbox()
    return row?.state === 'retrying' ? row : null
  }, { timeoutMs: 5000, what: 'a settled attempt' })
  expect(during.attempts).toBeGreaterThan(5)

  const back = Date.now()
  await hook.up()
  await waitFor(() => hook.delivered().length === 1, { timeoutMs: 15_000, what: 'the delivery after the outage' })
  expect(hook.delivered()[0]!.at).toBeGreaterThanOrEqual(back)
  await waitFor(async () => (await outbox())?.state === 'delivered', { timeoutMs: 5000, what: 'the delivered state' })
  await new Promise((resolve) => setTimeout(resolve, 3000))
  expect(hook.requests).toHaveLength(1)
  expect((await outbox())!.attempts).toBeGreaterThan(during.attempts)
}, 120_000)
