// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getDeliveryHealth, retryNotification } from '@/features/notifications/api/notifications'
import { DeliveryHealth } from '@/features/notifications/components/delivery-health'
import { inquiryNotification as notification } from '../../../../support/notifications'
import { renderWithProviders } from '../../../../support/render'

// The services this component calls; the rest of the module stays real.
vi.mock('@/features/notifications/api/notifications', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getDeliveryHealth: vi.fn(),
  retryNotification: vi.fn(),
}))

beforeEach(() => {
  vi.mocked(getDeliveryHealth).mockReset()
  vi.mocked(retryNotification).mockReset().mockResolvedValue()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('the last days at a glance', () => {
  it('counts deliveries and lists the failed ones, each with its inquiry and a retry', async () => {
    vi.mocked(getDeliveryHealth).mockResolvedValue({
      delivered: 41, underway: 2, failed: 1,
      recentFailures: [{
        ...notification({ id: 'f1', inquiryId: 'i7', state: 'failed', lastError: 'HTTP 404 Not Found: no_service', deliveredAt: null }),
        inquiryName: 'Ada Lovelace', inquiryEmail: 'ada@engines.example',
      }],
    })
    renderWithProviders(<DeliveryHealth />)
    expect(await screen.findByText('41')).toBeVisible()
    const failures = screen.getByRole('region', { name: 'Failed notifications' })
    expect(within(failures).getByText('HTTP 404 Not Found: no_service')).toBeVisible()
    expect(within(failures).getByRole('link', { name: 'Inquiry' })).toHaveAttribute('href', '/admin/customer-inquiries?search=ada%40engines.example')
    await userEvent.click(within(failures).getByRole('button', { name: 'Retry the Webhook · Slack notification of Ada Lovelace' }))
    await waitFor(() => expect(retryNotification).toHaveBeenCalledWith(expect.anything(), 'f1'))
    await waitFor(() => expect(getDeliveryHealth).toHaveBeenCalledTimes(2))
  })
})
