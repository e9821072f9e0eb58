// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { format, subDays } from 'date-fns'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DashboardSpeedToLead } from '@/app/admin/dashboard/dashboard-speed-to-lead'
import { getSpeedToLead } from '@/features/speed-to-lead/api/speed-to-lead'
import { SPEED_TO_LEAD_MESSAGES as M } from '@/features/speed-to-lead/model/speed-to-lead-admin-messages'
import { renderWithProviders } from '../../../../support/render'

vi.mock('@/features/speed-to-lead/api/speed-to-lead', () => ({ getSpeedToLead: vi.fn() }))

const days = (period: { from: Date; to: Date }) => [format(period.from, 'yyyy-MM-dd'), format(period.to, 'yyyy-MM-dd')]

beforeEach(() => {
  vi.mocked(getSpeedToLead).mockReset().mockResolvedValue({
    owners: [], sources: [], totals: { leads: 0, touched: 0, untouched: 0, medianSeconds: null, p90Seconds: null, booked: 0 },
  })
})

describe("the dashboard's speed-to-lead card", () => {
  it('shows the last 30 days first, and the period picked after', async () => {
    renderWithProviders(<DashboardSpeedToLead />)
    expect(await screen.findByText(M.empty)).toBeVisible()
    expect(days(vi.mocked(getSpeedToLead).mock.calls[0]![1])).toEqual([format(subDays(new Date(), 29), 'yyyy-MM-dd'), format(new Date(), 'yyyy-MM-dd')])

    await userEvent.click(screen.getByRole('button', { name: new RegExp(M.periodLabel) }))
    await userEvent.click(await screen.findByRole('button', { name: 'Last 7 days' }))
    await vi.waitFor(() => expect(getSpeedToLead).toHaveBeenCalledTimes(2))
    expect(days(vi.mocked(getSpeedToLead).mock.calls[1]![1])).toEqual([format(subDays(new Date(), 6), 'yyyy-MM-dd'), format(new Date(), 'yyyy-MM-dd')])
  })
})
