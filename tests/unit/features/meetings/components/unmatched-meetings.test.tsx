// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { attachMeeting, findLead, listUnmatchedMeetings } from '@/features/meetings/api/meetings'
import { UnmatchedMeetings } from '@/features/meetings/components/unmatched-meetings'
import { MEETING_MESSAGES } from '@/features/meetings/model/meeting-admin-messages'
import type { Meeting } from '@/features/meetings/model/meeting'
import { ServiceError } from '@/lib/errors'
import { renderWithProviders } from '../../../../support/render'

vi.mock('@/features/meetings/api/meetings', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  listUnmatchedMeetings: vi.fn(),
  findLead: vi.fn(),
  attachMeeting: vi.fn(),
}))

const stray: Meeting = {
  id: 'm1', inquiryId: null, provider: 'calendly', status: 'booked', startsAt: '2026-12-03T14:00:00Z', endsAt: null,
  hostName: 'Dana Sales', hostEmail: null, attendeeName: '<b>Eve</b>', attendeeEmail: 'eve@elsewhere.example', matchedBy: null,
  bookedAt: '2026-11-29T10:00:00Z',
}

beforeEach(() => {
  vi.mocked(listUnmatchedMeetings).mockReset().mockResolvedValue([stray])
  vi.mocked(findLead).mockReset()
  vi.mocked(attachMeeting).mockReset().mockResolvedValue()
})

describe('bookings without a lead', () => {
  it('list who booked (as text) and attach one to the lead named by email', async () => {
    vi.mocked(findLead).mockResolvedValue('lead-1')
    renderWithProviders(<UnmatchedMeetings />)
    const list = await screen.findByRole('list', { name: 'Bookings without a lead' })
    expect(within(list).getByText('<b>Eve</b>')).toBeVisible()
    expect(list).toHaveTextContent('via Calendly')
    const field = within(list).getByRole('textbox', { name: /The lead of <b>Eve<\/b>/ })
    expect(field).toHaveValue('eve@elsewhere.example')
    await userEvent.clear(field)
    await userEvent.type(field, 'eve@agency-lead.example')
    await userEvent.click(within(list).getByRole('button', { name: 'Attach <b>Eve</b> to the lead' }))
    await vi.waitFor(() => expect(attachMeeting).toHaveBeenCalledWith(expect.anything(), 'm1', 'lead-1'))
    expect(findLead).toHaveBeenCalledWith(expect.anything(), { email: 'eve@agency-lead.example' })
  })

  it('say beside the booking when the text names no lead, or no lead has it', async () => {
    vi.mocked(findLead).mockResolvedValue(null)
    renderWithProviders(<UnmatchedMeetings />)
    const list = await screen.findByRole('list', { name: 'Bookings without a lead' })
    const field = within(list).getByRole('textbox')
    await userEvent.clear(field)
    await userEvent.type(field, 'Eve')
    await userEvent.click(within(list).getByRole('button', { name: /^Attach/ }))
    expect(await within(list).findByRole('alert')).toHaveTextContent('Enter the lead’s email address or its reference.')
    expect(findLead).not.toHaveBeenCalled()
    await userEvent.clear(field)
    await userEvent.type(field, 'nobody@example.com')
    await userEvent.click(within(list).getByRole('button', { name: /^Attach/ }))
    expect(await within(list).findByText(MEETING_MESSAGES.leadNotFound)).toBeVisible()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(attachMeeting).not.toHaveBeenCalled()
  })

  it('show nothing when every booking has its lead, and say when the list could not be read', async () => {
    vi.mocked(listUnmatchedMeetings).mockResolvedValueOnce([])
    const { unmount } = renderWithProviders(<UnmatchedMeetings />)
    await vi.waitFor(() => expect(listUnmatchedMeetings).toHaveBeenCalled())
    expect(screen.queryByRole('list')).toBeNull()
    unmount()
    vi.mocked(listUnmatchedMeetings).mockRejectedValueOnce(new ServiceError(MEETING_MESSAGES.loadUnmatched))
    renderWithProviders(<UnmatchedMeetings />)
    expect(await screen.findByRole('alert')).toHaveTextContent(MEETING_MESSAGES.loadUnmatched)
  })
})
