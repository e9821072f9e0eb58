import { adminClient } from '@/lib/admin-client'
import { NEVER_ABORTED } from '@/lib/data-client'
import { ServiceError } from '@/lib/errors'
import { isRecord } from '@/lib/json'
import type { MemberRouting } from '../model/member-routing'
import { ROUTING_MESSAGES } from '../model/team-admin-messages'
import { failure } from './admin-team'

/** The site's lead routing setting (rpc/get_lead_routing). */
export interface LeadRouting {
  /** On: leads no referral link claims go round the sales team; off: they wait for an admin. */
  roundRobinEnabled: boolean
}

function toLeadRouting(data: unknown): LeadRouting {
  if (!isRecord(data) || typeof data.round_robin_enabled !== 'boolean') throw new ServiceError(ROUTING_MESSAGES.loadSettings)
  return { roundRobinEnabled: data.round_robin_enabled }
}

/** A sales member's three routing settings at once (admins only). */
export async function setMemberRouting(userId: string, routing: MemberRouting): Promise<void> {
  const { error } = await adminClient.rpc('set_member_routing', {
    p_user_id: userId,
    p_takes_new_leads: routing.takesNewLeads,
    p_lead_weight: routing.leadWeight,
    p_away: routing.away,
  })
  if (error) throw failure(ROUTING_MESSAGES.changeMember, error)
}

export async function getLeadRouting(signal: AbortSignal = NEVER_ABORTED): Promise<LeadRouting> {
  const { data, error } = await adminClient.rpc('get_lead_routing').abortSignal(signal)
  if (error) throw failure(ROUTING_MESSAGES.loadSettings, error)
  return toLeadRouting(data)
}

export async function setLeadRouting(roundRobinEnabled: boolean): Promise<LeadRouting> {
  const { data, error } = await adminClient.rpc('set_lead_routing', { p_round_robin_enabled: roundRobinEnabled })
  if (error) throw failure(ROUTING_MESSAGES.changeSettings, error)
  return toLeadRouting(data)
}

/** The signed-in sales member's own place in the queue (their team_members row, by row-level security). */
export async function getMyRouting(userId: string, signal: AbortSignal = NEVER_ABORTED): Promise<{ takesNewLeads: boolean; away: boolean }> {
  const { data, error } = await adminClient
    .from('team_members')
    .select('takes_new_leads, away')
    .eq('user_id', userId)
    .abortSignal(signal)
    .maybeSingle()
  if (error || !data) throw new ServiceError(ROUTING_MESSAGES.loadMine, error ? { code: error.code, cause: error } : undefined)
  return { takesNewLeads: data.takes_new_leads, away: data.away }
}

/** A sales member marks themselves away or back (rpc/set_my_away). */
export async function setMyAway(away: boolean): Promise<boolean> {
  const { data, error } = await adminClient.rpc('set_my_away', { p_away: away })
  if (error) throw failure(ROUTING_MESSAGES.changeMine, error)
  return data === true
}
