import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { adminClient } from '@/lib/admin-client'
import type { ActivityFilters } from '../model/activity'
import { getRecordHistory, listActivity, listActivityMembers } from './activity-admin'
import { activityKeys } from './keys'

/* The Activity screen's and the history panels' reads (admin client, lazy chunk only). */

export const useActivity = (filters: ActivityFilters) =>
  useInfiniteQuery({
    queryKey: activityKeys.list(filters),
    queryFn: ({ pageParam, signal }) => listActivity(adminClient, filters, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBeforeId,
  })

export const useRecordHistory = (kind: string, recordId: string) =>
  useQuery({
    queryKey: activityKeys.history(kind, recordId),
    queryFn: ({ signal }) => getRecordHistory(adminClient, kind, recordId, signal),
  })

export const useActivityMembers = () =>
  useQuery({ queryKey: activityKeys.members(), queryFn: ({ signal }) => listActivityMembers(adminClient, signal), staleTime: 60_000 })
