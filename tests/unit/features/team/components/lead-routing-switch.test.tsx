// @vitest-environment jsdom
// The round-robin switch: the setting as the database holds it, changed only once it agrees,
// and a failed load said with a way to try again.
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getLeadRouting, setLeadRouting } from '@/features/team/api/member-routing'
import { LeadRoutingSwitch } from '@/features/team/components/lead-routing-switch'
import { installMutationErrorToasts } from '@/lib/mutation-error-toast'
import { ServiceError } from '@/lib/errors'
import { renderWithProviders, testQueryClient } from '../../../../support/render'

vi.mock('@/features/team/api/member-routing', () => ({
  getLeadRouting: vi.fn(),
  setLeadRouting: vi.fn(),
  setMemberRouting: vi.fn(),
}))

function renderSwitch() {
  const queryClient = testQueryClient()
  installMutationErrorToasts(queryClient)
  return renderWithProviders(<LeadRoutingSwitch />, { queryClient })
}

const roundRobin = () => screen.getByRole('switch', { name: 'Share leads without a referral round the sales team' })

beforeEach(() => {
  vi.mocked(getLeadRouting).mockReset().mockResolvedValue({ roundRobinEnabled: true })
  vi.mocked(setLeadRouting).mockReset().mockImplementation(async (roundRobinEnabled) => ({ roundRobinEnabled }))
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('the round-robin switch', () => {
  it('is disabled while the setting loads, then shows it', async () => {
    renderSwitch()
    expect(roundRobin()).toBeDisabled()
    await waitFor(() => expect(roundRobin()).toBeEnabled())
    expect(roundRobin()).toBeChecked()
  })

  it('turns round-robin off and says what that means', async () => {
    const user = userEvent.setup()
    renderSwitch()
    await waitFor(() => expect(roundRobin()).toBeEnabled())
    vi.mocked(getLeadRouting).mockResolvedValue({ roundRobinEnabled: false })
    await user.click(roundRobin())
    expect(setLeadRouting).toHaveBeenCalledWith(false)
    expect(await screen.findByText('New leads without a referral now wait for an admin to assign them')).toBeInTheDocument()
    await waitFor(() => expect(roundRobin()).not.toBeChecked())
  })

  it('says a failed load and loads again on Try again', async () => {
    vi.mocked(getLeadRouting).mockRejectedValueOnce(new ServiceError('Failed to load the lead routing setting. Please try again.'))
    const user = userEvent.setup()
    renderSwitch()
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the lead routing setting. Please try again.')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(roundRobin()).toBeChecked())
  })
})
