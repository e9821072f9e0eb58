// @vitest-environment jsdom
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CookieConsent } from '@/features/consent/components/cookie-consent'
// The banner's chunk, loaded up front: the component fetches it lazily, as a browser would.
import '@/features/consent/components/consent-banner'
import { CONSENT_MESSAGES } from '@/features/consent/model/consent-messages'
import { CONSENT_STORAGE_KEY, readConsentChoice } from '@/lib/consent/consent-choice'
import { openConsentSettings } from '@/lib/consent/consent-events'
import { INQUIRY_RECEIPTS_KEY, readInquiryReceipts } from '@/lib/consent/inquiry-receipts'
import { renderWithProviders } from '../../../../support/render'

const configured = vi.hoisted(() => ({ ids: { adsConversionId: 'AW-123', gtmId: 'GTM-ABC' } as Record<string, string> }))
vi.mock('@/lib/consent/tracker-ids', () => ({
  get trackerIds() {
    return configured.ids
  },
  hasTracker: (ids: Record<string, string>) => Object.values(ids).some(Boolean),
}))

const rpc = vi.hoisted(() => vi.fn())
vi.mock('@/lib/public-client', () => ({ publicClient: { rpc } }))

beforeEach(() => {
  rpc.mockReset()
  rpc.mockResolvedValue({ data: { received: true }, error: null })
  window.localStorage.removeItem(INQUIRY_RECEIPTS_KEY)
  window.localStorage.removeItem(CONSENT_STORAGE_KEY)
  configured.ids = { adsConversionId: 'AW-123', gtmId: 'GTM-ABC' }
})

// A loaded machine may take a while to render the lazily loaded banner the first time.
const findBanner = () => screen.findByRole('region', { name: CONSENT_MESSAGES.title }, { timeout: 5000 })
const queryBanner = () => screen.queryByRole('region', { name: CONSENT_MESSAGES.title })

describe('the cookie consent', () => {
  it('asks on a first visit, keeps the answer and does not ask again', async () => {
    const user = userEvent.setup()
    const first = renderWithProviders(<CookieConsent />)
    await findBanner()
    await user.click(screen.getByRole('button', { name: CONSENT_MESSAGES.rejectAll }))
    expect(queryBanner()).toBeNull()
    expect(readConsentChoice()).toMatchObject({ advertising: false, analytics: false })
    first.unmount()

    renderWithProviders(<CookieConsent />)
    await act(() => import('@/features/consent/components/consent-banner'))
    expect(queryBanner()).toBeNull()
  })

  it('reopens from "Cookie settings" with the focus in it, and gives the focus back after', async () => {
    const user = userEvent.setup()
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: '1', decidedAt: new Date().toISOString(), advertising: false, analytics: false }))
    renderWithProviders(
      <>
        <button type="button" onClick={openConsentSettings}>
          Cookie settings
        </button>
        <CookieConsent />
      </>,
    )
    const opener = screen.getByRole('button', { name: 'Cookie settings' })
    await user.click(opener)
    expect(await findBanner()).toHaveFocus()
    await user.click(screen.getByRole('button', { name: CONSENT_MESSAGES.acceptAll }))
    expect(readConsentChoice()).toMatchObject({ advertising: true, analytics: true })
    expect(opener).toHaveFocus()
  })

  it('withdraws what a new choice refuses from the inquiries this browser sent', async () => {
    const user = userEvent.setup()
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: '1', decidedAt: new Date().toISOString(), advertising: true, analytics: true }))
    window.localStorage.setItem(INQUIRY_RECEIPTS_KEY, JSON.stringify([{ id: 'i-1', secret: 'secret-1', recipients: ['google_ads', 'meta', 'linkedin', 'ga4'] }]))
    renderWithProviders(<CookieConsent />)
    act(() => openConsentSettings())
    await findBanner()
    await user.click(screen.getByRole('button', { name: CONSENT_MESSAGES.rejectAll }))
    await vi.waitFor(() => expect(readInquiryReceipts()).toEqual([]))
    expect(rpc).toHaveBeenCalledWith('withdraw_consent', {
      receipts: [{ id: 'i-1', secret: 'secret-1' }], recipients: ['google_ads', 'meta', 'linkedin', 'ga4'],
    })
  })

  it('never shows when no tracker is configured: there is nothing to consent to', async () => {
    configured.ids = {}
    renderWithProviders(<CookieConsent />)
    act(() => openConsentSettings())
    await act(() => import('@/features/consent/components/consent-banner'))
    expect(queryBanner()).toBeNull()
  })
})
