// @vitest-environment jsdom
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CookieConsent } from '@/features/consent/components/cookie-consent'
// The banner's chunk, loaded up front: the component fetches it lazily, as a browser would.
import '@/features/consent/components/consent-banner'
import { CONSENT_MESSAGES } from '@/features/consent/model/consent-messages'
import { CONSENT_STORAGE_KEY, consentVersion, readConsentChoice } from '@/lib/consent/consent-choice'
import { openConsentSettings } from '@/lib/consent/consent-events'
import { INQUIRY_RECEIPTS_KEY, readInquiryReceipts } from '@/lib/consent/inquiry-receipts'
import type { RecipientId } from '@/lib/consent/recipients'
import { renderWithProviders } from '../../../../support/render'

const NAMED: RecipientId[] = ['google_ads', 'meta', 'ga4']
const configured = vi.hoisted(() => ({ recipients: [] as string[] }))
vi.mock('@/lib/consent/tracker-ids', () => ({
  trackerIds: {},
  hasTracker: () => false,
  siteRecipients: () => configured.recipients,
  hasRecipients: () => configured.recipients.length > 0,
}))

const rpc = vi.hoisted(() => vi.fn())
vi.mock('@/lib/public-client', () => ({ publicClient: { rpc } }))

beforeEach(() => {
  rpc.mockReset()
  rpc.mockResolvedValue({ data: { received: true }, error: null })
  window.localStorage.clear()
  document.cookie = '_gcl_au=1.1.1; path=/'
  document.cookie = '_ga=GA1.1.1.1; path=/'
  configured.recipients = NAMED
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
    expect(readConsentChoice()).toMatchObject({ recipients: { google_ads: false, meta: false, ga4: false } })
    // The refusal reaches the device at once: Google's cookies are gone.
    expect(document.cookie).toBe('')
    first.unmount()

    renderWithProviders(<CookieConsent />)
    await act(() => import('@/features/consent/components/consent-banner'))
    expect(queryBanner()).toBeNull()
  })

  it('reopens from "Cookie settings" with the focus in it, and gives the focus back after', async () => {
    const user = userEvent.setup()
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({
      version: consentVersion(NAMED), decidedAt: new Date().toISOString(), recipients: { google_ads: false, meta: false, ga4: false },
    }))
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
    expect(readConsentChoice()).toMatchObject({ recipients: { google_ads: true, meta: true, ga4: true } })
    expect(opener).toHaveFocus()
    expect(document.cookie).toContain('_ga=')
  })

  it('asks again when a recipient was added since the choice', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({
      version: consentVersion(['google_ads', 'ga4']), decidedAt: new Date().toISOString(), recipients: { google_ads: true, ga4: true },
    }))
    renderWithProviders(<CookieConsent />)
    const banner = await findBanner()
    expect(banner).toHaveTextContent('Meta')
  })

  it('forgets the choice from "Cookie settings": nothing is kept, and the banner asks afresh', async () => {
    const user = userEvent.setup()
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({
      version: consentVersion(NAMED), decidedAt: new Date().toISOString(), recipients: { google_ads: true, meta: true, ga4: true },
    }))
    renderWithProviders(<CookieConsent />)
    act(() => openConsentSettings())
    await findBanner()
    await user.click(screen.getByRole('button', { name: CONSENT_MESSAGES.forget }))
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull()
    expect(document.cookie).toBe('')
    expect(await findBanner()).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: CONSENT_MESSAGES.forget })).toBeNull()
  })

  it('withdraws what a new choice refuses from the inquiries this browser sent', async () => {
    const user = userEvent.setup()
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({
      version: consentVersion(NAMED), decidedAt: new Date().toISOString(), recipients: { google_ads: true, meta: true, ga4: true },
    }))
    window.localStorage.setItem(INQUIRY_RECEIPTS_KEY, JSON.stringify([{ id: 'i-1', secret: 'secret-1', recipients: ['google_ads', 'meta', 'ga4'] }]))
    renderWithProviders(<CookieConsent />)
    act(() => openConsentSettings())
    await findBanner()
    await user.click(screen.getByRole('button', { name: CONSENT_MESSAGES.rejectAll }))
    await vi.waitFor(() => expect(readInquiryReceipts()).toEqual([]))
    expect(rpc).toHaveBeenCalledWith('withdraw_consent', {
      receipts: [{ id: 'i-1', secret: 'secret-1' }], recipients: ['google_ads', 'meta', 'ga4'],
    })
  })

  it('never shows when no recipient is in use: there is nothing to consent to', async () => {
    configured.recipients = []
    renderWithProviders(<CookieConsent />)
    act(() => openConsentSettings())
    await act(() => import('@/features/consent/components/consent-banner'))
    expect(queryBanner()).toBeNull()
  })
})
