import { useMemo, useSyncExternalStore } from 'react'
import { backOfficeStorageKey } from '@/lib/back-office-storage'
import { addToHistory, parseBackupHistory, serialiseBackup, type Backup } from '../model/backup'

/**
 * Separate storage keys hold the latest backup and the history. They are back-office keys, so
 * Logout removes them with the session: a backup kept in the browser lasts until the admin logs
 * out; a file (Export, or a backup's download button) is the copy that lasts.
 */
export const BACKUP_STORAGE_KEYS = {
  latest: backOfficeStorageKey('backup-latest'),
  history: backOfficeStorageKey('backup-history'),
} as const

/** Same-tab writes do not fire 'storage'; this event tells the hook instead. */
const CHANGE_EVENT = 'agency-admin-backups-changed'

export function loadBackupHistory(): Backup[] {
  return parseBackupHistory(localStorage.getItem(BACKUP_STORAGE_KEYS.history))
}

/**
 * Keeps a backup as the latest one and at the head of the history (five at most). Throws when
 * the browser refuses to store it (quota, private mode), and then leaves the history as it was.
 */
export function storeBackup(backup: Backup): void {
  const history = addToHistory(loadBackupHistory(), backup)
  const previousLatest = localStorage.getItem(BACKUP_STORAGE_KEYS.latest)
  try {
    localStorage.setItem(BACKUP_STORAGE_KEYS.latest, serialiseBackup(backup))
    localStorage.setItem(BACKUP_STORAGE_KEYS.history, JSON.stringify(history))
  } catch (error) {
    if (previousLatest === null) localStorage.removeItem(BACKUP_STORAGE_KEYS.latest)
    else localStorage.setItem(BACKUP_STORAGE_KEYS.latest, previousLatest)
    throw error
  } finally {
    window.dispatchEvent(new Event(CHANGE_EVENT))
  }
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === BACKUP_STORAGE_KEYS.history) onChange()
  }
  window.addEventListener('storage', onStorage)
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onStorage)
    window.removeEventListener(CHANGE_EVENT, onChange)
  }
}

/** The backup history, newest first, following changes from this tab and others. */
export function useBackupHistory(): Backup[] {
  const raw = useSyncExternalStore(subscribe, () => localStorage.getItem(BACKUP_STORAGE_KEYS.history))
  return useMemo(() => parseBackupHistory(raw), [raw])
}
