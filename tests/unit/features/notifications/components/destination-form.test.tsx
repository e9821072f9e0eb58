// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { saveDestination } from '@/features/notifications/api/notifications'
import { DestinationForm } from '@/features/notifications/components/destination-form'
import { DESTINATION_FORM_MESSAGES, NOTIFICATION_MESSAGES } from '@/features/notifications/model/notification-messages'
import { renderWithProviders } from '../../../../support/render'

// The services this component calls; the rest of the module stays real.
vi.mock('@/features/notifications/api/notifications', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  saveDestination: vi.fn(),
}))

beforeEach(() => {
  vi.mocked(saveDestination).mockReset()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('the destination form', () => {
  it('shows what is wrong next to each field and keeps what was typed', async () => {
    renderWithProviders(<DestinationForm onClose={() => {}} />)
    const form = screen.getByRole('form', { name: 'Add destination' })
    await userEvent.type(within(form).getByRole('textbox', { name: 'Webhook URL' }), 'not a url')
    await userEvent.click(within(form).getByRole('button', { name: 'Add Destination' }))
    expect(await within(form).findByText(DESTINATION_FORM_MESSAGES.name)).toBeVisible()
    expect(within(form).getByText(DESTINATION_FORM_MESSAGES.url)).toBeVisible()
    expect(within(form).getByRole('textbox', { name: 'Webhook URL' })).toHaveValue('not a url')
    expect(saveDestination).not.toHaveBeenCalled()
  })

  it('adds an email destination with its addresses', async () => {
    const onClose = vi.fn()
    vi.mocked(saveDestination).mockImplementation(async (_client, input) => ({
      id: 'd1', kind: input.kind, name: input.name, webhookUrl: null, emailRecipients: input.emailRecipients, enabled: true,
      signingSecretHint: null, createdAt: '2026-11-23T10:00:00Z',
    }))
    renderWithProviders(<DestinationForm onClose={onClose} />)
    const form = screen.getByRole('form', { name: 'Add destination' })
    await userEvent.click(within(form).getByRole('radio', { name: 'Email' }))
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Sales team')
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email addresses' }), 'Sales@Agency.com, ceo@agency.com')
    await userEvent.click(within(form).getByRole('button', { name: 'Add Destination' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(vi.mocked(saveDestination).mock.calls[0]![1]).toEqual({
      kind: 'email', name: 'Sales team', webhookUrl: null, emailRecipients: ['sales@agency.com', 'ceo@agency.com'], enabled: true, signingSecret: null,
    })
    expect(await screen.findByText(NOTIFICATION_MESSAGES.destinationAdded)).toBeVisible()
  })
})
