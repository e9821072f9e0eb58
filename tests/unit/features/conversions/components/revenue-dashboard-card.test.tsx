// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { format, subDays } from 'date-fns'
import { getConversionReport } from '@/features/conversions/api/conversions'
import { RevenueDashboardCard } from '@/features/conversions/components/revenue-dashboard-card'
import { CONVERSION_MESSAGES } from '@/features/conversions/model/conversion-admin-messages'
import { renderWithProviders } from '../../../../support/render'

vi.mock('@/features/conversions/api/conversions', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getConversionReport: vi.fn(),
}))

beforeEach(() => {
  vi.mocked(getConversionReport).mockReset()
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

  it('says when there were no leads', async () => {
    vi.mocked(getConversionReport).mockResolvedValue({ campaigns: [], salespeople: [], totals: { leads: 0, qualified: 0, won: 0, wonValue: [] } })
    renderWithProviders(<RevenueDashboardCard />)
    expect(await screen.findByText(CONVERSION_MESSAGES.reportEmpty)).toBeVisible()
    expect(screen.getByText('0 won of 0 leads (—)')).toBeVisible()
  })
})
