// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { format, subDays } from 'date-fns'
import { getConversionReport, listConversionDestinations } from '@/features/conversions/api/conversions'
import { RevenueDashboardCard } from '@/features/conversions/components/revenue-dashboard-card'
import { CONVERSION_MESSAGES } from '@/features/conversions/model/conversion-admin-messages'
import { renderWithProviders } from '../../../../support/render'

vi.mock('@/features/conversions/api/conversions', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getConversionReport: vi.fn(),
  listConversionDestinations: vi.fn(),
}))

beforeEach(() => {
  vi.mocked(getConversionReport).mockReset()
  vi.mocked(listConversionDestinations).mockReset().mockResolvedValue([])
})

describe("the dashboard's revenue card", () => {
  it('sums up the last 30 days and links to the Conversions screen', async () => {
    vi.mocked(getConversionReport).mockResolvedValue({
      campaigns: [{ source: 'google', medium: 'cpc', campaign: 'Spring', leads: 4, qualified: 2, won: 1, wonValue: [{ currency: 'USD', amount: 12345 }] }],
      salespeople: [],
      totals: { leads: 4, qualified: 2, won: 1, wonValue: [{ currency: 'USD', amount: 12345 }] },
    })
    renderWithProviders(<RevenueDashboardCard />)
    const card = await screen.findByRole('region', { name: 'Revenue, last 30 days' })
    expect(await within(card).findByText('1 won of 4 leads (25%) · $12,345.00')).toBeVisible()
    expect(within(card).getByRole('list', { name: 'Leads, qualified and won by campaign' })).toHaveTextContent('Spring (google / cpc)')
    expect(within(card).getByRole('link', { name: 'Revenue by campaign and salesperson' })).toHaveAttribute('href', '/admin/conversions')
    const [, period] = vi.mocked(getConversionReport).mock.calls[0]!
    expect([format(period.from, 'yyyy-MM-dd'), format(period.to, 'yyyy-MM-dd')]).toEqual([
      format(subDays(new Date(), 29), 'yyyy-MM-dd'), format(new Date(), 'yyyy-MM-dd'),
    ])
  })

  it('says which destination needs attention, and links to where it is fixed', async () => {
    vi.mocked(getConversionReport).mockResolvedValue({ campaigns: [], salespeople: [], totals: { leads: 0, qualified: 0, won: 0, wonValue: [] } })
    vi.mocked(listConversionDestinations).mockResolvedValue([
      { platform: 'linkedin', enabled: true, settings: {}, secretHint: '…1234', attentionSince: '2026-11-28T10:00:00Z', attentionReason: 'Token expired' },
      { platform: 'meta', enabled: true, settings: {}, secretHint: '…5678', attentionSince: null, attentionReason: null },
    ])
    renderWithProviders(<RevenueDashboardCard />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('LinkedIn needs attention: conversions to it wait, queued, until it is fixed.')
    expect(alert).not.toHaveTextContent('Meta')
    expect(within(alert).getByRole('link', { name: 'Open Conversions' })).toHaveAttribute('href', '/admin/conversions')
  })

  it('says when there were no leads', async () => {
    vi.mocked(getConversionReport).mockResolvedValue({ campaigns: [], salespeople: [], totals: { leads: 0, qualified: 0, won: 0, wonValue: [] } })
    renderWithProviders(<RevenueDashboardCard />)
    expect(await screen.findByText(CONVERSION_MESSAGES.reportEmpty)).toBeVisible()
    expect(screen.getByText('0 won of 0 leads (—)')).toBeVisible()
  })
})
