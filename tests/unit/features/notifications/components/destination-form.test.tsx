// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '@/components/ui/toaster'
import { listInquiryNotifications, retryNotification, saveDestination, sendTestNotification } from '@/features/notifications/api/notifications'
import { DestinationForm } from '@/features/notifications/components/destination-form'
import { DESTINATION_FORM_MESSAGES, NOTIFICATION_MESSAGES } from '@/features/notifications/model/notification-messages'

vi.mock('@/features/notifications/api/notifications', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getDeliveryHealth: vi.fn(),
  listInquiryNotifications: vi.fn(),
  retryNotification: vi.fn(),
  saveDestination: vi.fn(),
  sendTestNotification: vi.fn(),
}))

function renderWithClient(children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  return render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </MemoryRouter>,
  )
}

beforeAll(() => {
  // jsdom lacks it; Radix's switch measures itself with it.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})

beforeEach(() => {
  vi.mocked(listInquiryNotifications).mockReset()
  vi.mocked(retryNotification).mockReset().mockResolvedValue()
  vi.mocked(saveDestination).mockReset()
  vi.mocked(sendTestNotification).mockReset()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('the destination form', () => {
  it('shows what is wrong next to each field and keeps what was typed', async () => {
    renderWithClient(<DestinationForm onClose={() => {}} />)
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
    renderWithClient(<DestinationForm onClose={onClose} />)
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
