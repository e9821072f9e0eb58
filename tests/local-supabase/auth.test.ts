// Contract of the local stack's GoTrue subset with the real supabase-js auth client.
import { createClient } from '@supabase/supabase-js'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientOptions, startTestStack, uniqueSuffix } from '../support/local-stack'
import type { TestStack, TestUser } from '../support/local-stack'

let stack: TestStack
let adminUser: TestUser

beforeAll(async () => {
  stack = await startTestStack()
  adminUser = await stack.createAdminUser(`boss-${uniqueSuffix()}@test.local`, 'correct horse battery staple')
})

afterAll(() => stack?.stop())

const freshClient = () => stack.anonClient()

describe('password sign-in', () => {
  it('returns a GoTrue session whose access token carries Supabase claims', async () => {
    const { data, error } = await freshClient().auth.signInWithPassword({ email: adminUser.email, password: adminUser.password })
    expect(error).toBeNull()
    const { session, user } = data
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 })
    expect(session!.expires_at).toBeGreaterThan(Date.now() / 1000)
    expect(session!.refresh_token).toEqual(expect.any(String))
    expect(user).toMatchObject({
      id: adminUser.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: adminUser.email,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
    })
    expect(user!.last_sign_in_at).toEqual(expect.any(String))
    const claims = decodeJwt(session!.access_token)
    expect(claims).toMatchObject({
      sub: adminUser.id,
      role: 'authenticated',
      aud: 'authenticated',
      email: adminUser.email,
      aal: 'aal1',
      session_id: expect.any(String),
      iss: `${stack.url}/auth/v1`,
    })
    expect(claims.exp! - claims.iat!).toBe(3600)
  })

  it('accepts the email in any case', async () => {
    const { error } = await freshClient().auth.signInWithPassword({ email: adminUser.email.toUpperCase(), password: adminUser.password })
    expect(error).toBeNull()
  })

  it('refuses wrong credentials with "Invalid login credentials"', async () => {
    const wrongPassword = await freshClient().auth.signInWithPassword({ email: adminUser.email, password: 'nope' })
    expect(wrongPassword.data.session).toBeNull()
    expect(wrongPassword.error).toMatchObject({
      name: 'AuthApiError',
      message: 'Invalid login credentials',
      status: 400,
      code: 'invalid_credentials',
    })
    const unknownUser = await freshClient().auth.signInWithPassword({ email: 'nobody@test.local', password: 'nope' })
    expect(unknownUser.error?.message).toBe('Invalid login credentials')
  })

  it('answers older clients in the legacy error shape', async () => {
    const res = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: adminUser.email, password: 'nope' }),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' })
  })

  it('signs in the admin, who can then read admin-only tables', async () => {
    const client = await stack.signedInClient(adminUser.email, adminUser.password)
    const { data, error } = await client.from('team_members').select('user_id')
    expect(error).toBeNull()
    expect(data).toContainEqual({ user_id: adminUser.id })
    // A visitor sees no team at all (no grant).
    expect((await freshClient().from('team_members').select()).error?.code).toBe('42501')
  })
})

describe('session lifecycle', () => {
  it('getUser returns the signed-in user', async () => {
    const client = await stack.signedInClient(adminUser.email, adminUser.password)
    const { data, error } = await client.auth.getUser()
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ id: adminUser.id, email: adminUser.email })
  })

  it('refreshSession rotates the refresh token and issues a new access token', async () => {
    const client = await stack.signedInClient(adminUser.email, adminUser.password)
    const before = (await client.auth.getSession()).data.session!
    const { data, error } = await client.auth.refreshSession()
    expect(error).toBeNull()
    expect(data.session!.refresh_token).not.toBe(before.refresh_token)
    expect(decodeJwt(data.session!.access_token).session_id).toBe(decodeJwt(before.access_token).session_id)
    const rest = await client.from('team_members').select('user_id')
    expect(rest.error).toBeNull()
  })

  it('a used refresh token works again only within the grace period, then it is refused', async () => {
    const client = await stack.signedInClient(adminUser.email, adminUser.password)
    const first = (await client.auth.getSession()).data.session!.refresh_token
    const rotated = await client.auth.refreshSession()
    expect(rotated.error).toBeNull()
    // Within 10 s (GoTrue's reuse interval) the old token yields the current one.
    const again = await freshClient().auth.refreshSession({ refresh_token: first })
    expect(again.error).toBeNull()
    expect(again.data.session!.refresh_token).toBe(rotated.data.session!.refresh_token)
    // Pretend the grace period has passed.
    await stack.db.query(`update auth.refresh_tokens set updated_at = now() - interval '1 hour' where token = $1`, [first])
    const late = await freshClient().auth.refreshSession({ refresh_token: first })
    expect(late.error).toMatchObject({ status: 400, code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' })
  })

  it('an unknown refresh token is refused', async () => {
    const { error } = await freshClient().auth.refreshSession({ refresh_token: 'not-a-token' })
    expect(error).toMatchObject({ status: 400, message: 'Invalid Refresh Token: Refresh Token Not Found' })
  })

  it('signOut ends the session: its refresh token and getUser stop working', async () => {
    const client = await stack.signedInClient(adminUser.email, adminUser.password)
    const session = (await client.auth.getSession()).data.session!
    const { error } = await client.auth.signOut()
    expect(error).toBeNull()
    expect((await client.auth.getSession()).data.session).toBeNull()
    const refreshed = await freshClient().auth.refreshSession({ refresh_token: session.refresh_token })
    expect(refreshed.error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found')
    const res = await fetch(`${stack.url}/auth/v1/user`, {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${session.access_token}` },
    })
    expect(res.status).toBe(403)
    expect((await res.json()).msg).toBe('Session from session_id claim in JWT does not exist')
  })

  it('GET /user without a token is 401, with a bad token 403', async () => {
    const none = await fetch(`${stack.url}/auth/v1/user`, { headers: { apikey: stack.anonKey } })
    expect(none.status).toBe(401)
    const bad = await fetch(`${stack.url}/auth/v1/user`, { headers: { apikey: stack.anonKey, Authorization: 'Bearer x.y.z' } })
    expect(bad.status).toBe(403)
    expect((await bad.json()).error_code).toBe('bad_jwt')
  })
})

describe('sign-ups and metadata routes', () => {
  it('refuses sign-ups', async () => {
    const { data, error } = await freshClient().auth.signUp({ email: `new-${uniqueSuffix()}@test.local`, password: 'a-long-password' })
    expect(data.user).toBeNull()
    expect(error).toMatchObject({ status: 422, code: 'signup_disabled', message: 'Signups not allowed for this instance' })
    const users = await stack.db.query(`select 1 from auth.users where email like 'new-%'`)
    expect(users.rows).toHaveLength(0)
  })

  it('answers health and settings', async () => {
    const headers = { apikey: stack.anonKey }
    expect((await fetch(`${stack.url}/auth/v1/health`, { headers })).status).toBe(200)
    const settings = await (await fetch(`${stack.url}/auth/v1/settings`, { headers })).json()
    expect(settings.disable_signup).toBe(true)
  })

  it('works from a client created by hand with the documented options', async () => {
    const client = createClient(stack.url, stack.anonKey, clientOptions())
    const { error } = await client.auth.signInWithPassword({ email: adminUser.email, password: adminUser.password })
    expect(error).toBeNull()
  })
})
