// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { saveSettings } from '@/features/notifications/api/notifications'
import { NotificationSettingsForm } from '@/features/notifications/components/notification-settings-form'
import { SETTINGS_FORM_MESSAGES } from '@/features/notifications/model/notification-messages'
import type { NotificationSettings } from '@/features/notifications/model/notification-types'
import { renderWithProviders } from '../../../../support/render'

// The services this component calls; the rest of the module stays real.
vi.mock('@/features/notifications/api/notifications', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  saveSettings: vi.fn(),
}))

const saved: NotificationSettings = { reminderAfterHours: 4, escalateAfterHours: null, emailFrom: null, siteUrl: 'https://agency.example', emailApiKeyHint: null }

beforeEach(() => {
  vi.mocked(saveSettings).mockReset()
  vi.mocked(saveSettings).mockImplementation(async (_client, input) => ({ ...saved, ...input, emailApiKeyHint: null }))
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('the escalation of the speed-to-lead reminder', () => {
  it('is offered once reminders are on, checked like the reminder delay, and saved with it', async () => {
    renderWithProviders(<NotificationSettingsForm settings={saved} origin="https://agency.example" />)
    const form = screen.getByRole('form', { name: 'Notification settings' })
    const escalation = within(form).getByRole('switch', { name: /^Then email the admins/ })
    expect(within(form).queryByRole('spinbutton', { name: /^Email the admins after/ })).toBeNull()
    await userEvent.click(escalation)
    const hours = within(form).getByRole('spinbutton', { name: /^Email the admins after/ })
    await userEvent.clear(hours)
    await userEvent.type(hours, '0')
    await userEvent.click(within(form).getByRole('button', { name: 'Save Settings' }))
    expect(await within(form).findByText(SETTINGS_FORM_MESSAGES.hours)).toBeVisible()
    expect(saveSettings).not.toHaveBeenCalled()

    await userEvent.clear(hours)
    await userEvent.type(hours, '6')
    await userEvent.click(within(form).getByRole('button', { name: 'Save Settings' }))
    await waitFor(() => expect(saveSettings).toHaveBeenCalled())
    expect(vi.mocked(saveSettings).mock.calls[0]![1]).toMatchObject({ reminderAfterHours: 4, escalateAfterHours: 6 })
  })

  it('goes with the reminders: without them there is nothing to escalate', async () => {
    renderWithProviders(<NotificationSettingsForm settings={{ ...saved, escalateAfterHours: 6 }} origin="https://agency.example" />)
    const form = screen.getByRole('form', { name: 'Notification settings' })
    expect(within(form).getByRole('spinbutton', { name: /^Email the admins after/ })).toHaveValue(6)
    await userEvent.click(within(form).getByRole('switch', { name: /^Remind the lead's owner/ }))
    expect(within(form).queryByRole('switch', { name: /^Then email the admins/ })).toBeNull()
    await userEvent.click(within(form).getByRole('button', { name: 'Save Settings' }))
    await waitFor(() => expect(saveSettings).toHaveBeenCalled())
    expect(vi.mocked(saveSettings).mock.calls[0]![1]).toMatchObject({ reminderAfterHours: null, escalateAfterHours: null })
  })
})
