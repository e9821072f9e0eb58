import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminClient } from '@/lib/admin-client'
import { ServiceError } from '@/lib/errors'
import { errorToastMeta } from '@/lib/mutation-error-toast'
import { MEETING_MESSAGES } from '../model/meeting-admin-messages'
import type { MeetingProvider } from '../model/meeting-enums'
import type { Meeting } from '../model/meeting'
import { meetingKeys } from './keys'
import { attachMeeting, findLead, listMeetingsOf, listSecretHints, listUnmatchedMeetings, rotateSecret } from './meetings'

/* The meeting views' reads and writes (admin client, lazy chunk only). */

/**
 * The cards of one inbox page ask for their meetings in the same moment: their asks are
 * gathered for one tick and answered by one request, so a page of cards costs one read.
 */
let pending: { ids: Set<string>; result: Promise<Map<string, Meeting[]>> } | null = null

function meetingsOfInquiry(inquiryId: string): Promise<Meeting[]> {
  if (!pending) {
    const ids = new Set<string>()
    const result = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
      pending = null
      return listMeetingsOf(adminClient, [...ids])
    })
    pending = { ids, result }
  }
  pending.ids.add(inquiryId)
  return pending.result.then((byInquiry) => byInquiry.get(inquiryId) ?? [])
}

export const inquiryMeetingsQuery = (inquiryId: string) =>
  queryOptions({ queryKey: meetingKeys.ofInquiry(inquiryId), queryFn: () => meetingsOfInquiry(inquiryId) })

export const unmatchedMeetingsQuery = () =>
  queryOptions({ queryKey: meetingKeys.unmatched(), queryFn: ({ signal }) => listUnmatchedMeetings(adminClient, signal) })

export const secretHintsQuery = () =>
  queryOptions({ queryKey: meetingKeys.secrets(), queryFn: ({ signal }) => listSecretHints(adminClient, signal) })

export const useInquiryMeetings = (inquiryId: string) => useQuery(inquiryMeetingsQuery(inquiryId))
export const useUnmatchedMeetings = () => useQuery(unmatchedMeetingsQuery())
export const useSecretHints = () => useQuery(secretHintsQuery())

/** Attaches a booking to the lead a typed reference or email names. */
export function useAttachMeeting() {
  const queryClient = useQueryClient()
  return useMutation({
    // The form says what failed beside the booking, not in a toast.
    meta: errorToastMeta(MEETING_MESSAGES.attach, false),
    mutationFn: async ({ meetingId, lookup }: { meetingId: string; lookup: { reference: string } | { email: string } }) => {
      const inquiryId = await findLead(adminClient, lookup)
      if (!inquiryId) throw new ServiceError(MEETING_MESSAGES.leadNotFound)
      await attachMeeting(adminClient, meetingId, inquiryId)
      return inquiryId
    },
    onSuccess: (inquiryId) => {
      void queryClient.invalidateQueries({ queryKey: meetingKeys.unmatched() })
      void queryClient.invalidateQueries({ queryKey: meetingKeys.ofInquiry(inquiryId) })
      // The lead may have moved to Contacted: the inbox's lists and counts (the inquiries feature's `all` key).
      void queryClient.invalidateQueries({ queryKey: ['inquiries'] })
    },
  })
}

export function useRotateSecret() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: errorToastMeta(MEETING_MESSAGES.makeSecret),
    mutationFn: (provider: MeetingProvider) => rotateSecret(adminClient, provider),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.secrets() }),
  })
}
