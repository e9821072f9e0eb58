// @vitest-environment jsdom
// "My booking page" in the account menu: only for sales members; saves their own link and reads
// their membership again; the booking link rule's refusal is shown in the dialog.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AdminMyBookingPage } from '@/app/admin/admin-my-booking-page'
import { adminAuthKeys } from '@/features/admin-auth/api/keys'
import { setMyBookingUrl } from '@/features/team/api/booking-pages'
import { MembershipContext, type Membership, type MemberRole } from '@/hooks/use-admin-role'
import { renderWithProviders, testQueryClient } from '../../../support/render'

vi.mock('@/features/team/api/booking-pages', () => ({ setMyBookingUrl: vi.fn() }))

const member = (role: MemberRole, bookingUrl: string | null = null): Membership => ({
  userId: 'u-sam', email: 'sam@example.com', displayName: 'Sam Sales', role, active: true, bookingUrl,
})

function renderEntry(membership: Membership) {
  const queryClient = testQueryClient()
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
  renderWithProviders(
    <MembershipContext.Provider value={membership}>
      <AdminMyBookingPage />
    </MembershipContext.Provider>,
    { queryClient },
  )
  return invalidate
}

beforeEach(() => {
  vi.mocked(setMyBookingUrl).mockReset().mockResolvedValue('https://calendly.com/sam/intro')
})

describe('My booking page', () => {
  it('is not offered to admins or editors', () => {
    renderEntry(member('admin'))
    expect(screen.queryByRole('button', { name: 'My booking page' })).not.toBeInTheDocument()
  })

  it('shows the saved page, refuses a link the rule refuses, saves and reads the membership again', async () => {
    const user = userEvent.setup()
    const invalidate = renderEntry(member('sales', 'https://cal.com/sam/30min'))
    await user.click(screen.getByRole('button', { name: 'My booking page' }))
    const dialog = await screen.findByRole('dialog', { name: 'My booking page' })
    const field = within(dialog).getByLabelText(/Booking page link/)
    expect(field).toHaveValue('https://cal.com/sam/30min')
    await user.clear(field)
    await user.type(field, 'https://user:secret@calendly.com/sam')
    await user.click(within(dialog).getByRole('button', { name: 'Save booking page' }))
    expect(await within(dialog).findByText('A booking link cannot contain a user name or password.')).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(setMyBookingUrl).not.toHaveBeenCalled()
    await user.clear(field)
    await user.type(field, 'https://calendly.com/sam/intro')
    await user.click(within(dialog).getByRole('button', { name: 'Save booking page' }))
    await waitFor(() => expect(setMyBookingUrl).toHaveBeenCalledWith('https://calendly.com/sam/intro'))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(invalidate).toHaveBeenCalledWith({ queryKey: adminAuthKeys.membership('u-sam'), exact: true })
  })
})
