import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { PURPOSES, RECIPIENT_IDS, RECIPIENT_PURPOSE, type Purpose, type RecipientId } from '@/lib/consent/recipients'
import { PRIVACY_ADMIN_MESSAGES as M, WITHDRAWAL_PURPOSE_LABELS } from '../model/privacy-admin-messages'

interface WithdrawalDialogProps {
  email: string
  open: boolean
  busy: boolean
  onOpenChange: (open: boolean) => void
  onRecord: (recipients: RecipientId[]) => void
}

/** Asks which purposes a person withdrew (nothing ticked when it opens), then records it. */
export function WithdrawalDialog({ email, open, busy, onOpenChange, onRecord }: WithdrawalDialogProps) {
  const [chosen, setChosen] = useState<Purpose[]>([])
  const [tried, setTried] = useState(false)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (chosen.length > 0) onRecord(RECIPIENT_IDS.filter((recipient) => chosen.includes(RECIPIENT_PURPOSE[recipient])))
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <DialogHeader>
            <DialogTitle className="break-all pr-6">{M.withdrawalTitle(email)}</DialogTitle>
            <DialogDescription>{M.withdrawalIntro}</DialogDescription>
          </DialogHeader>
          <fieldset className="space-y-3" aria-describedby={tried && chosen.length === 0 ? 'withdrawal-none' : undefined}>
            <legend className="mb-2 text-sm font-medium">{M.withdrawalPurposes}</legend>
            {PURPOSES.map((purpose) => (
              <div key={purpose} className="flex items-start gap-3">
                <Checkbox
                  id={`withdraw-${purpose}`}
                  checked={chosen.includes(purpose)}
                  onCheckedChange={(checked) =>
                    setChosen((now) => (checked === true ? [...now, purpose] : now.filter((p) => p !== purpose)))}
                />
                <label htmlFor={`withdraw-${purpose}`} className="text-sm leading-tight">
                  <span className="font-medium">{WITHDRAWAL_PURPOSE_LABELS[purpose].label}</span>
                  <span className="block text-ink-muted">{WITHDRAWAL_PURPOSE_LABELS[purpose].recipients}</span>
                </label>
              </div>
            ))}
            {tried && chosen.length === 0 && (
              <p id="withdrawal-none" role="alert" className="text-sm text-destructive">{M.withdrawalNoneChosen}</p>
            )}
          </fieldset>
          <DialogFooter className="gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              Record withdrawal
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
