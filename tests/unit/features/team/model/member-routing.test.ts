import { describe, expect, it } from 'vitest'
import { DEFAULT_MEMBER_ROUTING, LEAD_WEIGHTS, toMemberRouting } from '@/features/team/model/member-routing'

describe('a member\'s routing from a row of list_team', () => {
  it('reads the three settings', () => {
    expect(toMemberRouting({ takes_new_leads: true, lead_weight: 3, away: true })).toEqual({ takesNewLeads: true, leadWeight: 3, away: true })
  })

  it('falls back to the defaults for a missing or out-of-range value', () => {
    expect(toMemberRouting({})).toEqual(DEFAULT_MEMBER_ROUTING)
    expect(toMemberRouting({ lead_weight: 11 }).leadWeight).toBe(1)
    expect(toMemberRouting({ lead_weight: 2.5 }).leadWeight).toBe(1)
  })

  it('offers the weights the database takes, 1 to 10', () => {
    expect(LEAD_WEIGHTS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })
})
