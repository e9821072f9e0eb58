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
