import { downloadFile } from '@/lib/download-file'
import { MAX_BACKUP_FILE_BYTES, backupFileName, parseBackupFile, serialiseBackup, type Backup, type BackupParse } from '../model/backup'

/** Export: the backup's JSON, downloaded as a file. */
export function downloadBackup(backup: Backup): void {
  downloadFile(serialiseBackup(backup), backupFileName(backup), 'application/json')
}

/** Import: a file's backup, checked before anything uses it. */
export async function readBackupFile(file: File): Promise<BackupParse> {
  if (file.size > MAX_BACKUP_FILE_BYTES) {
    return { ok: false, reason: 'The file is too large to be a backup (more than 10 MB).' }
  }
  try {
    return parseBackupFile(await file.text())
  } catch {
    return { ok: false, reason: 'The file could not be read.' }
  }
}
