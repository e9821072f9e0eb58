// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getConversionSettings, getInquiryLedger, retryConversionDelivery } from '@/features/conversions/api/conversions'
import { InquiryConversionLedger } from '@/features/conversions/components/inquiry-conversion-ledger'
import { CONVERSION_MESSAGES } from '@/features/conversions/model/conversion-admin-messages'
import { ServiceError } from '@/lib/errors'
import { conversionDelivery as delivery, conversionWithDeliveries as conversion } from '../../../../support/conversion-ledger'
import { renderWithProviders } from '../../../../support/render'

vi.mock('@/features/conversions/api/conversions', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getInquiryLedger: vi.fn(),
  getConversionSettings: vi.fn(),
  retryConversionDelivery: vi.fn(),
}))

beforeEach(() => {
  vi.mocked(getInquiryLedger).mockReset()
  vi.mocked(getConversionSettings).mockReset().mockResolvedValue({
    qualifiedName: 'Q', wonName: 'W', defaultCurrency: 'USD', feedTokenHint: null, phoneDefaultCountry: null,
    qualifiedCounting: 'one' as const, wonCounting: 'one' as const, valueGraceHours: 24,
  })
  vi.mocked(retryConversionDelivery).mockReset().mockResolvedValue()
})

const region = () => screen.findByRole('region', { name: 'Conversions' })

describe("an inquiry card's conversions", () => {
  it('show each stage and platform: sent with its value, rejected with the message, skipped and why', async () => {
    vi.mocked(getInquiryLedger).mockResolvedValue([
      conversion({
        id: 'q', stage: 'qualified',
        deliveries: [
          delivery({ id: 'q-g', conversionId: 'q', state: 'skipped', skipReason: 'no_click_id' }),
          delivery({ id: 'q-m', conversionId: 'q', platform: 'meta', state: 'accepted' }),
        ],
      }),
      conversion({
        id: 'w', stage: 'won', value: 15000, currency: 'USD', valueChangedAt: '2026-11-22T10:00:00Z',
        deliveries: [
          delivery({ id: 'w-l', conversionId: 'w', platform: 'linkedin', state: 'sent', sentAt: '2026-11-21T10:00:00Z', sentValue: 12345, sentCurrency: 'USD' }),
          delivery({ id: 'w-m', conversionId: 'w', platform: 'meta', state: 'rejected', platformMessage: 'Invalid OAuth access token.' }),
          delivery({ id: 'w-a', conversionId: 'w', platform: 'ga4', state: 'skipped', skipReason: 'too_old' }),
        ],
      }),
    ])
    renderWithProviders(<InquiryConversionLedger inquiryId="i1" name="Ada Lovelace" />)
    const ledger = await region()
    await within(ledger).findByText('Qualified lead')
    expect(within(ledger).getByText('skipped: no click id')).toBeVisible()
    expect(within(ledger).getByText('accepted')).toBeVisible()
    expect(within(ledger).getByText('$15,000.00')).toBeVisible()
    expect(within(ledger).getByText('value sent: $12,345.00')).toBeVisible()
    expect(within(ledger).getByText('value updated after sending')).toBeVisible()
    expect(within(ledger).getByText('rejected')).toBeVisible()
    expect(within(ledger).getByText('Invalid OAuth access token.')).toBeVisible()
    expect(within(ledger).getByText('skipped: older than the window')).toBeVisible()

    const retry = within(ledger).getAllByRole('button', { name: /^Retry/ })
    expect(retry).toHaveLength(1)
    expect(retry[0]).toHaveAccessibleName('Retry sending the Won conversion to Meta')
    await userEvent.click(retry[0]!)
    await waitFor(() => expect(retryConversionDelivery).toHaveBeenCalledWith(expect.anything(), 'w-m'))
    expect(await screen.findByText(CONVERSION_MESSAGES.retryQueued)).toBeVisible()
    await waitFor(() => expect(getInquiryLedger).toHaveBeenCalledTimes(2))
  })

  it('open the deal value dialog from the won stage', async () => {
    vi.mocked(getInquiryLedger).mockResolvedValue([conversion({ deliveries: [delivery({ state: 'skipped', skipReason: 'no_consent' })] })])
    renderWithProviders(<InquiryConversionLedger inquiryId="i1" name="Ada Lovelace" />)
    const ledger = await region()
    expect(await within(ledger).findByText('skipped: no consent')).toBeVisible()
    expect(within(ledger).getByText('no deal value')).toBeVisible()
    await userEvent.click(within(ledger).getByRole('button', { name: 'Deal value of the inquiry from Ada Lovelace' }))
    expect(await screen.findByRole('dialog', { name: 'Deal value' })).toBeVisible()
  })

  it('say when there are none yet, and when they cannot be read', async () => {
    vi.mocked(getInquiryLedger).mockResolvedValueOnce([])
    const { unmount } = renderWithProviders(<InquiryConversionLedger inquiryId="i1" name="A" />)
    expect(await screen.findByText(CONVERSION_MESSAGES.noConversions)).toBeVisible()
    unmount()

    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.mocked(getInquiryLedger).mockRejectedValueOnce(new ServiceError(CONVERSION_MESSAGES.loadLedger)).mockResolvedValueOnce([])
    renderWithProviders(<InquiryConversionLedger inquiryId="i2" name="B" />)
    expect(await screen.findByRole('alert')).toHaveTextContent(CONVERSION_MESSAGES.loadLedger)
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText(CONVERSION_MESSAGES.noConversions)).toBeVisible()
  })
})
