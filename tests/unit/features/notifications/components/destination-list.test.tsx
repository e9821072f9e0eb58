// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { sendTestNotification } from '@/features/notifications/api/notifications'
import { DestinationList } from '@/features/notifications/components/destination-list'
import type { NotificationDestination } from '@/features/notifications/model/notification-types'
import { renderWithProviders } from '../../../../support/render'

// The services this component calls; the rest of the module stays real.
vi.mock('@/features/notifications/api/notifications', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  sendTestNotification: vi.fn(),
}))

beforeEach(() => {
  vi.mocked(sendTestNotification).mockReset()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('Send test', () => {
  const destination: NotificationDestination = {
    id: 'd1', kind: 'webhook', name: 'Slack', webhookUrl: 'https://hooks.example/x', emailRecipients: [], enabled: true,
    signingSecretHint: 'whsec_…ab12', createdAt: '2026-11-23T10:00:00Z',
  }

  it('reports the answer the destination gave, success or not', async () => {
    vi.mocked(sendTestNotification)
      .mockResolvedValueOnce({ ok: true, message: 'Delivered (HTTP 200 in 80 ms).' })
      .mockResolvedValueOnce({ ok: false, message: 'HTTP 404 Not Found: no_service' })
    renderWithProviders(<DestinationList destinations={[destination]} onEdit={() => {}} />)
    const row = screen.getByRole('article', { name: 'Slack' })
    expect(within(row).getByText('whsec_…ab12')).toBeVisible()
    await userEvent.click(within(row).getByRole('button', { name: 'Send test' }))
    expect(await within(row).findByText('Test succeeded: Delivered (HTTP 200 in 80 ms).')).toBeVisible()
    await userEvent.click(within(row).getByRole('button', { name: 'Send test' }))
    expect(await within(row).findByText('Test failed: HTTP 404 Not Found: no_service')).toBeVisible()
  })
})
