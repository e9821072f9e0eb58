// @vitest-environment jsdom
// A sales member's own Away switch: their state as the database holds it, changed once it
// agrees, and a failed load said with a way to try again.
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getMyRouting, setMyAway } from '@/features/team/api/member-routing'
import { MyAwaySwitch } from '@/features/team/components/member-routing-away'
import { MembershipContext } from '@/hooks/use-admin-role'
import { installMutationErrorToasts } from '@/lib/mutation-error-toast'
import { ServiceError } from '@/lib/errors'
import { renderWithProviders, testQueryClient } from '../../../../support/render'

vi.mock('@/features/team/api/member-routing', () => ({
  getLeadRouting: vi.fn(),
  setLeadRouting: vi.fn(),
  setMemberRouting: vi.fn(),
  getMyRouting: vi.fn(),
  setMyAway: vi.fn(),
}))

function renderSwitch() {
  const queryClient = testQueryClient()
  installMutationErrorToasts(queryClient)
  return renderWithProviders(
    <MembershipContext.Provider value={{ userId: 'u-sam', email: 'sam@example.com', displayName: 'Sam', role: 'sales', active: true }}>
      <MyAwaySwitch />
    </MembershipContext.Provider>,
    { queryClient },
  )
}

const away = () => screen.getByRole('switch', { name: 'I am away' })

beforeEach(() => {
  vi.mocked(getMyRouting).mockReset().mockResolvedValue({ takesNewLeads: true, away: false })
  vi.mocked(setMyAway).mockReset().mockImplementation(async (value) => value)
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('my Away switch', () => {
  it('reads my own state, and marks me away once the database agrees', async () => {
    const user = userEvent.setup()
    renderSwitch()
    expect(away()).toBeDisabled()
    await waitFor(() => expect(away()).toBeEnabled())
    expect(getMyRouting).toHaveBeenCalledWith('u-sam', expect.anything())
    expect(away()).not.toBeChecked()
    vi.mocked(getMyRouting).mockResolvedValue({ takesNewLeads: true, away: true })
    await user.click(away())
    expect(setMyAway).toHaveBeenCalledWith(true)
    expect(await screen.findByText('You are away: new leads go to the rest of the team')).toBeInTheDocument()
    await waitFor(() => expect(away()).toBeChecked())
  })

  it('says that an admin decides whether I take other new leads, when I do not', async () => {
    vi.mocked(getMyRouting).mockResolvedValue({ takesNewLeads: false, away: false })
    renderSwitch()
    expect(await screen.findByText(/An admin decides whether you also take other new leads/)).toBeInTheDocument()
  })

  it('says a failed load and loads again on Try again', async () => {
    vi.mocked(getMyRouting).mockRejectedValueOnce(new ServiceError('Failed to load whether you are away. Please try again.'))
    const user = userEvent.setup()
    renderSwitch()
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load whether you are away. Please try again.')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(away()).toBeEnabled())
  })
})
