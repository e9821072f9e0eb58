import { adminClient } from '@/lib/admin-client'
import { NEVER_ABORTED } from '@/lib/data-client'
import { ServiceError } from '@/lib/errors'
import { isRecord } from '@/lib/json'
import { isMemberRole, type MemberRole } from '@/hooks/use-admin-role'
import { TEAM_MESSAGES } from '../model/team-admin-messages'
// routing:
import { toMemberRouting, type MemberRouting } from '../model/member-routing'

/** A member as the team screen lists them (rpc/list_team). */
export interface TeamMember {
  userId: string
  email: string
  displayName: string
  role: MemberRole
  active: boolean
  invitedAt: string | null
  lastSignInAt: string | null
  deactivatedAt: string | null
  /** The salesperson links the member speaks for (sales members). */
  linkIds: string[]
  // routing: the member's place in the round-robin queue for new leads (sales members).
  routing: MemberRouting
  // booking-link:
  /** Their booking page (a Cal.com or Calendly link), offered to visitors whose lead is theirs. */
  bookingUrl: string | null
}

/** A salesperson link as a sales member sees their own. */
export interface MemberLink {
  id: string
  salespersonName: string
  displayName: string
  services: string[]
  isActive: boolean
}

type RpcError = { code: string; message: string }

/**
 * The database's refusals of bad input (errcode P0001: the last admin, a role that does not
 * exist, an inactive assignee...) are sentences meant for the admin and are shown as they are;
 * anything else says what failed.
 */
export function failure(fallback: string, error: RpcError): ServiceError {
  return new ServiceError(error.code === 'P0001' && error.message ? error.message : fallback, { code: error.code, cause: error })
}

const text = (value: unknown) => (typeof value === 'string' ? value : null)

function toTeamMember(row: unknown): TeamMember | null {
  if (!isRecord(row) || typeof row.user_id !== 'string' || !isMemberRole(row.role)) return null
  return {
    userId: row.user_id,
    email: text(row.email) ?? '',
    displayName: text(row.display_name) ?? '',
    role: row.role,
    active: row.active === true,
    invitedAt: text(row.invited_at),
    lastSignInAt: text(row.last_sign_in_at),
    deactivatedAt: text(row.deactivated_at),
    linkIds: Array.isArray(row.link_ids) ? row.link_ids.filter((id): id is string => typeof id === 'string') : [],
    // routing:
    routing: toMemberRouting(row),
    // booking-link:
    bookingUrl: text(row.booking_url),
  }
}

/** Every member, active and deactivated (admins only: rpc/list_team refuses anyone else). */
export async function listTeam(signal: AbortSignal = NEVER_ABORTED): Promise<TeamMember[]> {
  const { data, error } = await adminClient.rpc('list_team').abortSignal(signal)
  if (error) throw failure(TEAM_MESSAGES.load, error)
  if (!Array.isArray(data)) throw new ServiceError(TEAM_MESSAGES.load)
  return data.map(toTeamMember).filter((member): member is TeamMember => member !== null)
}

export async function setMemberRole(userId: string, role: MemberRole): Promise<void> {
  const { error } = await adminClient.rpc('set_member_role', { p_user_id: userId, p_role: role })
  if (error) throw failure(TEAM_MESSAGES.changeRole, error)
}

export async function setMemberActive(userId: string, active: boolean): Promise<void> {
  const { error } = await adminClient.rpc('set_member_active', { p_user_id: userId, p_active: active })
  if (error) throw failure(TEAM_MESSAGES.changeActive, error)
}

export async function setMemberLinks(userId: string, linkIds: string[]): Promise<void> {
  const { error } = await adminClient.rpc('set_member_links', { p_user_id: userId, p_link_ids: linkIds })
  if (error) throw failure(TEAM_MESSAGES.changeLinks, error)
}

export interface Invitation {
  email: string
  displayName: string
  role: MemberRole
  linkIds: string[]
}

/**
 * Invites a member through the invite-member Edge Function (as the signed-in admin): Supabase
 * Auth emails them a link that sets their password, and they join the team in `role`. The
 * function's refusal (an address already in the team, a malformed one...) is its JSON body's
 * `error`, shown as it is.
 */
export async function inviteMember(invitation: Invitation): Promise<{ userId: string }> {
  const body = {
    email: invitation.email.trim(),
    display_name: invitation.displayName.trim(),
    role: invitation.role,
    link_ids: invitation.role === 'sales' ? invitation.linkIds : [],
  }
  const { data, error } = await adminClient.functions.invoke<{ user_id?: string }>('invite-member', { body })
  if (!error && typeof data?.user_id === 'string') return { userId: data.user_id }
  const context = (error as { context?: unknown } | null)?.context
  if (context instanceof Response) {
    const answer: unknown = await context.json().catch(() => null)
    if (isRecord(answer) && typeof answer.error === 'string' && answer.error) throw new ServiceError(answer.error, { cause: error })
  }
  throw new ServiceError(TEAM_MESSAGES.invite, { cause: error })
}

/**
 * The signed-in sales member's own salesperson links (read-only for them: row-level security
 * lets a sales member read only the links tied to them).
 */
export async function listMyLinks(userId: string, signal: AbortSignal = NEVER_ABORTED): Promise<MemberLink[]> {
  const { data, error } = await adminClient
    .from('salesperson_links')
    .select('id, salesperson_name, display_name, services, is_active')
    .eq('member_id', userId)
    .order('salesperson_name')
    .abortSignal(signal)
  if (error) throw new ServiceError(TEAM_MESSAGES.loadLinks, { code: error.code, cause: error })
  return data.map((row) => ({
    id: row.id,
    salespersonName: row.salesperson_name,
    displayName: row.display_name,
    services: row.services ?? [],
    isActive: row.is_active,
  }))
}
