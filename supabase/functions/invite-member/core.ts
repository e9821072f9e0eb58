/**
 * invite-member: an admin invites someone to the team. Supabase Auth sends its invite email
 * (the link sets a password on first visit, at SITE_URL/admin/set-password), then the database
 * lists the new user in team_members with the role (and, for sales, their salesperson links).
 *
 * The database decides both who may invite (my_membership, read with the caller's own token)
 * and what a member is (add_invited_member, whose messages the team screen shows as they are).
 * The input is checked here first only so that bad input sends no email; when the database
 * still refuses after the invite went out, the invited user is deleted again, so no account is
 * left without a membership.
 *
 * Plain fetch, no client library: the same code runs under Deno and in Node's tests.
 */
import { isEmailAddress } from '../_shared/email-address.ts'
import { CORS_HEADERS, bearerToken, json } from '../_shared/http.ts'
import { isMemberRole, type MemberRole } from '../_shared/team-roles.ts'

export interface InviteMemberConfig {
  supabaseUrl: string
  anonKey: string
  serviceRoleKey: string
  /** The app's address; the invite link returns to its set-password page. */
  siteUrl: string
  fetch: typeof fetch
}

/** What the team screen shows; the P0001 messages are the database's own (add_invited_member). */
export const INVITE_MESSAGES = {
  invalidEmail: 'Enter a valid email address.',
  unknownRole: 'That role does not exist.',
  existingMember: 'This address already belongs to a team member.',
  linksNeedSales: 'Salesperson links can be tied only to a sales member.',
  unknownLink: 'No such salesperson link.',
  nameTooLong: 'The display name is too long (200 characters at most).',
  notAdmin: 'Only an active admin can invite team members.',
  badRequest: 'Send the invitation as JSON: email, role, display_name and link_ids.',
  tooManyEmails: 'Too many emails were sent in the last hour. Please try again later.',
  failed: 'The invitation could not be sent. Please try again.',
} as const

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface Invitation {
  email: string
  role: MemberRole
  displayName: string
  linkIds: string[]
}

export type Parsed = { ok: true; invitation: Invitation } | { ok: false; error: string }

/** The request body as the database will see it, or the first thing wrong with it. */
export function parseInvitation(body: unknown): Parsed {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, error: INVITE_MESSAGES.badRequest }
  const input = body as Record<string, unknown>
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : ''
  // The database checks the address again in add_invited_member.
  if (!isEmailAddress(email)) return { ok: false, error: INVITE_MESSAGES.invalidEmail }
  const role = input.role
  if (!isMemberRole(role)) return { ok: false, error: INVITE_MESSAGES.unknownRole }
  const name = input.display_name
  if (name !== undefined && name !== null && typeof name !== 'string') return { ok: false, error: INVITE_MESSAGES.badRequest }
  const displayName = (name ?? '').trim()
  if ([...displayName].length > 200) return { ok: false, error: INVITE_MESSAGES.nameTooLong }
  const links = input.link_ids ?? []
  if (!Array.isArray(links) || links.some((id) => typeof id !== 'string' || !UUID_PATTERN.test(id))) {
    return { ok: false, error: INVITE_MESSAGES.unknownLink }
  }
  const linkIds = [...new Set(links as string[])]
  if (linkIds.length > 0 && role !== 'sales') return { ok: false, error: INVITE_MESSAGES.linksNeedSales }
  return { ok: true, invitation: { email, role, displayName, linkIds } }
}

const respond = (status: number, body: unknown) => json(status, body, CORS_HEADERS)

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return text
  }
}

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined

export function inviteMemberHandler(config: InviteMemberConfig): (request: Request) => Promise<Response> {
  const base = config.supabaseUrl.replace(/\/+$/, '')
  const service = { apikey: config.serviceRoleKey, Authorization: `Bearer ${config.serviceRoleKey}` }

  /** Is the caller an active admin? Asked of the database with their own token. */
  async function callerIsAdmin(token: string | null): Promise<boolean> {
    if (!token) return false
    const response = await config.fetch(`${base}/rest/v1/rpc/my_membership`, {
      method: 'POST',
      headers: { apikey: config.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{}',
    })
    if (!response.ok) return false
    const membership = await readJson(response)
    return field(membership, 'role') === 'admin' && field(membership, 'active') === true
  }

  async function serviceSelect(path: string): Promise<unknown[]> {
    const response = await config.fetch(`${base}/rest/v1/${path}`, { headers: service })
    if (!response.ok) throw new Error(`${path.split('?')[0]} answered ${response.status}`)
    const rows = await readJson(response)
    return Array.isArray(rows) ? rows : []
  }

  async function deleteAuthUser(userId: string): Promise<void> {
    const response = await config.fetch(`${base}/auth/v1/admin/users/${encodeURIComponent(userId)}`, { method: 'DELETE', headers: service })
    if (!response.ok && response.status !== 404) throw new Error(`deleting the invited user answered ${response.status}`)
  }

  return async (request) => {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: CORS_HEADERS })
    if (request.method !== 'POST') return respond(405, { error: 'Use POST.' })
    try {
      if (!(await callerIsAdmin(bearerToken(request)))) return respond(403, { error: INVITE_MESSAGES.notAdmin })
      const parsed = parseInvitation(await request.json().catch(() => null))
      if (!parsed.ok) return respond(400, { error: parsed.error })
      const { email, role, displayName, linkIds } = parsed.invitation

      // Before any email goes out: an existing member is not invited again, and every link exists.
      const members = await serviceSelect(`team_members?select=user_id&email=eq.${encodeURIComponent(email)}`)
      if (members.length > 0) return respond(409, { error: INVITE_MESSAGES.existingMember })
      if (linkIds.length > 0) {
        const found = await serviceSelect(`salesperson_links?select=id&id=in.(${linkIds.join(',')})`)
        if (found.length !== linkIds.length) return respond(400, { error: INVITE_MESSAGES.unknownLink })
      }

      const redirectTo = `${config.siteUrl.replace(/\/+$/, '')}/admin/set-password`
      const invited = await config.fetch(`${base}/auth/v1/invite?redirect_to=${encodeURIComponent(redirectTo)}`, {
        method: 'POST',
        headers: { ...service, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, data: displayName ? { display_name: displayName } : {} }),
      })
      const invitedBody = await readJson(invited)
      if (!invited.ok) {
        const code = field(invitedBody, 'error_code') ?? field(invitedBody, 'code')
        if (code === 'email_exists') return respond(409, { error: INVITE_MESSAGES.existingMember })
        if (invited.status === 429) return respond(429, { error: INVITE_MESSAGES.tooManyEmails })
        if (code === 'validation_failed' || code === 'email_address_invalid') return respond(400, { error: INVITE_MESSAGES.invalidEmail })
        console.error('invite-member: Supabase Auth refused the invite', invited.status, invitedBody)
        return respond(502, { error: INVITE_MESSAGES.failed })
      }
      const userId = field(invitedBody, 'id')
      if (typeof userId !== 'string') throw new Error('Supabase Auth answered the invite without a user id')

      const added = await config.fetch(`${base}/rest/v1/rpc/add_invited_member`, {
        method: 'POST',
        headers: { ...service, 'Content-Type': 'application/json' },
        body: JSON.stringify({ p_user_id: userId, p_email: email, p_display_name: displayName, p_role: role, p_link_ids: linkIds }),
      })
      if (!added.ok) {
        const refusal = await readJson(added)
        // Nothing half-done: the account the invite created goes again (its emailed link dies with it).
        await deleteAuthUser(userId)
        const message = field(refusal, 'message')
        if (field(refusal, 'code') === 'P0001' && typeof message === 'string') return respond(400, { error: message })
        console.error('invite-member: add_invited_member failed', added.status, refusal)
        return respond(500, { error: INVITE_MESSAGES.failed })
      }
      return respond(200, { user_id: userId })
    } catch (error) {
      console.error('invite-member:', error instanceof Error ? error.message : error)
      return respond(500, { error: INVITE_MESSAGES.failed })
    }
  }
}
