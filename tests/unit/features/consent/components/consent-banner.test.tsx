// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ConsentBanner } from '@/features/consent/components/consent-banner'
import { CONSENT_MESSAGES } from '@/features/consent/model/consent-messages'
import { CONSENT_VERSION } from '@/lib/consent/consent-choice'
import { renderWithProviders } from '../../../../support/render'

function renderBanner(props: Partial<Parameters<typeof ConsentBanner>[0]> = {}) {
  const onDecide = vi.fn()
  renderWithProviders(
    <>
      <button type="button">Before</button>
      <ConsentBanner current={null} gpc={false} focusOnOpen={false} onDecide={onDecide} {...props} />
      <button type="button">After</button>
    </>,
  )
  return { onDecide, user: userEvent.setup() }
}

const banner = () => screen.getByRole('region', { name: CONSENT_MESSAGES.title })
const button = (name: string) => screen.getByRole('button', { name })

describe('the cookie banner', () => {
  it('is a labelled region with Accept all and Reject all of equal weight', () => {
    renderBanner()
    expect(banner()).toBeInTheDocument()
    expect(button(CONSENT_MESSAGES.acceptAll).className).toBe(button(CONSENT_MESSAGES.rejectAll).className)
    expect(screen.getByRole('link', { name: CONSENT_MESSAGES.privacyLink })).toHaveAttribute('href', '/privacy-policy')
  })

  it('Accept all grants both purposes; Reject all refuses both', async () => {
    const { onDecide, user } = renderBanner()
    await user.click(button(CONSENT_MESSAGES.acceptAll))
    await user.click(button(CONSENT_MESSAGES.rejectAll))
    expect(onDecide.mock.calls).toEqual([[{ advertising: true, analytics: true }], [{ advertising: false, analytics: false }]])
  })

  it('Customise shows one switch per purpose, off until turned on, and saves what is set', async () => {
    const { onDecide, user } = renderBanner()
    await user.click(button(CONSENT_MESSAGES.customise))
    const advertising = screen.getByRole('switch', { name: CONSENT_MESSAGES.purposes.advertising.label })
    const analytics = screen.getByRole('switch', { name: CONSENT_MESSAGES.purposes.analytics.label })
    expect(advertising).not.toBeChecked()
    expect(analytics).not.toBeChecked()
    await user.click(analytics)
    await user.click(button(CONSENT_MESSAGES.save))
    expect(onDecide).toHaveBeenCalledWith({ advertising: false, analytics: true })
  })

  it('reopened, takes the focus and starts from the stored choice', async () => {
    const { user } = renderBanner({
      current: { version: CONSENT_VERSION, decidedAt: '2026-11-25T10:00:00.000Z', advertising: true, analytics: false },
      focusOnOpen: true,
    })
    expect(banner()).toHaveFocus()
    await user.click(button(CONSENT_MESSAGES.customise))
    expect(screen.getByRole('switch', { name: CONSENT_MESSAGES.purposes.advertising.label })).toBeChecked()
    expect(screen.getByRole('switch', { name: CONSENT_MESSAGES.purposes.analytics.label })).not.toBeChecked()
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
    expect(screen.getByRole('switch', { name: CONSENT_MESSAGES.purposes.advertising.label })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('switch', { name: CONSENT_MESSAGES.purposes.analytics.label })).toHaveFocus()
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
    expect(onDecide).toHaveBeenCalledWith({ advertising: false, analytics: true })
  })

  it('under Global Privacy Control, says so and keeps advertising off without asking', async () => {
    const { onDecide, user } = renderBanner({ gpc: true })
    expect(screen.getByText(CONSENT_MESSAGES.gpcNotice)).toBeInTheDocument()
    await user.click(button(CONSENT_MESSAGES.customise))
    const advertising = screen.getByRole('switch', { name: CONSENT_MESSAGES.purposes.advertising.label })
    expect(advertising).toBeDisabled()
    expect(advertising).not.toBeChecked()
    await user.click(button(CONSENT_MESSAGES.acceptAll))
    expect(onDecide).toHaveBeenCalledWith({ advertising: false, analytics: true })
  })
})
