import type { ActivityFilters } from '../model/activity'

/** Query keys of the activity feature. */
export const activityKeys = {
  all: ['activity'] as const,
  list: (filters: ActivityFilters) => [...activityKeys.all, 'list', filters] as const,
  history: (kind: string, recordId: string) => [...activityKeys.all, 'history', kind, recordId] as const,
  members: () => [...activityKeys.all, 'members'] as const,
}
