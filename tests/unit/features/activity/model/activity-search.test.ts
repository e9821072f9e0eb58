import { describe, expect, it } from 'vitest'
import { NO_FILTERS } from '@/features/activity/model/activity'
import { filtersFromSearch, searchFromFilters } from '@/features/activity/model/activity-search'

const MEMBER = '3919cb6e-4215-4478-a960-6d3454326cec'

describe("the Activity screen's filters in its address", () => {
  it('read back what they wrote', () => {
    const filters = { actorId: MEMBER, kind: 'inquiry', recordId: 'abc', from: '2026-11-01', to: '2026-11-28' }
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters)
    expect(searchFromFilters(NO_FILTERS).toString()).toBe('')
  })

  it('drop a member that is not an id, an unknown kind and malformed dates', () => {
    expect(filtersFromSearch(new URLSearchParams('member=sam&kind=secrets&from=today&to=2026-13&record=%20'))).toEqual(NO_FILTERS)
  })
})
