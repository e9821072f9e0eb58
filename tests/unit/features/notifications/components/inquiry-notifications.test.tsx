// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { listInquiryNotifications, retryNotification } from '@/features/notifications/api/notifications'
import { InquiryNotifications } from '@/features/notifications/components/inquiry-notifications'
import { NOTIFICATION_MESSAGES } from '@/features/notifications/model/notification-messages'
import { inquiryNotification as notification } from '../../../../support/notifications'
import { renderWithProviders } from '../../../../support/render'

// The services this component calls; the rest of the module stays real.
vi.mock('@/features/notifications/api/notifications', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  listInquiryNotifications: vi.fn(),
  retryNotification: vi.fn(),
}))

beforeEach(() => {
  vi.mocked(listInquiryNotifications).mockReset()
  vi.mocked(retryNotification).mockReset().mockResolvedValue()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('an inquiry card\'s notifications', () => {
  it('show each destination\'s state; a failed one can be retried', async () => {
    vi.mocked(listInquiryNotifications).mockResolvedValue([
      notification({ id: 'n1' }),
      notification({ id: 'n2', destinationKind: 'email', destinationName: 'Sales inbox', state: 'failed', lastError: 'HTTP 401 Unauthorized', deliveredAt: null }),
      notification({ id: 'n3', destinationName: 'CRM', state: 'retrying', attempts: 2, lastError: 'HTTP 503', deliveredAt: null }),
    ])
    renderWithProviders(<InquiryNotifications inquiryId="i1" />)
    const region = await screen.findByRole('region', { name: 'Notifications' })
    await within(region).findByText('Webhook · Slack')
    expect(within(region).getByText('Delivered')).toBeVisible()
    expect(within(region).getByText('Failed')).toBeVisible()
    expect(within(region).getByText('HTTP 401 Unauthorized')).toBeVisible()
    expect(within(region).getByText('Retrying')).toBeVisible()
    expect(within(region).getByText(/^Next attempt .*2 attempts so far, last: HTTP 503$/)).toBeVisible()
    // Only the failed one offers a retry.
    const retry = within(region).getAllByRole('button', { name: /^Retry/ })
    expect(retry).toHaveLength(1)

    await userEvent.click(retry[0]!)
    await waitFor(() => expect(retryNotification).toHaveBeenCalledWith(expect.anything(), 'n2'))
    expect(await screen.findByText(NOTIFICATION_MESSAGES.retryQueued)).toBeVisible()
    // The card asks again after the retry.
    await waitFor(() => expect(listInquiryNotifications).toHaveBeenCalledTimes(2))
  })

  it('of a whole list page are loaded in one request', async () => {
    vi.mocked(listInquiryNotifications).mockResolvedValue([notification({ inquiryId: 'a' }), notification({ id: 'n9', inquiryId: 'c', destinationName: 'Other' })])
    renderWithProviders(
      <>
        <InquiryNotifications inquiryId="a" />
        <InquiryNotifications inquiryId="b" />
        <InquiryNotifications inquiryId="c" />
      </>,
    )
    await screen.findByText('Webhook · Other')
    expect(listInquiryNotifications).toHaveBeenCalledTimes(1)
    expect(vi.mocked(listInquiryNotifications).mock.calls[0]![1]).toEqual(['a', 'b', 'c'])
    expect(screen.getAllByText(NOTIFICATION_MESSAGES.noNotifications)).toHaveLength(1)
  })

  it('say so when they cannot be loaded, with a way to try again', async () => {
    vi.mocked(listInquiryNotifications).mockRejectedValueOnce(new Error('offline')).mockResolvedValue([])
    renderWithProviders(<InquiryNotifications inquiryId="i1" />)
    expect(await screen.findByText(NOTIFICATION_MESSAGES.loadInquiryNotifications)).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText(NOTIFICATION_MESSAGES.noNotifications)).toBeVisible()
  })
})
