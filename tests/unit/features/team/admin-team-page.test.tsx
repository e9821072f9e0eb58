// @vitest-environment jsdom
// The team screen: the list and its states, an invitation sent through the invite-member
// function, and the database's refusals shown as they come, with nothing changed.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { inviteMember, listTeam, setMemberActive, setMemberRole, type TeamMember } from '@/features/team/api/admin-team'
import { AdminTeamPage } from '@/features/team/components/admin-team-page'
// routing:
import { getLeadRouting, setLeadRouting, setMemberRouting } from '@/features/team/api/member-routing'
import { MembershipContext } from '@/hooks/use-admin-role'
import { installMutationErrorToasts } from '@/lib/mutation-error-toast'
import { ServiceError } from '@/lib/errors'
import { renderWithProviders, testQueryClient } from '../../../support/render'

vi.mock('@/features/team/api/admin-team', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  listTeam: vi.fn(),
  inviteMember: vi.fn(),
  setMemberRole: vi.fn(),
  setMemberActive: vi.fn(),
  setMemberLinks: vi.fn(),
}))
// routing: the lead routing setting and a member's routing, behind the UI.
vi.mock('@/features/team/api/member-routing', () => ({
  getLeadRouting: vi.fn(),
  setLeadRouting: vi.fn(),
  setMemberRouting: vi.fn(),
}))
// booking-link:
vi.mock('@/features/team/api/booking-pages', () => ({ getTeamBookingUrl: vi.fn(async () => null), setTeamBookingUrl: vi.fn(), setMemberBookingUrl: vi.fn(), setMyBookingUrl: vi.fn() }))

const ADA: TeamMember = {
  userId: 'u-ada',
  email: 'ada@example.com',
  displayName: 'Ada Admin',
  role: 'admin',
  active: true,
  invitedAt: null,
  lastSignInAt: '2026-11-27T09:30:00.000Z',
  deactivatedAt: null,
  linkIds: [],
  // routing:
  routing: { takesNewLeads: false, leadWeight: 1, away: false },
  // booking-link:
  bookingUrl: null,
}
const SAM: TeamMember = {
  ...ADA,
  userId: 'u-sam',
  email: 'sam@example.com',
  displayName: 'Sam Sales',
  role: 'sales',
  invitedAt: '2026-11-20T09:00:00.000Z',
  lastSignInAt: null,
  linkIds: ['link-sam'],
  // routing:
  routing: { takesNewLeads: true, leadWeight: 2, away: false },
}
const LINKS = [
  { id: 'link-sam', label: 'Sam Sales (sam)' },
  { id: 'link-kim', label: 'Kim Lee (kim)' },
]

function renderTeam() {
  const queryClient = testQueryClient()
  installMutationErrorToasts(queryClient)
  return renderWithProviders(
    <MembershipContext.Provider value={{ userId: 'u-ada', email: ADA.email, displayName: ADA.displayName, role: 'admin', active: true }}>
      <AdminTeamPage links={LINKS} />
    </MembershipContext.Provider>,
    { queryClient },
  )
}

beforeEach(() => {
  vi.mocked(listTeam).mockReset().mockResolvedValue([ADA, SAM])
  vi.mocked(inviteMember).mockReset().mockResolvedValue({ userId: 'u-new' })
  vi.mocked(setMemberRole).mockReset().mockResolvedValue()
  vi.mocked(setMemberActive).mockReset().mockResolvedValue()
  vi.spyOn(console, 'error').mockImplementation(() => {})
  // routing:
  vi.mocked(getLeadRouting).mockReset().mockResolvedValue({ roundRobinEnabled: true })
  vi.mocked(setLeadRouting).mockReset().mockImplementation(async (roundRobinEnabled) => ({ roundRobinEnabled }))
  vi.mocked(setMemberRouting).mockReset().mockResolvedValue()
})

describe('the team screen', () => {
  it('lists each member with their role, state, last sign-in and links', async () => {
    renderTeam()
    expect(screen.getByRole('status')).toHaveTextContent('Loading the team...')
    const sam = await screen.findByRole('article', { name: 'Sam Sales' })
    expect(within(sam).getByText('sam@example.com')).toBeInTheDocument()
    expect(within(sam).getByText('Active')).toBeInTheDocument()
    expect(within(sam).getByText('Never signed in')).toBeInTheDocument()
    expect(within(sam).getByText('Sam Sales (sam)')).toBeInTheDocument()
    expect(within(sam).getByRole('combobox', { name: 'Role of Sam Sales' })).toHaveValue('sales')
    const ada = screen.getByRole('article', { name: 'Ada Admin' })
    expect(within(ada).getByText('You')).toBeInTheDocument()
    expect(within(ada).queryByText('Never signed in')).not.toBeInTheDocument()
  })

  it('says so when the team cannot be read, and reads it again on Try again', async () => {
    vi.mocked(listTeam).mockRejectedValueOnce(new ServiceError('Failed to load the team. Please try again.'))
    renderTeam()
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the team. Please try again.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('article', { name: 'Sam Sales' })).toBeInTheDocument()
  })

  it('invites a sales member with their links through the invite-member function', async () => {
    const user = userEvent.setup()
    renderTeam()
    await screen.findByRole('article', { name: 'Sam Sales' })
    await user.click(screen.getByRole('button', { name: 'Invite member' }))
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' })
    await user.type(within(dialog).getByLabelText(/Email/), 'kim@example.com')
    await user.type(within(dialog).getByLabelText(/Name/), 'Kim Lee')
    await user.click(within(dialog).getByRole('radio', { name: /Sales/ }))
    await user.click(within(dialog).getByRole('checkbox', { name: 'Kim Lee (kim)' }))
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }))

    await waitFor(() =>
      expect(inviteMember).toHaveBeenCalledWith({ email: 'kim@example.com', displayName: 'Kim Lee', role: 'sales', linkIds: ['link-kim'] }),
    )
    expect(await screen.findByText('Invitation sent to kim@example.com')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('checks the form before sending anything', async () => {
    const user = userEvent.setup()
    renderTeam()
    await screen.findByRole('article', { name: 'Sam Sales' })
    await user.click(screen.getByRole('button', { name: 'Invite member' }))
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' })
    await user.type(within(dialog).getByLabelText(/Email/), 'not-an-address')
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }))
    expect(await within(dialog).findByText('Enter a valid email address.')).toBeInTheDocument()
    expect(within(dialog).getByText('Enter a name.')).toBeInTheDocument()
    expect(inviteMember).not.toHaveBeenCalled()
  })

  it('shows the refusal of an invitation as it comes, and keeps the dialog open', async () => {
    vi.mocked(inviteMember).mockRejectedValueOnce(new ServiceError('This address already belongs to a team member.'))
    const user = userEvent.setup()
    renderTeam()
    await screen.findByRole('article', { name: 'Sam Sales' })
    await user.click(screen.getByRole('button', { name: 'Invite member' }))
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' })
    await user.type(within(dialog).getByLabelText(/Email/), 'sam@example.com')
    await user.type(within(dialog).getByLabelText(/Name/), 'Sam again')
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This address already belongs to a team member.')
    expect(screen.getByRole('dialog', { name: 'Invite a team member' })).toBeInTheDocument()
  })

  it('shows a refused role change as the database words it, and the member keeps their role', async () => {
    vi.mocked(setMemberRole).mockRejectedValueOnce(new ServiceError('The last active admin cannot be demoted or deactivated.'))
    const user = userEvent.setup()
    renderTeam()
    const ada = await screen.findByRole('article', { name: 'Ada Admin' })
    await user.selectOptions(within(ada).getByRole('combobox', { name: 'Role of Ada Admin' }), 'editor')

    await waitFor(() => expect(setMemberRole).toHaveBeenCalledWith('u-ada', 'editor'))
    expect(await screen.findByText('The last active admin cannot be demoted or deactivated.')).toBeInTheDocument()
    await waitFor(() => expect(within(ada).getByRole('combobox', { name: 'Role of Ada Admin' })).toHaveValue('admin'))
  })

  it('deactivates a member only once confirmed', async () => {
    const user = userEvent.setup()
    renderTeam()
    const sam = await screen.findByRole('article', { name: 'Sam Sales' })
    await user.click(within(sam).getByRole('button', { name: 'Deactivate Sam Sales' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate Sam Sales?' })
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(setMemberActive).not.toHaveBeenCalled()

    await user.click(within(sam).getByRole('button', { name: 'Deactivate Sam Sales' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }))
    await waitFor(() => expect(setMemberActive).toHaveBeenCalledWith('u-sam', false))
    expect(await screen.findByText('Sam Sales has been deactivated')).toBeInTheDocument()
  })

  it('says when the team is empty', async () => {
    vi.mocked(listTeam).mockResolvedValueOnce([])
    renderTeam()
    expect(await screen.findByText('No team members yet. Invite the first one.')).toBeInTheDocument()
  })
})

// booking-link:
describe('booking pages on the team screen', () => {
  it('sets a sales member\'s booking page, and shows the booking link rule\'s refusal first', async () => {
    const { setMemberBookingUrl } = await import('@/features/team/api/booking-pages')
    vi.mocked(setMemberBookingUrl).mockResolvedValue('https://cal.com/sam/30min')
    const user = userEvent.setup()
    renderTeam()
    const sam = await screen.findByRole('article', { name: 'Sam Sales' })
    expect(within(sam).getByText('Booking page', { selector: 'dt' }).nextSibling).toHaveTextContent('None')
    expect(within(screen.getByRole('article', { name: 'Ada Admin' })).queryByRole('button', { name: /Booking page/ })).not.toBeInTheDocument()
    await user.click(within(sam).getByRole('button', { name: 'Booking page of Sam Sales' }))
    const dialog = await screen.findByRole('dialog', { name: 'Booking page of Sam Sales' })
    await user.type(within(dialog).getByLabelText(/Booking page link/), 'https://example.com/sam')
    await user.click(within(dialog).getByRole('button', { name: 'Save booking page' }))
    expect(await within(dialog).findByText(/must be a Cal.com page/)).toBeInTheDocument()
    expect(setMemberBookingUrl).not.toHaveBeenCalled()
    await user.clear(within(dialog).getByLabelText(/Booking page link/))
    await user.type(within(dialog).getByLabelText(/Booking page link/), ' https://cal.com/sam/30min ')
    await user.click(within(dialog).getByRole('button', { name: 'Save booking page' }))
    await waitFor(() => expect(setMemberBookingUrl).toHaveBeenCalledWith('u-sam', 'https://cal.com/sam/30min'))
    expect(await screen.findByText('Booking page saved')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('shows the team booking page and saves a new one; a refusal from the database is shown as it comes', async () => {
    const { getTeamBookingUrl, setTeamBookingUrl } = await import('@/features/team/api/booking-pages')
    vi.mocked(getTeamBookingUrl).mockResolvedValueOnce('https://calendly.com/agency/intro')
    vi.mocked(setTeamBookingUrl).mockRejectedValueOnce(new ServiceError('A booking link must start with https://.'))
    vi.mocked(setTeamBookingUrl).mockResolvedValueOnce(null)
    const user = userEvent.setup()
    renderTeam()
    const card = await screen.findByRole('region', { name: 'Team booking page' })
    const field = await within(card).findByLabelText(/Booking page link/)
    expect(field).toHaveValue('https://calendly.com/agency/intro')
    await user.click(within(card).getByRole('button', { name: 'Save booking page' }))
    expect(await within(card).findByText('A booking link must start with https://.')).toBeInTheDocument()
    await user.clear(field)
    await user.click(within(card).getByRole('button', { name: 'Save booking page' }))
    await waitFor(() => expect(setTeamBookingUrl).toHaveBeenLastCalledWith(null))
    expect(await screen.findByText('Booking page removed')).toBeInTheDocument()
  })
})
