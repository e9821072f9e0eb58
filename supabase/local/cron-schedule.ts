/**
 * pg_cron's five-field schedules (minute, hour, day of month, month, day of week), matched
 * against a time in UTC, pg_cron's default zone. Each field is `*`, a number, a range `a-b`,
 * a step `*\/n` or `a-b/n`, or a comma list of those; day of week counts 0 (or 7) as Sunday.
 * As in cron, when both day fields are restricted a day matching either one matches.
 */

interface FieldRange {
  min: number
  max: number
}

const FIELDS: readonly FieldRange[] = [
  { min: 0, max: 59 }, // minute
  { min: 0, max: 23 }, // hour
  { min: 1, max: 31 }, // day of month
  { min: 1, max: 12 }, // month
  { min: 0, max: 7 }, // day of week (0 and 7: Sunday)
]

interface ParsedField {
  values: ReadonlySet<number>
  /** `*` (or `*\/1`): the field does not restrict. */
  any: boolean
}

function parseNumber(text: string, range: FieldRange): number | null {
  if (!/^\d{1,2}$/.test(text)) return null
  const value = Number(text)
  return value >= range.min && value <= range.max ? value : null
}

function parseField(text: string, range: FieldRange): ParsedField | null {
  const values = new Set<number>()
  let any = false
  for (const part of text.split(',')) {
    const match = /^(\*|\d{1,2}(?:-\d{1,2})?)(?:\/(\d{1,2}))?$/.exec(part)
    if (!match) return null
    const step = match[2] === undefined ? 1 : Number(match[2])
    if (step < 1) return null
    let from: number | null
    let to: number | null
    if (match[1] === '*') {
      from = range.min
      to = range.max
      if (step === 1) any = true
    } else {
      const [a, b] = match[1]!.split('-')
      from = parseNumber(a!, range)
      // A single number with a step (5/15) runs from it to the end of the range, as cron does.
      to = b === undefined ? (match[2] === undefined ? from : range.max) : parseNumber(b, range)
    }
    if (from === null || to === null || from > to) return null
    for (let value = from; value <= to; value += step) values.add(value)
  }
  return { values, any }
}

/** A five-field schedule as a test of a moment, or null when it is not one. */
export function parseCronFields(schedule: string): ((moment: Date) => boolean) | null {
  const texts = schedule.trim().split(/\s+/)
  if (texts.length !== 5) return null
  const fields = texts.map((text, index) => parseField(text, FIELDS[index]!))
  if (fields.some((field) => field === null)) return null
  const [minute, hour, dayOfMonth, month, dayOfWeek] = fields as ParsedField[]
  return (moment) => {
    const weekday = moment.getUTCDay()
    const dayOfMonthMatches = dayOfMonth!.values.has(moment.getUTCDate())
    const dayOfWeekMatches = dayOfWeek!.values.has(weekday) || (weekday === 0 && dayOfWeek!.values.has(7))
    const dayMatches = dayOfMonth!.any || dayOfWeek!.any
      ? dayOfMonthMatches && dayOfWeekMatches
      : dayOfMonthMatches || dayOfWeekMatches
    return minute!.values.has(moment.getUTCMinutes())
      && hour!.values.has(moment.getUTCHours())
      && month!.values.has(moment.getUTCMonth() + 1)
      && dayMatches
  }
}
