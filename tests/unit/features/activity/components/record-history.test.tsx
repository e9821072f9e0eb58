// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getRecordHistory } from '@/features/activity/api/activity-admin'
import { RecordHistory } from '@/features/activity/components/record-history'
import { ACTIVITY_MESSAGES } from '@/features/activity/model/activity-admin-messages'
import type { ActivityEvent } from '@/features/activity/model/activity'
import { renderWithProviders } from '../../../../support/render'

vi.mock('@/features/activity/api/activity-admin', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getRecordHistory: vi.fn(),
}))

const event = (overrides: Partial<ActivityEvent> = {}): ActivityEvent => ({
  id: 2,
  at: '2026-11-28T10:00:00Z',
  actorId: 'u1',
  actorLabel: 'sam@agency.example',
  kind: 'inquiry',
  action: 'update',
  recordId: 'i1',
  recordLabel: 'Inquiry i1',
  changes: [{ field: 'status', shown: true, before: 'new', after: 'contacted' }],
  network: null,
  ...overrides,
})

beforeEach(() => {
  vi.mocked(getRecordHistory).mockReset()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe("a record's history panel", () => {
  it('shows who changed what, each field as before -> after, and a secret only as changed', async () => {
    vi.mocked(getRecordHistory).mockResolvedValue([
      event(),
      event({ id: 1, kind: 'conversion', action: 'update', recordLabel: 'won', changes: [
        { field: 'value', shown: true, before: null, after: 1200 },
        { field: 'feed_token_hint', shown: false, before: null, after: null },
      ] }),
    ])
    renderWithProviders(<RecordHistory kind="inquiry" recordId="i1" />)
    const region = await screen.findByRole('region', { name: 'History' })
    const items = await within(region).findAllByRole('listitem')
    const first = items[0]!
    expect(first).toHaveTextContent('sam@agency.example changed')
    expect(first).not.toHaveTextContent('Inquiry i1')
    expect(first).toHaveTextContent('status: new -> contacted')
    // A conversion of the lead names what it is.
    expect(items.find((item) => item.textContent?.includes('Conversion · won'))).toBeDefined()
    expect(region).toHaveTextContent('value: (empty) -> 1200')
    expect(region).toHaveTextContent(`feed token hint: ${ACTIVITY_MESSAGES.secretChanged}`)
    expect(getRecordHistory).toHaveBeenCalledWith(expect.anything(), 'inquiry', 'i1', expect.anything())
  })

  it('says when nothing is recorded yet', async () => {
    vi.mocked(getRecordHistory).mockResolvedValue([])
    renderWithProviders(<RecordHistory kind="blog" recordId="b1" />)
    expect(await screen.findByText(ACTIVITY_MESSAGES.historyEmpty)).toBeVisible()
  })

  it("shows nothing to a member whose role may not read it", async () => {
    vi.mocked(getRecordHistory).mockResolvedValue(null)
    const { container } = renderWithProviders(<div data-testid="slot"><RecordHistory kind="inquiry" recordId="i1" /></div>)
    await vi.waitFor(() => expect(getRecordHistory).toHaveBeenCalled())
    await vi.waitFor(() => expect(container.querySelector('[data-testid="slot"]')).toBeEmptyDOMElement())
  })

  it('says when it cannot be loaded, with a way to try again', async () => {
    vi.mocked(getRecordHistory).mockRejectedValueOnce(new Error('offline')).mockResolvedValue([])
    renderWithProviders(<RecordHistory kind="blog" recordId="b1" />)
    expect(await screen.findByText(ACTIVITY_MESSAGES.historyLoad)).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText(ACTIVITY_MESSAGES.historyEmpty)).toBeVisible()
  })
})
