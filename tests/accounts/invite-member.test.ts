// The invite-member Edge Function under real Deno, behind the local stack's gateway: an admin
// invites, Supabase Auth (the stack's GoTrue) emails the link, the database lists the member;
// anyone else, and bad input, change nothing and send nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INVITE_MESSAGES, parseInvitation } from '../../supabase/functions/invite-member/core'
import { mailTo, verifyLink } from '../support/mailbox'
import { startTestStack, uniqueSuffix } from '../support/local-stack'
import type { TestStack } from '../support/local-stack'

const SITE_URL = 'http://127.0.0.1:5173'
let stack: TestStack
let adminToken: string

beforeAll(async () => {
  // Only this function starts (on first use), not every function of the folder.
  stack = await startTestStack({ functions: { env: { SITE_URL }, warm: false } })
  const admin = await stack.adminClient()
  adminToken = (await admin.auth.getSession()).data.session!.access_token
  // Deno starts the function here, within the hook's time, not in the first test's.
  await fetch(`${stack.url}/functions/v1/invite-member`, { method: 'OPTIONS' })
})

afterAll(() => stack?.stop())

const address = (name: string) => `${name}-${uniqueSuffix()}@team.example`

async function inviteAs(token: string, body: unknown) {
  const response = await fetch(`${stack.url}/functions/v1/invite-member`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, apikey: stack.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as { user_id?: string; error?: string } }
}

async function addLink(name: string): Promise<string> {
  const { rows } = await stack.db.query<{ id: string }>(
    `insert into public.salesperson_links (salesperson_name, display_name, email, services)
     values ($1, $1, $1 || '@agency.example', array['web-apps']) returning id`, [name],
  )
  return rows[0]!.id
}

const usersNamed = async (email: string) =>
  (await stack.db.query('select 1 from auth.users where lower(email) = lower($1)', [email])).rows.length

describe('invite-member', () => {
  it('invites a sales member tied to a link: the email sets a password, and they sign in as sales', async () => {
    const email = address('sam')
    const linkId = await addLink(`sam${uniqueSuffix()}`)
    const invited = await inviteAs(adminToken, { email: email.toUpperCase(), role: 'sales', display_name: ' Sam ', link_ids: [linkId] })
    expect(invited).toEqual({ status: 200, body: { user_id: expect.any(String) } })
    const userId = invited.body.user_id!

    const member = await stack.db.query('select email, display_name, role, active, invited_at is not null as invited from public.team_members where user_id = $1', [userId])
    expect(member.rows).toEqual([{ email, display_name: 'Sam', role: 'sales', active: true, invited: true }])
    const link = await stack.db.query('select member_id from public.salesperson_links where id = $1', [linkId])
    expect(link.rows).toEqual([{ member_id: userId }])

    const mails = mailTo(stack.mailDir, email)
    expect(mails).toHaveLength(1)
    const verify = new URL(verifyLink(mails[0]!))
    expect(verify.searchParams.get('redirect_to')).toBe(`${SITE_URL}/admin/set-password`)
    const opened = await fetch(verify, { redirect: 'manual' })
    const fragment = new URLSearchParams(new URL(opened.headers.get('location')!).hash.slice(1))
    const client = stack.anonClient()
    await client.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! })
    expect((await client.auth.updateUser({ password: 'sams own password' })).error).toBeNull()
    const signedIn = await stack.signedInClient(email, 'sams own password')
    const membership = await signedIn.rpc('my_membership')
    expect(membership.data).toMatchObject({ user_id: userId, role: 'sales', active: true })
  })

  it('refuses anyone but an active admin, and sends nothing', async () => {
    const editor = await stack.createMember(address('ed'), 'an editor password', 'editor')
    const editorClient = await stack.signedInClient(editor.email, editor.password)
    const editorToken = (await editorClient.auth.getSession()).data.session!.access_token
    const deactivated = await stack.createAdminUser(address('former'), 'a former password')
    const deactivatedClient = await stack.signedInClient(deactivated.email, deactivated.password)
    const deactivatedToken = (await deactivatedClient.auth.getSession()).data.session!.access_token
    await stack.db.query('update public.team_members set active = false, deactivated_at = now() where user_id = $1', [deactivated.id])

    for (const token of [stack.anonKey, editorToken, deactivatedToken]) {
      const email = address('uninvited')
      expect(await inviteAs(token, { email, role: 'admin' })).toEqual({ status: 403, body: { error: INVITE_MESSAGES.notAdmin } })
      expect(await usersNamed(email)).toBe(0)
      expect(mailTo(stack.mailDir, email)).toHaveLength(0)
    }
  })

  it('answers bad input with the clear message, changing nothing and sending nothing', async () => {
    const member = await stack.createMember(address('taken'), 'a member password', 'editor')
    const link = await addLink(`link${uniqueSuffix()}`)
    const cases: Array<[unknown, number, string]> = [
      [{ email: 'not an address', role: 'sales' }, 400, 'Enter a valid email address.'],
      [{ email: address('role'), role: 'owner' }, 400, 'That role does not exist.'],
      [{ email: member.email.toUpperCase(), role: 'sales' }, 409, 'This address already belongs to a team member.'],
      [{ email: address('links'), role: 'editor', link_ids: [link] }, 400, 'Salesperson links can be tied only to a sales member.'],
      [{ email: address('nolink'), role: 'sales', link_ids: ['00000000-0000-4000-8000-000000000000'] }, 400, 'No such salesperson link.'],
      ['just a string', 400, INVITE_MESSAGES.badRequest],
    ]
    const before = await stack.db.query<{ users: number; members: number }>(
      'select (select count(*)::int from auth.users) as users, (select count(*)::int from public.team_members) as members',
    )
    for (const [body, status, error] of cases) {
      expect(await inviteAs(adminToken, body), JSON.stringify(body)).toEqual({ status, body: { error } })
    }
    const after = await stack.db.query('select (select count(*)::int from auth.users) as users, (select count(*)::int from public.team_members) as members')
    expect(after.rows).toEqual(before.rows)
    expect(mailTo(stack.mailDir, member.email)).toHaveLength(0)
  })

  it('deletes the invited account again when the database refuses the member, so nothing half-done remains', async () => {
    const email = address('halfway')
    const signature = 'public.add_invited_member(uuid, text, text, text, uuid[])'
    await stack.db.exec(`revoke execute on function ${signature} from service_role`)
    try {
      const refused = await inviteAs(adminToken, { email, role: 'editor' })
      expect(refused).toEqual({ status: 500, body: { error: INVITE_MESSAGES.failed } })
    } finally {
      await stack.db.exec(`grant execute on function ${signature} to service_role`)
    }
    expect(await usersNamed(email)).toBe(0)
    expect((await stack.db.query('select 1 from public.team_members where email = $1', [email])).rows).toHaveLength(0)
    // The email had gone out; its link now leads to "expired", not to an account.
    const opened = await fetch(verifyLink(mailTo(stack.mailDir, email)[0]!), { redirect: 'manual' })
    expect(new URL(opened.headers.get('location')!).hash).toContain('error_code=otp_expired')
    // And the address can be invited afresh.
    expect((await inviteAs(adminToken, { email, role: 'editor' })).status).toBe(200)
  })
})

describe('parseInvitation', () => {
  it('normalises the address and name, and keeps each link once', () => {
    const id = '11111111-1111-4111-8111-111111111111'
    expect(parseInvitation({ email: ' Sam@Agency.COM ', role: 'sales', display_name: ' Sam ', link_ids: [id, id] })).toEqual({
      ok: true, invitation: { email: 'sam@agency.com', role: 'sales', displayName: 'Sam', linkIds: [id] },
    })
    expect(parseInvitation({ email: 'ed@agency.com', role: 'editor' })).toMatchObject({ ok: true, invitation: { displayName: '', linkIds: [] } })
  })

  it('names the first thing wrong', () => {
    expect(parseInvitation({ email: 'a@b', role: 'sales' })).toEqual({ ok: false, error: INVITE_MESSAGES.invalidEmail })
    expect(parseInvitation({ email: 'a@b.co', role: 'Admin' })).toEqual({ ok: false, error: INVITE_MESSAGES.unknownRole })
    expect(parseInvitation({ email: 'a@b.co', role: 'sales', display_name: 'x'.repeat(201) })).toEqual({ ok: false, error: INVITE_MESSAGES.nameTooLong })
    expect(parseInvitation({ email: 'a@b.co', role: 'sales', link_ids: ['nope'] })).toEqual({ ok: false, error: INVITE_MESSAGES.unknownLink })
    expect(parseInvitation(null)).toEqual({ ok: false, error: INVITE_MESSAGES.badRequest })
  })
})
