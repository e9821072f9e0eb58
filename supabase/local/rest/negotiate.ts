/**
 * Header negotiation PostgREST does before planning a query: the response media type
 * (array, single object, stripped nulls) and the schema profile.
 */
import { PgrstError } from '../errors'

export interface MediaChoice {
  /** application/vnd.pgrst.object+json: exactly one row, returned as an object. */
  single: boolean
  /** `;nulls=stripped`: keys whose value is null are left out. */
  stripNulls: boolean
}

export function negotiateMedia(accept: string | undefined): MediaChoice {
  if (!accept) return { single: false, stripNulls: false }
  const offered = accept.split(',').map((part) => part.trim()).filter(Boolean)
  for (const entry of offered) {
    const [type, ...parameters] = entry.split(';').map((s) => s.trim().toLowerCase())
    const stripNulls = parameters.includes('nulls=stripped')
    switch (type) {
      case '*/*':
      case 'application/*':
      case 'application/json':
      case 'application/vnd.pgrst.array+json':
        return { single: false, stripNulls }
      case 'application/vnd.pgrst.object+json':
        return { single: true, stripNulls }
    }
  }
  throw new PgrstError(406, 'PGRST107', `None of these media types are available: ${offered.join(', ')}`)
}

export function contentTypeFor(media: MediaChoice): string {
  const type = media.single ? 'application/vnd.pgrst.object+json' : 'application/json'
  return `${type}${media.stripNulls ? '; nulls=stripped' : ''}; charset=utf-8`
}

/** Only `public` is exposed, as in this project's Supabase settings. */
export function checkProfile(profile: string | undefined): void {
  if (profile && profile !== 'public') {
    throw new PgrstError(406, 'PGRST106', `Invalid schema: ${profile}`, null, 'Only the following schemas are exposed: public')
  }
}

/** PostgREST's Content-Range: `0-9/123`; the range is `*` for an empty page, the total `*` when not counted. */
export function contentRange(lower: number, pageTotal: number, total: number | undefined): string {
  const upper = lower + pageTotal - 1
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*'
  return `${range}/${total ?? '*'}`
}

/** PostgREST.RangeQuery.rangeStatusHeader. */
export function rangeStatus(lower: number, pageTotal: number, total: number | undefined): number {
  if (total === undefined) return 200
  if (lower > total) return 416
  if (pageTotal < total) return 206
  return 200
}

export function rangeNotSatisfiable(lower: number, total: number): PgrstError {
  return new PgrstError(416, 'PGRST103', 'Requested range not satisfiable',
    `An offset of ${lower} was requested, but there are only ${total} rows.`)
}
