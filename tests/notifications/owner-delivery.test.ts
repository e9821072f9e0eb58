/**
 * The owner hears first, end to end: leads stored through the API, the outbox trigger, the
 * local stack's pg_net and pg_cron stand-ins, and the deliver-notifications Edge Function under
 * real Deno writing emails to the local mailbox folder (no email API key). The owner's email
 * arrives besides the team's webhook; a reassigned lead's new owner gets one email; the reminder
 * reaches the owner and its escalation every active admin, and a lead touched in between
 * escalates to nobody.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestStack, uniqueSuffix, type TestStack, type TestUser } from '../support/local-stack'
import { mailTo, readMailbox } from '../support/mailbox'
import { EVERY_SECOND_SQL, FAST_RETRY_ENV, inquiryPayload, signingSecret, startReceiver, waitFor, type Receiver } from '../support/notifications'

const SITE_URL = 'https://agency.example'
let stack: TestStack
let service: SupabaseClient
let admin: SupabaseClient
let owner: TestUser
let colleague: TestUser
let ownerLink: string
let hook: Receiver
const mailDir = mkdtempSync(join(tmpdir(), 'owner-mail-'))

const mails = () => readMailbox(mailDir)
const mailsTo = (address: string, subject: RegExp) => mailTo(mailDir, address).filter((mail) => subject.test(mail.subject))

/** A lead that came through the owner's referral link, stored as submit_inquiry stores it. */
async function leadFromLink(firstName: string): Promise<string> {
  const payload = inquiryPayload({ first_name: firstName })
  const result = await stack.db.query<{ id: string }>(
    `insert into public.customer_inquiries (first_name, last_name, email, phone, company, service_interest, budget_range,
       project_timeline, message, source_page, salesperson_name)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [payload.first_name, payload.last_name, payload.email, payload.phone, payload.company, payload.service_interest,
      payload.budget_range, payload.project_timeline, payload.message, payload.source_page, ownerLink],
  )
  return result.rows[0]!.id
}

/** Time passes: the lead arrived and each of its notifications of `event` was queued `hours` ago. */
async function backdate(inquiryId: string, hours: number, event: string) {
  await stack.db.query(`update public.customer_inquiries set created_at = now() - make_interval(hours => $2) where id = $1`, [inquiryId, hours])
  await stack.db.query(
    `update public.notification_outbox set created_at = now() - make_interval(hours => $2) where inquiry_id = $1 and event = $3`,
    [inquiryId, hours, event],
  )
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

beforeAll(async () => {
  hook = await startReceiver()
  stack = await startTestStack({
    functions: { env: { ...FAST_RETRY_ENV, SITE_URL, LOCAL_MAIL_DIR: mailDir }, writablePaths: [mailDir] },
  })
  service = stack.serviceClient()
  admin = await stack.adminClient()
  owner = await stack.createMember(`owner-${uniqueSuffix()}@agency.test`, 'owner-password-1', 'sales')
  colleague = await stack.createMember(`colleague-${uniqueSuffix()}@agency.test`, 'colleague-password-1', 'sales')
  ownerLink = `owner-link-${uniqueSuffix()}`
  const link = await service.from('salesperson_links').insert({
    salesperson_name: ownerLink, display_name: 'Olivia Owner', email: owner.email, services: ['saas'], member_id: owner.id,
  })
  if (link.error) throw link.error
  const destination = await service.from('notification_destinations').insert({
    kind: 'webhook', name: 'Team Slack', webhook_url: hook.url, signing_secret: signingSecret(),
  })
  if (destination.error) throw destination.error
  await stack.db.exec(EVERY_SECOND_SQL)
}, 120_000)

afterAll(async () => {
  await stack?.stop()
  await hook?.close()
  rmSync(mailDir, { recursive: true, force: true })
})

beforeEach(async () => {
  await stack.db.exec(`update public.notification_settings set email_api_key = '', reminder_after_hours = null, escalate_after_hours = null`)
})

describe('a new lead with an owner', () => {
  it('reaches its owner by email, besides the team\'s webhook, with what they need to answer it', async () => {
    const id = await leadFromLink('Owned')
    const [mail] = await waitFor(() => {
      const found = mailsTo(owner.email, /^New inquiry from Owned Hopper/)
      return found.length ? found : null
    }, { timeoutMs: 10_000, what: 'the owner\'s email' })
    expect(mail!.text).toMatch(/^Reply-To: grace\d+\./m)
    expect(mail!.text).toMatch(/^Owner: owner-/m)
    expect(mail!.text).toContain('> We need a customer portal for our compiler business.')
    expect(mail!.text).toContain(`Open in the back office: ${SITE_URL}/admin/customer-inquiries?search=`)
    await waitFor(() => hook.delivered().some((request) => (request.json.inquiry as { id?: string } | undefined)?.id === id), {
      timeoutMs: 10_000, what: 'the team\'s webhook',
    })
    // The email is written before the run records it: the record follows within the run.
    const recorded = await waitFor(async () => {
      const rows = (await stack.db.query<{ destination_name: string; state: string }>(
        `select destination_name, state from public.notification_outbox where inquiry_id = $1 and recipient_email is not null`, [id],
      )).rows
      return rows.every((row) => row.state === 'delivered') ? rows : null
    }, { timeoutMs: 10_000, what: 'the owner\'s notification recorded as delivered' })
    expect(recorded).toEqual([{ destination_name: expect.stringMatching(/ \(owner\)$/), state: 'delivered' }])
  })

  it('given to a colleague, tells the colleague once', async () => {
    const id = await leadFromLink('Moved')
    const { error } = await admin.rpc('assign_inquiries', { p_ids: [id], p_owner: colleague.id })
    expect(error).toBeNull()
    await waitFor(() => mailsTo(colleague.email, /^Assigned to you: the inquiry from Moved Hopper/).length === 1, {
      timeoutMs: 10_000, what: 'the new owner\'s email',
    })
    await sleep(1500)
    expect(mailsTo(colleague.email, /Moved Hopper/)).toHaveLength(1)
  })
})

describe('the speed-to-lead reminder', () => {
  it('reaches the owner, then every active admin while the lead stays untouched; a touched lead escalates to nobody', async () => {
    await stack.db.exec('update public.notification_settings set reminder_after_hours = 1, escalate_after_hours = 2')
    const waiting = await leadFromLink('Waiting')
    const touched = await leadFromLink('Touched')
    await waitFor(() => mailsTo(owner.email, /^New inquiry from (Waiting|Touched) Hopper/).length === 2, {
      timeoutMs: 10_000, what: 'the new-lead emails',
    })
    for (const id of [waiting, touched]) await backdate(id, 2, 'inquiry.created')
    await waitFor(() => mailsTo(owner.email, /^Reminder: the inquiry from (Waiting|Touched) Hopper\d+ .* is still new after 1 hour/).length === 2, {
      timeoutMs: 10_000, what: 'the owner\'s reminders',
    })
    expect(hook.delivered().filter((request) => request.json.type === 'inquiry.reminder')).toEqual([])

    const ownerClient = await stack.signedInClient(owner.email, owner.password)
    expect((await ownerClient.from('customer_inquiries').update({ status: 'contacted' }).eq('id', touched)).error).toBeNull()
    for (const id of [waiting, touched]) await backdate(id, 3, 'inquiry.reminder')

    const admins = (await stack.db.query<{ email: string }>(`select email from public.team_members where role = 'admin' and active`)).rows
    expect(admins.length).toBeGreaterThan(0)
    for (const { email } of admins) {
      await waitFor(() => mailsTo(email, /^Nobody has answered yet: the inquiry from Waiting Hopper\d+ .* is still untouched after 3 hours/).length === 1, {
        timeoutMs: 10_000, what: `the escalation to ${email}`,
      })
    }
    await sleep(1500)
    expect(mails().filter((mail) => /^Nobody has answered yet: the inquiry from Touched/.test(mail.subject))).toEqual([])
    expect(mails().filter((mail) => /^Nobody has answered yet/.test(mail.subject))).toHaveLength(admins.length)
  })
})
