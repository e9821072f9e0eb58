import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { errorToastMeta } from '@/lib/mutation-error-toast'
import { BOOKING_PAGE_MESSAGES } from '../model/team-admin-messages'
import { getTeamBookingUrl, setMemberBookingUrl, setMyBookingUrl, setTeamBookingUrl } from './booking-pages'
import { teamKeys } from './keys'

/*
 * The booking pages' reads and writes. Nothing is applied before the database agrees; the
 * forms show a refusal themselves (no toast), and a saved member page reloads the team list.
 */

export const teamBookingQuery = () =>
  queryOptions({ queryKey: teamKeys.bookingSettings(), queryFn: ({ signal }) => getTeamBookingUrl(signal) })

export function useTeamBookingUrl() {
  return useQuery(teamBookingQuery())
}

export function useSetTeamBookingUrl() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: errorToastMeta(BOOKING_PAGE_MESSAGES.save, false),
    mutationFn: (url: string | null) => setTeamBookingUrl(url),
    onSuccess: (url) => queryClient.setQueryData(teamKeys.bookingSettings(), url),
  })
}

export function useSetMemberBookingUrl() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: errorToastMeta(BOOKING_PAGE_MESSAGES.save, false),
    mutationFn: ({ userId, url }: { userId: string; url: string | null }) => setMemberBookingUrl(userId, url),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.list() }),
  })
}

/** `onSaved`: the caller refreshes what shows the member's own page (their membership). */
export function useSetMyBookingUrl(onSaved: () => void) {
  return useMutation({
    meta: errorToastMeta(BOOKING_PAGE_MESSAGES.save, false),
    mutationFn: (url: string | null) => setMyBookingUrl(url),
    onSuccess: onSaved,
  })
}
