import { describe, expect, it } from 'vitest'
import { FEED_FILES, feedUrlForBasicAuth, feedUrlWithToken } from '@/features/conversions/model/feed-files'

describe('the Google feed files', () => {
  it('are one per conversion action: each stage\'s conversions, and the won deals\' value adjustments', () => {
    expect(FEED_FILES.map((file) => [file.fileName, file.stage, file.kind])).toEqual([
      ['qualified-lead.csv', 'qualified', 'conversions'], ['won.csv', 'won', 'conversions'], ['won-adjustments.csv', 'won', 'adjustments'],
    ])
  })

  it('are fetched with the token in the path, or without it for HTTP Basic', () => {
    expect(feedUrlWithToken('https://abc.supabase.co/', 'tok_EN-1', 'won.csv')).toBe('https://abc.supabase.co/functions/v1/conversion-feed/tok_EN-1/won.csv')
    expect(feedUrlForBasicAuth('https://abc.supabase.co', 'qualified-lead.csv')).toBe('https://abc.supabase.co/functions/v1/conversion-feed/qualified-lead.csv')
  })
})
