import { Download, FileUp, History, Loader2, RotateCcw, Save, ShieldCheck } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { downloadBackup, readBackupFile } from '../api/backup-file'
import { storeBackup, useBackupHistory } from '../api/backup-storage'
import { useCreateBackup, useExportBackup, useRestoreBackup, useValidateData } from '../api/data-tools-queries'
import type { Backup } from '../model/backup'
import { BACKUP_FILE_TOASTS, DATA_TOOL_TOASTS, formatBackupDate } from '../model/data-tool-messages'

/** More issues than this are summarised in the toast; the card lists them all. */
const ISSUES_IN_TOAST = 8

function show(t: { title: string; description: string }, kind: 'success' | 'error') {
  toast[kind](t.title, { description: t.description })
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** The Data Recovery & Backup card, plus export to and import from a file. */
export function DataBackupCard() {
  const history = useBackupHistory()
  const validate = useValidateData()
  const create = useCreateBackup()
  const exportBackup = useExportBackup()
  const restore = useRestoreBackup()
  const [toRestore, setToRestore] = useState<Backup | null>(null)
  const [issues, setIssues] = useState<string[] | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const titleId = useId()
  const busy = validate.isPending || create.isPending || exportBackup.isPending || restore.isPending

  const runValidation = () =>
    validate.mutate(undefined, {
      onSuccess: (result) => {
        setIssues(result.issues)
        if (result.isValid) return show(DATA_TOOL_TOASTS.integrityPassed, 'success')
        const shown = result.issues.slice(0, ISSUES_IN_TOAST)
        if (result.issues.length > shown.length) shown.push(`and ${result.issues.length - shown.length} more (listed in the card)`)
        show(DATA_TOOL_TOASTS.integrityIssues(shown), 'error')
      },
    })

  const runBackup = () =>
    create.mutate(undefined, {
      onSuccess: () => show(DATA_TOOL_TOASTS.backupCreated, 'success'),
      onError: (error) => {
        console.error('Creating a backup failed', error)
        show(DATA_TOOL_TOASTS.backupFailed, 'error')
      },
    })

  const runRestore = (backup: Backup) =>
    restore.mutate(backup, {
      onSuccess: (outcome) =>
        outcome.failed === 0 ? show(DATA_TOOL_TOASTS.restored(backup.timestamp), 'success') : show(DATA_TOOL_TOASTS.restoreFailed, 'error'),
      onError: () => show(DATA_TOOL_TOASTS.restoreFailed, 'error'),
    })

  const runExport = () =>
    exportBackup.mutate(undefined, {
      onSuccess: (backup) => {
        downloadBackup(backup)
        show(BACKUP_FILE_TOASTS.exported, 'success')
      },
      onError: () => show(BACKUP_FILE_TOASTS.exportFailed, 'error'),
    })

  const importFile = async (file: File | undefined) => {
    if (!file) return
    const parsed = await readBackupFile(file)
    if (!parsed.ok) return show(BACKUP_FILE_TOASTS.importFailed(parsed.reason), 'error')
    try {
      storeBackup(parsed.backup)
      show(BACKUP_FILE_TOASTS.imported(parsed.backup.timestamp), 'success')
    } catch {
      show(BACKUP_FILE_TOASTS.importFailed('This browser has no room to keep the backup.'), 'error')
    }
  }

  return (
    <Card role="region" aria-labelledby={titleId} className="border-line bg-surface-card/60">
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2 text-lg">
          <ShieldCheck className="size-5 text-brand-alt-300" aria-hidden="true" />
          Data Recovery &amp; Backup
        </CardTitle>
        <CardDescription>
          Check the content, keep backups in this browser and restore them. Backups kept here are removed when you log out:
          download one to keep it.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={runValidation} disabled={busy}>
            {validate.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
            Validate Data
          </Button>
          <Button variant="gradient" onClick={runBackup} disabled={busy}>
            {create.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
            Create Backup
          </Button>
          <Button variant="outline" onClick={runExport} disabled={busy}>
            <Download aria-hidden="true" />
            Export
          </Button>
          <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={busy}>
            <FileUp aria-hidden="true" />
            Import
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="application/json,.json"
            className="sr-only"
            tabIndex={-1}
            aria-label="Backup file to import"
            onChange={(event) => {
              void importFile(event.target.files?.[0])
              event.target.value = ''
            }}
          />
        </div>

        {issues && issues.length > 0 && (
          <details className="rounded-md border border-danger-500/30 bg-danger-950/20 p-3 text-sm">
            <summary className="cursor-pointer font-medium text-danger-200">
              {plural(issues.length, 'issue', 'issues')} found by the last check
            </summary>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-danger-100/90">
              {issues.map((issue) => (
                <li key={issue}>{issue}</li>
              ))}
            </ul>
          </details>
        )}

        <div className="space-y-3">
          <h3 className="flex items-center gap-2 font-medium">
            <History className="size-4" aria-hidden="true" />
            Available Backups
          </h3>
          {history.length === 0 ? (
            <div className="rounded-md border border-dashed border-line-strong p-6 text-center">
              <p className="font-medium">No backups available</p>
              <p className="text-sm text-muted-foreground">Create your first backup to protect your data</p>
            </div>
          ) : (
            <ul className="space-y-2">
              {history.map((backup) => {
                const when = formatBackupDate(backup.timestamp)
                return (
                  <li
                    key={backup.timestamp}
                    className="flex flex-col gap-3 rounded-md border border-line bg-surface-tint/[0.03] p-3 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div className="min-w-0">
                      <p className="text-sm font-medium">{when}</p>
                      <p className="text-xs text-muted-foreground">
                        {plural(backup.projects.length, 'portfolio', 'portfolios')}, {plural(backup.blogs.length, 'blog', 'blogs')}
                      </p>
                    </div>
                    <div className="flex gap-2">
                      <Button variant="ghost" size="sm" aria-label={`Download the backup from ${when}`} onClick={() => downloadBackup(backup)}>
                        <Download aria-hidden="true" />
                      </Button>
                      <Button variant="outline" size="sm" disabled={busy} aria-label={`Restore the backup from ${when}`} onClick={() => setToRestore(backup)}>
                        <RotateCcw aria-hidden="true" />
                        Restore
                      </Button>
                    </div>
                  </li>
                )
              })}
            </ul>
          )}
        </div>
      </CardContent>

      <ConfirmDialog
        open={toRestore !== null}
        onOpenChange={(open) => !open && setToRestore(null)}
        title="Restore this backup?"
        description={
          toRestore
            ? `The ${plural(toRestore.projects.length, 'portfolio', 'portfolios')} and ${plural(toRestore.blogs.length, 'blog post', 'blog posts')} saved on ${formatBackupDate(toRestore.timestamp)} will be written back to the database, replacing their current versions. Nothing else is deleted.`
            : undefined
        }
        confirmLabel="Restore"
        destructive={false}
        onConfirm={() => toRestore && runRestore(toRestore)}
      />
    </Card>
  )
}
