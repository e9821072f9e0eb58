import { ACTIVITY_KIND_LABELS, type ActivityFilters } from './activity'

/**
 * The Activity screen's filters live in its address (?member=&kind=&record=&from=&to=), so a
 * filtered view can be linked to and survives a reload. Unknown kinds and malformed dates are
 * dropped rather than sent.
 */
const DATE = /^\d{4}-\d{2}-\d{2}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function filtersFromSearch(search: URLSearchParams): ActivityFilters {
  const text = (name: string) => search.get(name)?.trim() || null
  const member = text('member')
  const kind = text('kind')
  const from = text('from')
  const to = text('to')
  return {
    actorId: member && UUID.test(member) ? member : null,
    kind: kind && kind in ACTIVITY_KIND_LABELS ? kind : null,
    recordId: text('record')?.slice(0, 200) ?? null,
    from: from && DATE.test(from) ? from : null,
    to: to && DATE.test(to) ? to : null,
  }
}

export function searchFromFilters(filters: ActivityFilters): URLSearchParams {
  const search = new URLSearchParams()
  if (filters.actorId) search.set('member', filters.actorId)
  if (filters.kind) search.set('kind', filters.kind)
  if (filters.recordId) search.set('record', filters.recordId)
  if (filters.from) search.set('from', filters.from)
  if (filters.to) search.set('to', filters.to)
  return search
}
