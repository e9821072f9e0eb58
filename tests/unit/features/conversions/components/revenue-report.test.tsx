// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getConversionReport } from '@/features/conversions/api/conversions'
import { RevenueReport } from '@/features/conversions/components/revenue-report'
import { CONVERSION_MESSAGES } from '@/features/conversions/model/conversion-admin-messages'
import { ServiceError } from '@/lib/errors'
import { renderWithProviders } from '../../../../support/render'

vi.mock('@/features/conversions/api/conversions', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getConversionReport: vi.fn(),
}))

const period = { from: new Date(2026, 10, 1), to: new Date(2026, 10, 30) }
const figures = (leads: number, qualified: number, won: number, wonValue: Array<{ currency: string; amount: number }> = []) => ({ leads, qualified, won, wonValue })

beforeEach(() => {
  vi.mocked(getConversionReport).mockReset()
})

describe('revenue by campaign', () => {
  it('shows each campaign and salesperson with their counts, won value per currency and rates', async () => {
    vi.mocked(getConversionReport).mockResolvedValue({
      campaigns: [
        { source: 'google', medium: 'cpc', campaign: 'Spring', ...figures(8, 4, 2, [{ currency: 'USD', amount: 12345 }, { currency: 'EUR', amount: 500 }]) },
        { source: null, medium: null, campaign: null, ...figures(2, 0, 0) },
      ],
      salespeople: [{ salesperson: 'ana', ...figures(10, 4, 2, [{ currency: 'USD', amount: 12345 }]) }],
      totals: figures(10, 4, 2, [{ currency: 'USD', amount: 12345 }, { currency: 'EUR', amount: 500 }]),
    })
    renderWithProviders(<RevenueReport period={period} periodPicker={<button type="button">Period</button>} />)
    const campaigns = await screen.findByRole('table', { name: 'By source, medium and campaign' })
    const spring = within(campaigns).getByRole('row', { name: /Spring \(google \/ cpc\)/ })
    expect(within(spring).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['8', '4', '2', '$12,345.00 + €500.00', '50%', '25%'])
    expect(within(campaigns).getByRole('row', { name: /direct or unknown/ })).toHaveTextContent('0%')
    expect(within(campaigns).getByRole('row', { name: /^Total/ })).toHaveTextContent('40%')
    const salespeople = screen.getByRole('table', { name: 'By salesperson' })
    expect(within(salespeople).getByRole('row', { name: /ana/ })).toHaveTextContent('20%')
    // The chart says its figures in words too.
    const chart = screen.getByRole('list', { name: 'Leads, qualified and won by campaign' })
    expect(within(chart).getAllByRole('listitem')[0]).toHaveTextContent('8 leads · 4 qualified · 2 won')
    expect(getConversionReport).toHaveBeenCalledWith(expect.anything(), period, expect.anything())
  })

  it('says when the period has no leads, and when the report cannot be read', async () => {
    vi.mocked(getConversionReport).mockResolvedValueOnce({ campaigns: [], salespeople: [], totals: figures(0, 0, 0) })
    const { unmount } = renderWithProviders(<RevenueReport period={period} periodPicker={null} />)
    expect(await screen.findByText(CONVERSION_MESSAGES.reportEmpty)).toBeVisible()
    unmount()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.mocked(getConversionReport).mockRejectedValueOnce(new ServiceError(CONVERSION_MESSAGES.loadReport))
    renderWithProviders(<RevenueReport period={{ ...period, to: new Date(2026, 10, 29) }} periodPicker={null} />)
    expect(await screen.findByRole('alert')).toHaveTextContent(CONVERSION_MESSAGES.loadReport)
  })
})
