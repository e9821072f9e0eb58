// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { listMeetingsOf } from '@/features/meetings/api/meetings'
import { InquiryMeetings } from '@/features/meetings/components/inquiry-meetings'
import { MEETING_MESSAGES } from '@/features/meetings/model/meeting-admin-messages'
import type { Meeting } from '@/features/meetings/model/meeting'
import { ServiceError } from '@/lib/errors'
import { renderWithProviders } from '../../../../support/render'

vi.mock('@/features/meetings/api/meetings', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  listMeetingsOf: vi.fn(),
}))

const meeting = (fields: Partial<Meeting>): Meeting => ({
  id: 'm1', inquiryId: 'i1', provider: 'cal.com', status: 'booked', startsAt: '2026-12-03T14:00:00Z', endsAt: '2026-12-03T14:30:00Z',
  hostName: 'Dana Sales', hostEmail: 'dana@example.com', attendeeName: 'Ada', attendeeEmail: 'ada@example.com', matchedBy: 'reference',
  bookedAt: '2026-11-29T10:00:00Z', ...fields,
})

beforeEach(() => {
  vi.mocked(listMeetingsOf).mockReset()
})

describe("an inquiry card's meetings", () => {
  it('show each meeting’s time, host, status and tool', async () => {
    vi.mocked(listMeetingsOf).mockResolvedValue(new Map([['i1', [
      meeting({}),
      meeting({ id: 'm2', provider: 'calendly', status: 'cancelled', hostName: null }),
    ]]]))
    renderWithProviders(<InquiryMeetings inquiryId="i1" />)
    const region = await screen.findByRole('region', { name: 'Meetings' })
    expect(region).toHaveTextContent('with Dana Sales')
    expect(region).toHaveTextContent('Booked')
    expect(region).toHaveTextContent('Cancelled')
    expect(region).toHaveTextContent('via Cal.com')
    expect(region).toHaveTextContent('via Calendly')
    expect(region.querySelector('time')?.getAttribute('dateTime')).toBe('2026-12-03T14:00:00Z')
  })

  it('ask once for all the cards shown together', async () => {
    vi.mocked(listMeetingsOf).mockImplementation(async (_client, ids) => new Map(ids.map((id) => [id, [meeting({ id: `m-${id}`, inquiryId: id })]])))
    renderWithProviders(
      <>
        <InquiryMeetings inquiryId="a" />
        <InquiryMeetings inquiryId="b" />
      </>,
    )
    await waitFor(() => expect(screen.getAllByRole('region', { name: 'Meetings' })).toHaveLength(2))
    expect(listMeetingsOf).toHaveBeenCalledOnce()
    expect(vi.mocked(listMeetingsOf).mock.calls[0]![1]).toEqual(['a', 'b'])
  })

  it('show nothing for a lead without meetings, and say when they could not be read', async () => {
    vi.mocked(listMeetingsOf).mockResolvedValueOnce(new Map([['none', []]]))
    const { unmount } = renderWithProviders(<InquiryMeetings inquiryId="none" />)
    await waitFor(() => expect(listMeetingsOf).toHaveBeenCalled())
    expect(screen.queryByRole('region', { name: 'Meetings' })).toBeNull()
    unmount()
    vi.mocked(listMeetingsOf).mockRejectedValueOnce(new ServiceError(MEETING_MESSAGES.loadMeetings))
    renderWithProviders(<InquiryMeetings inquiryId="broken" />)
    expect(await screen.findByRole('alert')).toHaveTextContent(MEETING_MESSAGES.loadMeetings)
  })
})
