import { describe, expect, it } from 'vitest'
import { campaignLabel, conversionRate, periodArguments, toConversionReport } from '@/features/conversions/model/conversion-report'
import { formatAmounts } from '@/features/conversions/model/money'

describe('the revenue report', () => {
  it('reads the report function\'s jsonb, amounts as numbers', () => {
    const report = toConversionReport({
      campaigns: [{ source: 'google', medium: 'cpc', campaign: null, leads: 10, qualified: 4, won: 2, won_value: [{ currency: 'USD', amount: '12345.00' }] }],
      salespeople: [{ salesperson: null, leads: 10, qualified: 4, won: 2, won_value: [] }],
      totals: { leads: 10, qualified: 4, won: 2, won_value: [{ currency: 'USD', amount: 12345 }] },
    })
    expect(report.campaigns[0]).toEqual({ source: 'google', medium: 'cpc', campaign: null, leads: 10, qualified: 4, won: 2, wonValue: [{ currency: 'USD', amount: 12345 }] })
    expect(report.salespeople[0]?.salesperson).toBeNull()
    expect(report.totals.won).toBe(2)
  })

  it('gives rates of the leads, and a dash without leads', () => {
    expect(conversionRate(1, 3)).toBe('33%')
    expect(conversionRate(0, 0)).toBe('—')
  })

  it('names a campaign by its name, source and medium', () => {
    expect(campaignLabel({ source: 'google', medium: 'cpc', campaign: 'Spring' })).toBe('Spring (google / cpc)')
    expect(campaignLabel({ source: 'google', medium: null, campaign: null })).toBe('google')
    expect(campaignLabel({ source: null, medium: null, campaign: null })).toBe('(direct or unknown)')
  })

  it('lists amounts in several currencies side by side, never summed', () => {
    expect(formatAmounts([{ currency: 'USD', amount: 12345 }, { currency: 'EUR', amount: 10 }])).toBe('$12,345.00 + €10.00')
    expect(formatAmounts([])).toBe('—')
  })

  it('asks for calendar days', () => {
    expect(periodArguments({ from: new Date(2026, 10, 1), to: new Date(2026, 10, 30) })).toEqual({ period_start: '2026-11-01', period_end: '2026-11-30' })
  })
})
