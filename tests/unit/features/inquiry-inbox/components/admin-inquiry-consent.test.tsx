// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { InquiryConsent } from '@/content/types'
import { AdminInquiryConsent } from '@/features/inquiry-inbox/components/admin-inquiry-consent'
import { renderWithProviders } from '../../../../support/render'

const ACCEPTED: InquiryConsent = {
  version: '2026-11',
  decidedAt: '2026-11-25T10:15:00.000Z',
  adStorage: true,
  adUserData: true,
  adPersonalization: true,
  analyticsStorage: true,
  gpc: false,
}

/** The value shown under each "Consent: ..." label. */
function shown(): Record<string, string> {
  const section = screen.getByRole('region', { name: 'Consent' })
  return Object.fromEntries(
    within(section).getAllByRole('term').map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  )
}

describe('AdminInquiryConsent', () => {
  it('shows what a visitor who accepted everything granted', () => {
    renderWithProviders(<AdminInquiryConsent inquiry={{ consent: ACCEPTED }} />)
    expect(shown()).toMatchObject({ 'Consent: advertising': 'granted', 'Consent: analytics': 'granted', 'Consent: GPC': 'off' })
    expect(shown()['Consent: given']).toMatch(/Nov 25, 2026/)
  })

  it('shows a refusal, and advertising refused by Global Privacy Control', () => {
    renderWithProviders(
      <AdminInquiryConsent inquiry={{ consent: { ...ACCEPTED, adStorage: false, adUserData: false, adPersonalization: false, analyticsStorage: false, gpc: true } }} />,
    )
    expect(shown()).toMatchObject({ 'Consent: advertising': 'denied', 'Consent: analytics': 'denied', 'Consent: GPC': 'on' })
  })

  it('says "not given" for an inquiry sent without consent', () => {
    renderWithProviders(<AdminInquiryConsent inquiry={{ consent: null }} />)
    expect(shown()).toEqual({
      'Consent: advertising': 'not given',
      'Consent: analytics': 'not given',
      'Consent: GPC': 'not given',
      'Consent: given': '—',
    })
  })
})
