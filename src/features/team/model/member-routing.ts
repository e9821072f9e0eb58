/**
 * A sales member's place in the round-robin queue for new leads, as the team screen shows and
 * changes it (rpc/list_team's takes_new_leads, lead_weight and away; rpc/set_member_routing).
 * The database decides who gets a lead (see "Routing" in docs/architecture.md); this is only
 * the form of its three settings.
 */
export interface MemberRouting {
  takesNewLeads: boolean
  /** 1 to 10: a member of weight 2 gets twice the leads of a member of weight 1. */
  leadWeight: number
  /** Skipped by the round-robin until back; their own referral leads still reach them. */
  away: boolean
}

/** The weights the database accepts (team_members.lead_weight, set_member_routing). */
export const LEAD_WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const

export const DEFAULT_MEMBER_ROUTING: MemberRouting = { takesNewLeads: false, leadWeight: 1, away: false }

/** The three settings from a row of rpc/list_team; the defaults where a value is missing. */
export function toMemberRouting(row: Record<string, unknown>): MemberRouting {
  const weight = typeof row.lead_weight === 'number' && LEAD_WEIGHTS.includes(row.lead_weight as (typeof LEAD_WEIGHTS)[number])
    ? row.lead_weight
    : DEFAULT_MEMBER_ROUTING.leadWeight
  return { takesNewLeads: row.takes_new_leads === true, leadWeight: weight, away: row.away === true }
}
