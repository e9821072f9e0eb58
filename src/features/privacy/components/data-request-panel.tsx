import { format } from 'date-fns'
import { Ban, Download, Search, Trash2 } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { FormField } from '@/components/form-field'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import type { RecipientId } from '@/lib/consent/recipients'
import { downloadFile } from '@/lib/download-file'
import { useErasePerson, useErasureRecord, useExportPerson, useLookUpPerson, useRecordWithdrawal } from '../api/privacy-admin-queries'
import {
  exportFileName, heldKinds, HOLDING_KIND_LABELS, HOLDING_KINDS, rowsHeld, type ErasureRecord, type HoldingCounts,
} from '../model/data-request'
import { PRIVACY_ADMIN_MESSAGES as M } from '../model/privacy-admin-messages'
import { WithdrawalDialog } from './withdrawal-dialog'

interface Lookup {
  email: string
  counts: HoldingCounts
  /** Null when the record could not be read (its error toast said so). */
  erasure: ErasureRecord | null
}

/** Whether the address was erased before, from the record of requests. */
function ErasureLine({ email, erasure }: { email: string; erasure: ErasureRecord }) {
  return (
    <p className="text-sm text-ink-muted">
      {erasure.erased && erasure.lastErasedAt
        ? M.erasedBefore(email, erasure.erasures, format(new Date(erasure.lastErasedAt), 'PPp'))
        : M.neverErased(email)}
    </p>
  )
}

/** Look up an email address, then export everything held about it, record a withdrawal of consent, or erase it. */
export function DataRequestPanel() {
  const [email, setEmail] = useState('')
  const [result, setResult] = useState<Lookup | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [withdrawing, setWithdrawing] = useState(false)
  const lookUp = useLookUpPerson()
  const exportData = useExportPerson()
  const erase = useErasePerson()
  const erasureRecord = useErasureRecord()
  const withdraw = useRecordWithdrawal()
  const busy = lookUp.isPending || exportData.isPending || erase.isPending || withdraw.isPending

  const runLookup = async (address: string) => {
    try {
      const counts = await lookUp.mutateAsync(address)
      const erasure = await erasureRecord.mutateAsync(address).catch(() => null)
      setResult({ email: address, counts, erasure })
    } catch {
      setResult(null)
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (email.trim()) void runLookup(email.trim())
  }

  const onExport = async () => {
    if (!result) return
    try {
      const data = await exportData.mutateAsync(result.email)
      downloadFile(`${JSON.stringify(data, null, 2)}\n`, exportFileName(result.email), 'application/json')
      toast.success(M.exported)
    } catch {
      // The mutation's error toast has said it.
    }
  }

  const onErase = async () => {
    if (!result) return
    try {
      const removed = await erase.mutateAsync(result.email)
      toast.success(rowsHeld(removed) === 0 ? M.nothingErased(result.email) : M.erased(result.email))
      await runLookup(result.email)
    } catch {
      // The mutation's error toast has said it; nothing was removed.
    }
  }

  const onWithdraw = async (recipients: RecipientId[]) => {
    if (!result) return
    try {
      const recorded = await withdraw.mutateAsync({ email: result.email, recipients })
      setWithdrawing(false)
      toast.success(recorded.leadsWithdrawn === 0 ? M.nothingToWithdraw(result.email) : M.withdrawalRecorded(result.email, recorded.leadsWithdrawn))
    } catch {
      // The mutation's error toast has said it; nothing was changed.
    }
  }

  const held = result ? rowsHeld(result.counts) : 0
  const erasureLine = result?.erasure ? <ErasureLine email={result.email} erasure={result.erasure} /> : null

  return (
    <div className="space-y-4">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-label="Look up an email address">
        <FormField id="privacy-email" label="Email address" className="flex-1">
          {(aria) => (
            <Input {...aria} type="email" autoComplete="off" spellCheck={false} placeholder="name@example.com" value={email} onChange={(event) => setEmail(event.target.value)} />
          )}
        </FormField>
        <Button type="submit" variant="outline" disabled={busy || !email.trim()}>
          <Search aria-hidden="true" />
          Look Up
        </Button>
      </form>

      {result && (
        <section aria-label={`What is held about ${result.email}`} aria-live="polite" className="space-y-4 rounded-md border border-line p-4">
          {held === 0 ? (
            <>
              <p className="text-sm">{M.nothingHeld(result.email)}</p>
              {erasureLine}
            </>
          ) : (
            <>
              <h3 className="break-all text-sm font-semibold">Held about {result.email}</h3>
              <table className="w-full text-sm">
                <thead className="sr-only">
                  <tr>
                    <th scope="col">Kind</th>
                    <th scope="col">Count</th>
                  </tr>
                </thead>
                <tbody>
                  {HOLDING_KINDS.map((kind) => (
                    <tr key={kind} className="border-b border-line-subtle">
                      <th scope="row" className="py-1.5 pr-4 text-left font-normal text-ink-muted">{HOLDING_KIND_LABELS[kind]}</th>
                      <td className="py-1.5 text-right font-medium tabular-nums">{result.counts[kind]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {erasureLine}
              <div className="flex flex-wrap justify-end gap-2">
                <Button variant="outline" disabled={busy} onClick={() => void onExport()}>
                  <Download aria-hidden="true" />
                  Export
                </Button>
                <Button variant="outline" disabled={busy} onClick={() => setWithdrawing(true)}>
                  <Ban aria-hidden="true" />
                  Record a withdrawal
                </Button>
                <Button variant="destructive" disabled={busy} onClick={() => setConfirming(true)}>
                  <Trash2 aria-hidden="true" />
                  Erase
                </Button>
              </div>
            </>
          )}
        </section>
      )}

      {/* Mounted while asked, so each request starts with nothing ticked. */}
      {result && withdrawing && (
        <WithdrawalDialog
          email={result.email}
          open
          busy={busy}
          onOpenChange={setWithdrawing}
          onRecord={(recipients) => void onWithdraw(recipients)}
        />
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={result ? M.eraseQuestion(result.email) : ''}
        description={
          result && (
            <span className="block space-y-2">
              <span className="block">{M.eraseWarning}</span>
              <span className="block">
                {heldKinds(result.counts).map((kind) => (
                  <span key={kind} className="block">
                    {HOLDING_KIND_LABELS[kind]}: {result.counts[kind]}
                  </span>
                ))}
              </span>
              <span className="block">{M.eraseAuditNote}</span>
            </span>
          )
        }
        confirmLabel="Erase"
        onConfirm={() => void onErase()}
      />
    </div>
  )
}
