import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminClient } from '@/lib/admin-client'
import type { PublishRequest } from '../model/publishing'
import { publishingKeys } from './keys'
import {
  getBuildInfo,
  getContentChangesSince,
  getPublishSettings,
  listPublishRequests,
  requestPublish,
  savePublishSettings,
  type PublishSettingsChange,
} from './publishing'

/* Publishing's reads and writes (admin client, lazy chunk only). Every visit asks again. */

export const buildInfoQuery = () =>
  queryOptions({ queryKey: publishingKeys.buildInfo(), queryFn: ({ signal }) => getBuildInfo(signal), staleTime: 0, retry: 1 })

export const contentChangesQuery = (since: string | null) =>
  queryOptions({
    queryKey: publishingKeys.changesSince(since),
    queryFn: ({ signal }) => getContentChangesSince(adminClient, since, signal),
    staleTime: 0,
    retry: 1,
  })

export const publishSettingsQuery = () =>
  queryOptions({ queryKey: publishingKeys.settings(), queryFn: ({ signal }) => getPublishSettings(adminClient, signal), retry: 1 })

const isWaiting = (requests: PublishRequest[] | undefined) => requests?.some((request) => request.status === 'pending') ?? false

export const publishRequestsQuery = () =>
  queryOptions({
    queryKey: publishingKeys.requests(),
    queryFn: ({ signal }) => listPublishRequests(adminClient, undefined, signal),
    staleTime: 0,
    retry: 1,
    // A request waiting for the hook's answer is watched until it has one.
    refetchInterval: (query) => (isWaiting(query.state.data) ? 2000 : false),
  })

/** How far the public pages are behind: the build's record and the changes made since. */
export function usePublicPagesStatus() {
  const buildInfo = useQuery(buildInfoQuery())
  const changes = useQuery({
    ...contentChangesQuery(buildInfo.data?.builtAt ?? null),
    enabled: buildInfo.isSuccess && buildInfo.data !== null,
  })
  return { buildInfo, changes }
}

export function usePublish() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => requestPublish(adminClient),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: publishingKeys.requests() }),
        // The count of builds in the last hour.
        queryClient.invalidateQueries({ queryKey: publishingKeys.settings() }),
      ]),
  })
}

export function useSavePublishSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: PublishSettingsChange) => savePublishSettings(adminClient, change),
    onSuccess: (settings) => queryClient.setQueryData(publishingKeys.settings(), settings),
  })
}

/* The hooks the screens read with, beside the options they run (one shape in every feature). */

export function usePublishSettings(...args: Parameters<typeof publishSettingsQuery>) {
  return useQuery(publishSettingsQuery(...args))
}

export function usePublishRequests(...args: Parameters<typeof publishRequestsQuery>) {
  return useQuery(publishRequestsQuery(...args))
}
