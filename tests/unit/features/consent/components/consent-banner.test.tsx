// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { RECIPIENT_FACTS } from '@/content/data-recipients'
import { ConsentBanner } from '@/features/consent/components/consent-banner'
import { CONSENT_MESSAGES } from '@/features/consent/model/consent-messages'
import { consentVersion } from '@/lib/consent/consent-choice'
import type { RecipientId } from '@/lib/consent/recipients'
import { renderWithProviders } from '../../../../support/render'

const NAMED: RecipientId[] = ['google_ads', 'meta', 'ga4']

function renderBanner(props: Partial<Parameters<typeof ConsentBanner>[0]> = {}) {
  const onDecide = vi.fn()
  const onForget = vi.fn()
  renderWithProviders(
    <>
      <button type="button">Before</button>
      <ConsentBanner recipients={NAMED} current={null} gpc={false} focusOnOpen={false} onDecide={onDecide} onForget={onForget} {...props} />
      <button type="button">After</button>
    </>,
  )
  return { onDecide, onForget, user: userEvent.setup() }
}

const banner = () => screen.getByRole('region', { name: CONSENT_MESSAGES.title })
const button = (name: string) => screen.getByRole('button', { name })
const recipientSwitch = (id: RecipientId) => screen.getByRole('switch', { name: RECIPIENT_FACTS[id].name })

describe('the cookie banner', () => {
  it('is a labelled region with Accept all and Reject all of equal weight', () => {
    renderBanner()
    expect(banner()).toBeInTheDocument()
    expect(button(CONSENT_MESSAGES.acceptAll).className).toBe(button(CONSENT_MESSAGES.rejectAll).className)
    expect(screen.getByRole('link', { name: CONSENT_MESSAGES.privacyLink })).toHaveAttribute('href', '/privacy-policy')
  })

  it('names, in its first layer, each recipient in use under its purpose, and no other', () => {
    renderBanner()
    expect(banner()).toHaveTextContent(
      'With your consent, Google Ads and Meta receive data for advertising and Google Analytics receives data for measurement.',
    )
    expect(banner()).not.toHaveTextContent('LinkedIn')
    renderBanner({ recipients: ['meta'] })
    expect(screen.getAllByRole('region', { name: CONSENT_MESSAGES.title })[1]).toHaveTextContent(
      'With your consent, Meta receives data for advertising.',
    )
  })

  it('Accept all allows every recipient named; Reject all refuses every one', async () => {
    const { onDecide, user } = renderBanner()
    await user.click(button(CONSENT_MESSAGES.acceptAll))
    await user.click(button(CONSENT_MESSAGES.rejectAll))
    expect(onDecide.mock.calls).toEqual([
      [{ google_ads: true, meta: true, ga4: true }],
      [{ google_ads: false, meta: false, ga4: false }],
    ])
  })

  it('Customise lists each recipient under its purpose with what it receives and its own switch, off until turned on', async () => {
    const { onDecide, user } = renderBanner()
    await user.click(button(CONSENT_MESSAGES.customise))
    const advertising = screen.getByRole('group', { name: CONSENT_MESSAGES.purposes.advertising.label })
    const measurement = screen.getByRole('group', { name: CONSENT_MESSAGES.purposes.analytics.label })
    expect(within(advertising).getAllByRole('switch').map((element) => element.getAttribute('id') && element.closest('li')?.querySelector('label')?.textContent))
      .toEqual(['Google Ads', 'Meta'])
    expect(within(measurement).getByRole('switch', { name: 'Google Analytics' })).toBeInTheDocument()
    expect(recipientSwitch('meta')).toHaveAccessibleDescription(RECIPIENT_FACTS.meta.receives)
    expect(RECIPIENT_FACTS.meta.receives).toMatch(/email.*phone.*hashed.*Facebook click id/)
    for (const id of NAMED) expect(recipientSwitch(id)).not.toBeChecked()
    await user.click(recipientSwitch('google_ads'))
    await user.click(button(CONSENT_MESSAGES.save))
    expect(onDecide).toHaveBeenCalledWith({ google_ads: true, meta: false, ga4: false })
  })

  it('reopened, takes the focus, starts from the stored choice, and offers to forget it', async () => {
    const { onForget, user } = renderBanner({
      current: { version: consentVersion(NAMED), decidedAt: '2026-11-25T10:00:00.000Z', recipients: { google_ads: true, meta: false, ga4: true } },
      focusOnOpen: true,
    })
    expect(banner()).toHaveFocus()
    await user.click(button(CONSENT_MESSAGES.customise))
    expect(recipientSwitch('google_ads')).toBeChecked()
    expect(recipientSwitch('meta')).not.toBeChecked()
    expect(recipientSwitch('ga4')).toBeChecked()
    await user.click(button(CONSENT_MESSAGES.forget))
    expect(onForget).toHaveBeenCalledOnce()
  })

  it('on a first visit has nothing to forget', () => {
    renderBanner()
    expect(screen.queryByRole('button', { name: CONSENT_MESSAGES.forget })).toBeNull()
  })

  it('works from the keyboard and does not trap the focus', async () => {
    const { onDecide, user } = renderBanner()
    button('Before').focus()
    await user.tab()
    expect(screen.getByRole('link', { name: CONSENT_MESSAGES.privacyLink })).toHaveFocus()
    await user.tab()
    expect(button(CONSENT_MESSAGES.rejectAll)).toHaveFocus()
    await user.tab()
    await user.tab()
    expect(button(CONSENT_MESSAGES.customise)).toHaveFocus()
    await user.keyboard('{Enter}')
    // The focus moves to the first switch, not lost with the Customise button.
    expect(recipientSwitch('google_ads')).toHaveFocus()
    await user.tab()
    expect(recipientSwitch('meta')).toHaveFocus()
    await user.tab()
    expect(recipientSwitch('ga4')).toHaveFocus()
    await user.keyboard(' ')
    // Past the last button the focus leaves the banner.
    await user.tab()
    await user.tab()
    await user.tab()
    expect(button(CONSENT_MESSAGES.save)).toHaveFocus()
    await user.tab()
    expect(button('After')).toHaveFocus()
    button(CONSENT_MESSAGES.save).focus()
    await user.keyboard('{Enter}')
    expect(onDecide).toHaveBeenCalledWith({ google_ads: false, meta: false, ga4: true })
  })

  it('under Global Privacy Control, says so and keeps every advertising recipient off without asking', async () => {
    const { onDecide, user } = renderBanner({ gpc: true })
    expect(screen.getByText(CONSENT_MESSAGES.gpcNotice)).toBeInTheDocument()
    await user.click(button(CONSENT_MESSAGES.customise))
    for (const id of ['google_ads', 'meta'] as const) {
      expect(recipientSwitch(id)).toBeDisabled()
      expect(recipientSwitch(id)).not.toBeChecked()
    }
    await user.click(button(CONSENT_MESSAGES.acceptAll))
    expect(onDecide).toHaveBeenCalledWith({ google_ads: false, meta: false, ga4: true })
  })
})
