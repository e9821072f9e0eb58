import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminClient } from '@/lib/admin-client'
import { createBackup, type Backup } from '../model/backup'
import { storeBackup } from './backup-storage'
import type { DataTools } from './data-tools'
import { useDataTools } from './data-tools-context'
import { dataToolKeys } from './keys'

/*
 * The data tools' reads and writes (admin client, lazy chunk only). Writes to content
 * invalidate every project and blog query, the public ones included.
 */

export const databaseStatusQuery = (tools: DataTools) =>
  queryOptions({
    queryKey: dataToolKeys.databaseStatus(),
    queryFn: ({ signal }) => tools.checkDatabase(adminClient, signal),
    // Content changes on other screens; every visit asks again.
    staleTime: 0,
    retry: 1,
  })

export function useDatabaseStatus() {
  return useQuery(databaseStatusQuery(useDataTools()))
}

function useContentChanged() {
  const queryClient = useQueryClient()
  const { queryKeys } = useDataTools()
  return () => Promise.all([...queryKeys, dataToolKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}

export function useMigrateStaticData() {
  const { migrateStaticData } = useDataTools()
  const contentChanged = useContentChanged()
  return useMutation({
    mutationFn: () => migrateStaticData(adminClient),
    // The database is checked again after a migration (the status query is invalidated).
    onSettled: contentChanged,
  })
}

export function useValidateData() {
  const { validateDatabaseContent } = useDataTools()
  return useMutation({ mutationFn: () => validateDatabaseContent(adminClient) })
}

/** Create Backup: the current projects and posts, kept in localStorage. */
export function useCreateBackup() {
  const { readCurrentContent } = useDataTools()
  return useMutation({
    mutationFn: async () => {
      const { projects, blogs } = await readCurrentContent(adminClient)
      const backup = createBackup(projects, blogs)
      storeBackup(backup)
      return backup
    },
  })
}

/** Export: the current projects and posts as a backup, not kept in the history. */
export function useExportBackup() {
  const { readCurrentContent } = useDataTools()
  return useMutation({
    mutationFn: async () => {
      const { projects, blogs } = await readCurrentContent(adminClient)
      return createBackup(projects, blogs)
    },
  })
}

export function useRestoreBackup() {
  const { restoreBackup } = useDataTools()
  const contentChanged = useContentChanged()
  return useMutation({
    mutationFn: (backup: Backup) => restoreBackup(adminClient, backup),
    onSettled: contentChanged,
  })
}
