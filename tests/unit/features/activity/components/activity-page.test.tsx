// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { listActivity, listActivityMembers } from '@/features/activity/api/activity-admin'
import { ActivityPage } from '@/features/activity/components/activity-page'
import { ACTIVITY_MESSAGES } from '@/features/activity/model/activity-admin-messages'
import { NO_FILTERS, type ActivityEvent } from '@/features/activity/model/activity'
import { renderWithProviders } from '../../../../support/render'

vi.mock('@/features/activity/api/activity-admin', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  listActivity: vi.fn(),
  listActivityMembers: vi.fn(),
}))

const SAM = '3919cb6e-4215-4478-a960-6d3454326cec'

const event = (id: number, overrides: Partial<ActivityEvent> = {}): ActivityEvent => ({
  id,
  at: '2026-11-28T10:00:00Z',
  actorId: SAM,
  actorLabel: 'sam@agency.example',
  kind: 'inquiry',
  action: 'update',
  recordId: 'i1',
  recordLabel: 'Inquiry 1a2b3c4d',
  changes: [{ field: 'status', shown: true, before: 'new', after: 'contacted' }],
  network: null,
  ...overrides,
})

/** The events of the list (each holds a list of its changes). */
const rowsOf = (list: HTMLElement) => Array.from(list.querySelectorAll(':scope > li')) as HTMLElement[]

beforeEach(() => {
  vi.mocked(listActivity).mockReset()
  vi.mocked(listActivityMembers).mockReset().mockResolvedValue([{ id: SAM, label: 'Sam (sam@agency.example)' }])
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('the Activity screen', () => {
  it("shows each change with who made it, the record, and each field's before and after", async () => {
    vi.mocked(listActivity).mockResolvedValue({
      events: [
        event(2),
        event(1, { kind: 'sign_in', action: 'sign_in', recordLabel: 'sam@agency.example', changes: [], network: '203.0.113.0/24' }),
      ],
      nextBeforeId: null,
    })
    renderWithProviders(<ActivityPage />, { address: '/admin/activity' })
    const list = await screen.findByRole('list', { name: 'Activity' })
    const [change, signIn] = rowsOf(list)
    expect(change).toHaveTextContent('sam@agency.example changed · Inquiry · Inquiry 1a2b3c4d')
    expect(change).toHaveTextContent('status: new -> contacted')
    expect(signIn).toHaveTextContent('signed in · Sign-in · sam@agency.example · from 203.0.113.0/24')
    expect(listActivity).toHaveBeenCalledWith(expect.anything(), NO_FILTERS, null, expect.anything())
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('loads the next page from the server, older than the last row shown', async () => {
    vi.mocked(listActivity)
      .mockResolvedValueOnce({ events: [event(60), event(59)], nextBeforeId: 59 })
      .mockResolvedValueOnce({ events: [event(58, { recordLabel: 'Inquiry older' })], nextBeforeId: null })
    renderWithProviders(<ActivityPage />, { address: '/admin/activity' })
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }))
    expect(await screen.findByText(/Inquiry older/)).toBeVisible()
    expect(vi.mocked(listActivity).mock.calls[1]![2]).toBe(59)
    expect(rowsOf(screen.getByRole('list', { name: 'Activity' }))).toHaveLength(3)
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('filters by what the address says, and by the record typed in', async () => {
    vi.mocked(listActivity).mockResolvedValue({ events: [], nextBeforeId: null })
    renderWithProviders(<ActivityPage />, { address: `/admin/activity?member=${SAM}&kind=blog&from=2026-11-01` })
    expect(await screen.findByText(ACTIVITY_MESSAGES.empty)).toBeVisible()
    expect(listActivity).toHaveBeenLastCalledWith(
      expect.anything(), { actorId: SAM, kind: 'blog', recordId: null, from: '2026-11-01', to: null }, null, expect.anything(),
    )
    await userEvent.type(screen.getByLabelText('Record id'), 'post-1{Enter}')
    await waitFor(() => expect(listActivity).toHaveBeenLastCalledWith(
      expect.anything(), expect.objectContaining({ kind: 'blog', recordId: 'post-1' }), null, expect.anything(),
    ))
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(listActivity).toHaveBeenLastCalledWith(expect.anything(), NO_FILTERS, null, expect.anything()))
    expect(await screen.findByText(ACTIVITY_MESSAGES.emptyAtAll)).toBeVisible()
  })

  it('says when it cannot load, with a way to try again', async () => {
    vi.mocked(listActivity).mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ events: [event(1)], nextBeforeId: null })
    renderWithProviders(<ActivityPage />, { address: '/admin/activity' })
    expect(await screen.findByText(ACTIVITY_MESSAGES.load)).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('list', { name: 'Activity' })).toBeVisible()
  })
})
