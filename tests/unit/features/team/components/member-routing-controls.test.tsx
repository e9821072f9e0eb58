// @vitest-environment jsdom
// A sales member's routing controls: each change saves the three settings together, and a
// refusal is shown as the database words it with the controls left as they were.
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { setMemberRouting } from '@/features/team/api/member-routing'
import { MemberRoutingControls } from '@/features/team/components/member-routing-controls'
import { installMutationErrorToasts } from '@/lib/mutation-error-toast'
import { ServiceError } from '@/lib/errors'
import { renderWithProviders, testQueryClient } from '../../../../support/render'

vi.mock('@/features/team/api/member-routing', () => ({
  getLeadRouting: vi.fn(),
  setLeadRouting: vi.fn(),
  setMemberRouting: vi.fn(),
}))

const ROUTING = { takesNewLeads: true, leadWeight: 2, away: false }

function renderControls(routing = ROUTING) {
  const queryClient = testQueryClient()
  installMutationErrorToasts(queryClient)
  return renderWithProviders(<MemberRoutingControls userId="u-sam" name="Sam Sales" routing={routing} />, { queryClient })
}

beforeEach(() => {
  vi.mocked(setMemberRouting).mockReset().mockResolvedValue()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('the routing controls of a sales member', () => {
  it('show whether they take new leads, their weight and whether they are away', () => {
    renderControls()
    expect(screen.getByRole('group', { name: 'New leads' })).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: 'Takes new leads' })).toBeChecked()
    expect(screen.getByRole('combobox', { name: 'Weight' })).toHaveValue('2')
    expect(screen.getByRole('switch', { name: 'Away' })).not.toBeChecked()
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'])
  })

  it('save all three with each change, and say so', async () => {
    const user = userEvent.setup()
    renderControls()
    await user.click(screen.getByRole('switch', { name: 'Away' }))
    await waitFor(() => expect(setMemberRouting).toHaveBeenCalledWith('u-sam', { takesNewLeads: true, leadWeight: 2, away: true }))
    expect(await screen.findByText('Lead routing saved for Sam Sales')).toBeInTheDocument()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Weight' }), '5')
    await waitFor(() => expect(setMemberRouting).toHaveBeenLastCalledWith('u-sam', { takesNewLeads: true, leadWeight: 5, away: false }))
    await user.click(screen.getByRole('switch', { name: 'Takes new leads' }))
    await waitFor(() => expect(setMemberRouting).toHaveBeenLastCalledWith('u-sam', { takesNewLeads: false, leadWeight: 2, away: false }))
  })

  it('show a refusal as the database words it, the controls as they were', async () => {
    vi.mocked(setMemberRouting).mockRejectedValueOnce(new ServiceError('Only sales members take leads.'))
    const user = userEvent.setup()
    renderControls()
    await user.click(screen.getByRole('switch', { name: 'Takes new leads' }))
    expect(await screen.findByText('Only sales members take leads.')).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: 'Takes new leads' })).toBeChecked()
  })
})
