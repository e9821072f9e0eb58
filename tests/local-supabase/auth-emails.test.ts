// Contract of the local stack's GoTrue email flows (invite, recover, verify, password change)
// with the real supabase-js auth client: GoTrue's answers, error shapes and limits, and emails
// in the stack's mail folder whose links a test can follow.
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readProjectSettings } from '../../supabase/local/config'
import { mailTo, verifyLink } from '../support/mailbox'
import { startTestStack, uniqueSuffix } from '../support/local-stack'
import type { TestStack } from '../support/local-stack'

const SITE = readProjectSettings().authEmail.siteUrl
const SET_PASSWORD = `${SITE}/admin/set-password`

let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack()
})

afterAll(() => stack?.stop())

const address = (name: string) => `${name}-${uniqueSuffix()}@test.local`

/** Opens an emailed link as a browser would (no API key) and reads where it redirects. */
async function follow(link: string): Promise<{ status: number; target: URL; fragment: URLSearchParams }> {
  const response = await fetch(link, { redirect: 'manual' })
  const target = new URL(response.headers.get('location') ?? '')
  return { status: response.status, target, fragment: new URLSearchParams(target.hash.slice(1)) }
}

async function invite(email: string) {
  const { data, error } = await stack.serviceClient().auth.admin.inviteUserByEmail(email, { redirectTo: SET_PASSWORD })
  expect(error).toBeNull()
  return data.user!
}

/** A client holding the session an emailed link handed over (what detectSessionInUrl does in the browser). */
async function clientFromLink(link: string) {
  const { fragment } = await follow(link)
  const client = stack.anonClient()
  const { error } = await client.auth.setSession({
    access_token: fragment.get('access_token')!,
    refresh_token: fragment.get('refresh_token')!,
  })
  expect(error).toBeNull()
  return client
}

describe('invite (auth.admin.inviteUserByEmail)', () => {
  it('creates an unconfirmed user and emails a link that signs them in once, at the redirect URL', async () => {
    const email = address('invitee')
    const user = await invite(email)
    expect(user).toMatchObject({ email, invited_at: expect.any(String), email_confirmed_at: null })

    const mails = mailTo(stack.mailDir, email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('You have been invited to the back office')
    const link = verifyLink(mails[0]!)
    expect(new URL(link).searchParams.get('type')).toBe('invite')
    expect(new URL(link).searchParams.get('redirect_to')).toBe(SET_PASSWORD)

    const opened = await follow(link)
    expect(opened.status).toBe(303)
    expect(`${opened.target.origin}${opened.target.pathname}`).toBe(SET_PASSWORD)
    expect(Object.fromEntries(opened.fragment)).toMatchObject({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: '3600',
      token_type: 'bearer',
      type: 'invite',
    })
    const claims = decodeJwt(opened.fragment.get('access_token')!)
    expect(claims).toMatchObject({ sub: user.id, email, amr: [{ method: 'invite', timestamp: expect.any(Number) }] })
    const confirmed = await stack.db.query<{ confirmed: boolean }>(
      'select email_confirmed_at is not null as confirmed from auth.users where id = $1', [user.id],
    )
    expect(confirmed.rows[0]!.confirmed).toBe(true)

    // The link is spent.
    const again = await follow(link)
    expect(again.status).toBe(303)
    expect(Object.fromEntries(again.fragment)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    })
  })

  it('lets the invited user set a password and then sign in with it', async () => {
    const email = address('newcomer')
    await invite(email)
    const client = await clientFromLink(verifyLink(mailTo(stack.mailDir, email)[0]!))
    const { data, error } = await client.auth.updateUser({ password: 'a fine new password' })
    expect(error).toBeNull()
    expect(data.user!.email).toBe(email)
    await expect(stack.signedInClient(email, 'a fine new password')).resolves.toBeDefined()
  })

  it('answers only the service role: a visitor or a signed-in user is refused with not_admin', async () => {
    const visitor = await stack.anonClient().auth.admin.inviteUserByEmail(address('nope'))
    expect(visitor.error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' })
    const someone = await stack.createUser(address('someone'), 'a long password')
    const signedIn = await stack.signedInClient(someone.email, someone.password)
    const token = (await signedIn.auth.getSession()).data.session!.access_token
    const response = await fetch(`${stack.url}/auth/v1/invite`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: address('nope') }),
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ code: 403, error_code: 'not_admin', msg: 'User not allowed' })
    const created = await stack.db.query(`select 1 from auth.users where email like 'nope-%'`)
    expect(created.rows).toHaveLength(0)
  })

  it('refuses an address that already has an account (email_exists) and a malformed one', async () => {
    const existing = await stack.createUser(address('member'), 'a long password')
    const taken = await stack.serviceClient().auth.admin.inviteUserByEmail(existing.email.toUpperCase())
    expect(taken.error).toMatchObject({
      status: 422, code: 'email_exists', message: 'A user with this email address has already been registered',
    })
    const malformed = await stack.serviceClient().auth.admin.inviteUserByEmail('not-an-address')
    expect(malformed.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' })
    expect(mailTo(stack.mailDir, existing.email)).toHaveLength(0)
  })

  it('invites again a user who never accepted: same user, a new link, the old one dead', async () => {
    const email = address('slow')
    const first = await invite(email)
    const second = await invite(email)
    expect(second.id).toBe(first.id)
    const [oldMail, newMail] = mailTo(stack.mailDir, email)
    expect((await follow(verifyLink(oldMail!))).fragment.get('error_code')).toBe('otp_expired')
    expect((await follow(verifyLink(newMail!))).fragment.get('type')).toBe('invite')
  })

  it('sends a link to another site back to the Site URL instead', async () => {
    const email = address('elsewhere')
    await stack.serviceClient().auth.admin.inviteUserByEmail(email, { redirectTo: 'https://evil.example/steal' })
    const link = verifyLink(mailTo(stack.mailDir, email)[0]!)
    expect(new URL(link).searchParams.get('redirect_to')).toBe(SITE)
    // Nor can the link itself be edited to send the session elsewhere.
    const edited = new URL(link)
    edited.searchParams.set('redirect_to', 'https://evil.example/steal')
    const { target } = await follow(edited.toString())
    expect(target.origin).toBe(new URL(SITE).origin)
  })
})

describe('recover (resetPasswordForEmail) and verify', () => {
  it('emails a recovery link to an account; verifyOtp with its token hash starts a session', async () => {
    const user = await stack.createUser(address('forgetful'), 'the old password')
    const { data, error } = await stack.anonClient().auth.resetPasswordForEmail(user.email, { redirectTo: SET_PASSWORD })
    expect(error).toBeNull()
    expect(data).toEqual({})
    const mails = mailTo(stack.mailDir, user.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('Reset your back-office password')
    const link = new URL(verifyLink(mails[0]!))
    expect(link.searchParams.get('type')).toBe('recovery')

    const client = stack.anonClient()
    const verified = await client.auth.verifyOtp({ token_hash: link.searchParams.get('token')!, type: 'recovery' })
    expect(verified.error).toBeNull()
    expect(verified.data.user!.id).toBe(user.id)
    expect(decodeJwt(verified.data.session!.access_token).amr).toEqual([{ method: 'recovery', timestamp: expect.any(Number) }])
    // GoTrue's own log counts it as a sign-in (the audit trail's sign-ins read it).
    const logged = await stack.db.query<{ action: string }>(
      `select payload->>'action' as action from auth.audit_log_entries where payload->>'actor_id' = $1`, [user.id],
    )
    expect(logged.rows).toEqual([{ action: 'login' }])
    expect((await client.auth.updateUser({ password: 'the new password' })).error).toBeNull()
    await expect(stack.signedInClient(user.email, 'the new password')).resolves.toBeDefined()
    await expect(stack.signedInClient(user.email, 'the old password')).rejects.toThrow('Invalid login credentials')
  })

  it('answers an unknown address the same 200 and sends nothing', async () => {
    const email = address('stranger')
    const { data, error } = await stack.anonClient().auth.resetPasswordForEmail(email, { redirectTo: SET_PASSWORD })
    expect(error).toBeNull()
    expect(data).toEqual({})
    expect(mailTo(stack.mailDir, email)).toHaveLength(0)
  })

  it('refuses a second email to one address within 60 seconds, saying how long to wait', async () => {
    const user = await stack.createUser(address('impatient'), 'a long password')
    expect((await stack.anonClient().auth.resetPasswordForEmail(user.email)).error).toBeNull()
    const again = await stack.anonClient().auth.resetPasswordForEmail(user.email)
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
    expect(again.error!.message).toMatch(/^For security purposes, you can only request this after (60|59) seconds\.$/)
    expect(mailTo(stack.mailDir, user.email)).toHaveLength(1)
    // Once the interval has passed, another is sent.
    await stack.db.query(`update auth.users set recovery_sent_at = now() - interval '61 seconds' where id = $1`, [user.id])
    expect((await stack.anonClient().auth.resetPasswordForEmail(user.email)).error).toBeNull()
    expect(mailTo(stack.mailDir, user.email)).toHaveLength(2)
  })

  it('refuses a malformed address', async () => {
    const { error } = await stack.anonClient().auth.resetPasswordForEmail('nobody-at-all')
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' })
  })

  it('refuses an expired or unknown token with otp_expired, by answer and by redirect', async () => {
    const user = await stack.createUser(address('late'), 'a long password')
    await stack.anonClient().auth.resetPasswordForEmail(user.email, { redirectTo: SET_PASSWORD })
    const link = verifyLink(mailTo(stack.mailDir, user.email)[0]!)
    await stack.db.query(`update auth.users set recovery_sent_at = now() - interval '2 hours' where id = $1`, [user.id])
    const expired = await stack.anonClient().auth.verifyOtp({ token_hash: new URL(link).searchParams.get('token')!, type: 'recovery' })
    expect(expired.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' })
    const redirected = await follow(link)
    expect(`${redirected.target.origin}${redirected.target.pathname}`).toBe(SET_PASSWORD)
    expect(redirected.fragment.get('error_code')).toBe('otp_expired')
    const unknown = await stack.anonClient().auth.verifyOtp({ token_hash: 'f'.repeat(56), type: 'invite' })
    expect(unknown.error).toMatchObject({ status: 403, code: 'otp_expired' })
  })
})

describe('password change (updateUser)', () => {
  it('refuses a password shorter than the minimum (weak_password) and the current one (same_password)', async () => {
    const user = await stack.createUser(address('changer'), 'the current password')
    const client = await stack.signedInClient(user.email, user.password)
    const { minimumPasswordLength } = readProjectSettings().authEmail
    expect(minimumPasswordLength).toBe(8)
    const short = await client.auth.updateUser({ password: 'short' })
    expect(short.error).toMatchObject({
      name: 'AuthWeakPasswordError', status: 422, code: 'weak_password', message: 'Password should be at least 8 characters.',
      reasons: ['length'],
    })
    const same = await client.auth.updateUser({ password: user.password })
    expect(same.error).toMatchObject({
      status: 422, code: 'same_password', message: 'New password should be different from the old password.',
    })
    await expect(stack.signedInClient(user.email, user.password)).resolves.toBeDefined()
  })

  it('changes the password, keeps this session and ends the others', async () => {
    const user = await stack.createUser(address('mover'), 'the current password')
    const here = await stack.signedInClient(user.email, user.password)
    const elsewhere = await stack.signedInClient(user.email, user.password)
    const elsewhereRefresh = (await elsewhere.auth.getSession()).data.session!.refresh_token
    expect((await here.auth.updateUser({ password: 'a changed password' })).error).toBeNull()
    expect((await here.auth.getUser()).error).toBeNull()
    const ended = await stack.anonClient().auth.refreshSession({ refresh_token: elsewhereRefresh })
    expect(ended.error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found')
  })

  it('needs a session', async () => {
    const response = await fetch(`${stack.url}/auth/v1/user`, {
      method: 'PUT',
      headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: 'whatever it is' }),
    })
    expect(response.status).toBe(401)
    expect((await response.json()).error_code).toBe('no_authorization')
  })
})

describe('admin delete (auth.admin.deleteUser)', () => {
  it('deletes a user for the service role only', async () => {
    const email = address('gone')
    const user = await invite(email)
    expect((await stack.anonClient().auth.admin.deleteUser(user.id)).error).toMatchObject({ status: 403, code: 'not_admin' })
    expect((await stack.serviceClient().auth.admin.deleteUser(user.id)).error).toBeNull()
    expect((await stack.db.query('select 1 from auth.users where id = $1', [user.id])).rows).toHaveLength(0)
    expect((await stack.serviceClient().auth.admin.deleteUser(user.id)).error).toMatchObject({ status: 404, code: 'user_not_found' })
    // Its link died with it.
    expect((await follow(verifyLink(mailTo(stack.mailDir, email)[0]!))).fragment.get('error_code')).toBe('otp_expired')
  })
})

describe('the project-wide email limit', () => {
  let limited: TestStack
  beforeAll(async () => {
    limited = await startTestStack({ emailsPerHour: 2 })
  })
  afterAll(() => limited?.stop())

  it('allows [auth.rate_limit] email_sent emails an hour across every address, then answers 429 and sends nothing', async () => {
    const users = await Promise.all(['a', 'b', 'c'].map((name) => limited.createUser(address(name), 'a long password')))
    for (const user of users.slice(0, 2)) expect((await limited.anonClient().auth.resetPasswordForEmail(user.email)).error).toBeNull()
    const third = await limited.anonClient().auth.resetPasswordForEmail(users[2]!.email)
    expect(third.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' })
    expect(mailTo(limited.mailDir, users[2]!.email)).toHaveLength(0)
    // Invites count too, and a refused one creates no user.
    const invited = await limited.serviceClient().auth.admin.inviteUserByEmail(address('d'))
    expect(invited.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
    expect((await limited.db.query(`select 1 from auth.users where email like 'd-%'`)).rows).toHaveLength(0)
  })
})
