import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { RetentionPolicy } from '@/content/privacy-policy'
import { adminClient } from '@/lib/admin-client'
import type { RecipientId } from '@/lib/consent/recipients'
import { errorToastMeta } from '@/lib/mutation-error-toast'
import { PRIVACY_ADMIN_MESSAGES as M } from '../model/privacy-admin-messages'
import { privacyKeys } from './keys'
import {
  erasePerson, exportPerson, getErasureRecord, getLastRetentionRun, getRetentionSettings, listPrivacyRequests, lookUpPerson, recordWithdrawal,
  saveRetentionSettings,
} from './privacy-admin'

/* The Privacy screen's reads and writes (admin client, lazy chunk only). */

export const retentionSettingsQuery = () =>
  queryOptions({ queryKey: privacyKeys.settings(), queryFn: ({ signal }) => getRetentionSettings(adminClient, signal) })

export const lastRetentionRunQuery = () =>
  queryOptions({ queryKey: privacyKeys.lastRun(), queryFn: ({ signal }) => getLastRetentionRun(adminClient, signal) })

export const privacyRequestsQuery = () =>
  queryOptions({ queryKey: privacyKeys.requests(), queryFn: ({ signal }) => listPrivacyRequests(adminClient, 10, signal) })

export const useRetentionSettings = () => useQuery(retentionSettingsQuery())
export const useLastRetentionRun = () => useQuery(lastRetentionRunQuery())
export const usePrivacyRequests = () => useQuery(privacyRequestsQuery())

export function useSaveRetentionSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: errorToastMeta(M.saveSettings),
    mutationFn: (policy: RetentionPolicy) => saveRetentionSettings(adminClient, policy),
    onSuccess: (saved) => {
      queryClient.setQueryData(privacyKeys.settings(), saved)
      return queryClient.invalidateQueries({ queryKey: privacyKeys.policy() })
    },
  })
}

/** Look-up, export, erase and a withdrawal: each is recorded, so the record of requests is read again after it. */
function usePrivacyRequest<T, V = string>(fallback: string, run: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient()
  return useMutation({
    meta: errorToastMeta(fallback),
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: privacyKeys.requests() }),
  })
}

export const useLookUpPerson = () => usePrivacyRequest(M.lookupFailed, (email) => lookUpPerson(adminClient, email))
export const useExportPerson = () => usePrivacyRequest(M.exportFailed, (email) => exportPerson(adminClient, email))
export const useErasePerson = () => usePrivacyRequest(M.eraseFailed, (email) => erasePerson(adminClient, email))

/** Whether an address was erased before: read from the record, so nothing is recorded for it. */
export const useErasureRecord = () =>
  useMutation({ meta: errorToastMeta(M.erasureRecordFailed), mutationFn: (email: string) => getErasureRecord(adminClient, email) })

export const useRecordWithdrawal = () =>
  usePrivacyRequest(M.withdrawalFailed, ({ email, recipients }: { email: string; recipients: RecipientId[] }) =>
    recordWithdrawal(adminClient, email, recipients))
