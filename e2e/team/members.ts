import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js'
import { SignJWT } from 'jose'
import ws from 'ws'
import type { DataClient } from '../../src/lib/data-client'
import type { Database } from '../../src/lib/database.types'
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET } from '../../supabase/local/defaults'
import { fillLogin, serviceData, uniqueName } from '../support/admin'
import { serviceClient, stackUrl } from '../support/env'
import { expect, type Page } from '../support/test'

/**
 * What the team journeys share: members made behind the UI's back (invited through the Auth
 * admin API and listed as the invite-member function lists them), the invitation emails the
 * local stack writes, and a member's own data client.
 */

/** What the back office says on a screen outside the member's role. */
export const NO_ACCESS = "You don't have access to this page"

/** What the login says to someone whose access has ended (admin-auth-messages.ts). */
export const ACCESS_ENDED = 'This account has no access to the admin panel.'

/** A salesperson link, added with the service role; its URL name is unique to this run. */
export async function addSalespersonLink(displayName: string) {
  const name = uniqueName('seller-').toLowerCase()
  const service = await serviceData()
  const { data, error } = await service
    .from('salesperson_links')
    .insert({ salesperson_name: name, display_name: displayName, email: `${name}@agency.example`, services: ['web-apps', 'saas'], is_active: true })
    .select('id')
    .single()
  if (error) throw error
  return { id: data.id, name, displayName }
}

/**
 * The folders the local stack writes emails to for the e2e server: the one serve.ts gives the
 * functions, and the default mailbox.
 */
function mailFolders(): string[] {
  return [`.local/e2e-mail-${process.env.E2E_WEB_PORT}`, '.local/mail'].filter((dir) => existsSync(dir))
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

/** The newest email in the local mail folder that names this address, written since `since`. */
export async function mailTo(address: string, since: number): Promise<string> {
  let found = ''
  await expect
    .poll(
      () => {
        const mails = mailFolders()
          .flatMap(filesUnder)
          .map((path) => ({ path, time: statSync(path).mtimeMs }))
          .filter((file) => file.time >= since - 1_000)
          .sort((a, b) => b.time - a.time)
          .map((file) => readFileSync(file.path, 'utf8'))
          .filter((text) => text.toLowerCase().includes(address.toLowerCase()))
        found = mails[0] ?? ''
        return found !== ''
      },
      { message: `an email to ${address} in ${mailFolders().join(' or ') || 'the local mail folder'}`, timeout: 20_000 },
    )
    .toBe(true)
  return found
}

/** The link an Auth email asks its reader to follow (GoTrue's verify address). */
export function emailLink(mail: string): string {
  const links = [...mail.matchAll(/https?:\/\/[^\s"'<>)\]]+/g)].map((match) => match[0].replace(/&amp;/g, '&'))
  const link = links.find((url) => url.includes('/auth/v1/verify')) ?? links.find((url) => /token/.test(url))
  if (!link) throw new Error(`No sign-in link in this email:\n${mail}`)
  return link
}

/** A client of the stack as this member, signed in with their password. */
export async function memberClient(email: string, password: string) {
  const client = createClient<Database>(stackUrl, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport'] },
  })
  const { error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw error
  return client as unknown as DataClient
}

/**
 * A member made behind the UI's back, as an admin's invitation makes one: invited through the
 * Auth admin API (the service role), listed with rpc/add_invited_member, then their password
 * set through Auth's user update, as the invitation's link lets them.
 */
export async function addMember(role: 'admin' | 'editor' | 'sales', displayName: string, linkIds: string[] = []) {
  const email = `${uniqueName(role)}@example.com`
  const password = `pw-${uniqueName('')}-${uniqueName('')}`
  const service = await serviceClient()
  const { data, error } = await service.auth.admin.inviteUserByEmail(email)
  if (error) throw error
  const userId = data.user.id
  const listed = await (service as unknown as DataClient).rpc(
    'add_invited_member' as never,
    { p_user_id: userId, p_email: email, p_display_name: displayName, p_role: role, p_link_ids: linkIds } as never,
  )
  if (listed.error) throw listed.error
  // Auth's user update with the invited user's own token, as the set-password page calls it.
  const token = await new SignJWT({ sub: userId, email, role: 'authenticated', aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(new TextEncoder().encode(LOCAL_JWT_SECRET))
  const updated = await fetch(`${stackUrl}/auth/v1/user`, {
    method: 'PUT',
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ password }),
  })
  expect(updated.status, await updated.clone().text()).toBe(200)
  return { userId, email, password, displayName }
}

/** Signs in through the login page as this member (no wait for a particular screen). */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login')
  await fillLogin(page, email, password)
}
