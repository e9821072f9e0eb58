import { useQueryClient } from '@tanstack/react-query'
import { useMembership } from '@/hooks/use-admin-role'
import { adminAuthKeys } from '@/features/admin-auth/api/keys'
import { MyBookingPageDialog } from '@/features/team/components/my-booking-page-dialog'

/**
 * A sales member's "My booking page" in the account menu: the team feature's dialog, fed with
 * the page from their membership, which is read again once they save.
 */
export function AdminMyBookingPage() {
  const membership = useMembership()
  const queryClient = useQueryClient()
  if (membership?.role !== 'sales') return null
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminAuthKeys.membership(membership.userId), exact: true })
  return <MyBookingPageDialog saved={membership.bookingUrl ?? null} onSaved={refresh} />
}
