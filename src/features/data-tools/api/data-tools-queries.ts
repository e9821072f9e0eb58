import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { adminClient } from '@/lib/admin-client'
import { blogKeys } from '@/features/blog/api/keys'
import { projectKeys } from '@/features/portfolio/api/keys'
import { createBackup, type Backup } from '../model/backup'
import { storeBackup } from './backup-storage'
import { checkDatabase, migrateStaticData, readCurrentContent, restoreBackup, validateDatabaseContent } from './data-tools'
import { dataToolKeys } from './keys'

/*
 * The data tools' reads and writes (admin client, lazy chunk only). Writes to content
 * invalidate every project and blog query, the public ones included.
 */

export const databaseStatusQuery = () =>
  queryOptions({
    queryKey: dataToolKeys.databaseStatus(),
    queryFn: () => checkDatabase(adminClient),
    // Content changes on other screens; every visit asks again.
    staleTime: 0,
    retry: 1,
  })

function useContentChanged() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: projectKeys.all }),
      queryClient.invalidateQueries({ queryKey: blogKeys.all }),
      queryClient.invalidateQueries({ queryKey: dataToolKeys.all }),
    ])
}

export function useMigrateStaticData() {
  const contentChanged = useContentChanged()
  return useMutation({
    mutationFn: () => migrateStaticData(adminClient),
    // The database is checked again after a migration (the status query is invalidated).
    onSettled: contentChanged,
  })
}

export function useValidateData() {
  return useMutation({ mutationFn: () => validateDatabaseContent(adminClient) })
}

/** Create Backup: the current projects and posts, kept in localStorage. */
export function useCreateBackup() {
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
  return useMutation({
    mutationFn: async () => {
      const { projects, blogs } = await readCurrentContent(adminClient)
      return createBackup(projects, blogs)
    },
  })
}

export function useRestoreBackup() {
  const contentChanged = useContentChanged()
  return useMutation({
    mutationFn: (backup: Backup) => restoreBackup(adminClient, backup),
    onSettled: contentChanged,
  })
}
