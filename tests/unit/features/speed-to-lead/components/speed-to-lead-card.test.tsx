// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getSpeedToLead } from '@/features/speed-to-lead/api/speed-to-lead'
import { SpeedToLeadCard } from '@/features/speed-to-lead/components/speed-to-lead-card'
import { SPEED_TO_LEAD_MESSAGES as M } from '@/features/speed-to-lead/model/speed-to-lead-admin-messages'
import type { SpeedToLead } from '@/features/speed-to-lead/model/speed-to-lead'
import { ServiceError } from '@/lib/errors'
import { renderWithProviders } from '../../../../support/render'

vi.mock('@/features/speed-to-lead/api/speed-to-lead', () => ({ getSpeedToLead: vi.fn() }))

const PERIOD = { from: new Date(2026, 9, 1), to: new Date(2026, 9, 31) }
const picker = <button type="button">Pick the period</button>

const REPORT: SpeedToLead = {
  owners: [
    { ownerId: 'u1', ownerName: 'Ana Lopez', ownerActive: true, leads: 4, touched: 3, untouched: 1, medianSeconds: 120, p90Seconds: 504 },
    { ownerId: 'u2', ownerName: 'Ben <b>Ode</b>', ownerActive: false, leads: 1, touched: 1, untouched: 0, medianSeconds: 5400, p90Seconds: 5400 },
    { ownerId: null, ownerName: null, ownerActive: null, leads: 1, touched: 0, untouched: 1, medianSeconds: null, p90Seconds: null },
  ],
  sources: [
    { source: '(not recorded)', campaign: null, leads: 3, booked: 0 },
    { source: 'google', campaign: 'brand', leads: 2, booked: 1 },
    { source: 'newsletter', campaign: null, leads: 1, booked: 1 },
  ],
  totals: { leads: 6, touched: 4, untouched: 2, medianSeconds: 90, p90Seconds: 456, booked: 2 },
}

const rowTexts = (table: HTMLElement) =>
  within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))

beforeEach(() => {
  vi.mocked(getSpeedToLead).mockReset()
})

describe('the speed-to-lead card', () => {
  it('shows each owner\'s median and 90th percentile time to first touch, and the meetings booked by source and campaign', async () => {
    vi.mocked(getSpeedToLead).mockResolvedValue(REPORT)
    renderWithProviders(<SpeedToLeadCard period={PERIOD} periodPicker={picker} />)
    const card = await screen.findByRole('region', { name: M.title })
    expect(await within(card).findByText((_, element) => element?.tagName === 'P' && element.textContent === 'Median 2 min · 90th percentile 8 min · 2 of 6 not touched yet · 33% booked a meeting')).toBeVisible()
    expect(rowTexts(within(card).getByRole('table', { name: M.byOwner }))).toEqual([
      ['Ana Lopez', '4', '2 min', '8 min', '1'],
      // A name is text, never markup; a deactivated owner is marked as such.
      ['Ben <b>Ode</b> (deactivated)', '1', '1 h 30 min', '1 h 30 min', '0'],
      ['Unassigned', '1', '—', '—', '1'],
      ['All leads', '6', '2 min', '8 min', '2'],
    ])
    expect(rowTexts(within(card).getByRole('table', { name: M.bySource }))).toEqual([
      ['(not recorded)', '(no campaign)', '3', '0', '0%'],
      ['google', 'brand', '2', '1', '50%'],
      ['newsletter', '(no campaign)', '1', '1', '100%'],
      ['All leads', '', '6', '2', '33%'],
    ])
    expect(within(card).getByRole('button', { name: 'Pick the period' })).toBeVisible()
    expect(vi.mocked(getSpeedToLead).mock.calls[0]![1]).toEqual(PERIOD)
  })

  it('says when the period had no leads', async () => {
    vi.mocked(getSpeedToLead).mockResolvedValue({ owners: [], sources: [], totals: { leads: 0, touched: 0, untouched: 0, medianSeconds: null, p90Seconds: null, booked: 0 } })
    renderWithProviders(<SpeedToLeadCard period={PERIOD} periodPicker={picker} />)
    expect(await screen.findByText(M.empty)).toBeVisible()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('says when the figures could not be loaded, and tries again when asked', async () => {
    vi.mocked(getSpeedToLead).mockRejectedValueOnce(new ServiceError(M.load)).mockResolvedValueOnce(REPORT)
    renderWithProviders(<SpeedToLeadCard period={PERIOD} periodPicker={picker} />)
    expect(await screen.findByRole('alert')).toHaveTextContent(M.load)
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('table', { name: M.byOwner })).toBeVisible()
  })

  it('shows that it is loading', () => {
    vi.mocked(getSpeedToLead).mockReturnValue(new Promise(() => {}))
    renderWithProviders(<SpeedToLeadCard period={PERIOD} periodPicker={picker} />)
    expect(screen.getByRole('status')).toHaveTextContent(M.loading)
  })
})
