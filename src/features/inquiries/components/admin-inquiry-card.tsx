import { Building2, Calendar, Mail, Phone, RotateCcw, Trash2 } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Select, SelectContent, SelectItems, SelectTrigger, SelectValue } from '@/components/ui/select'
import type { Inquiry } from '@/content/types'
import {
  useDeleteInquiryPermanently,
  useRestoreInquiry,
  useTrashInquiry,
  useUpdateInquiryStatus,
} from '../api/admin-inquiry-queries'
import { inquiryContactLinks } from '../model/inquiry-contact'
import { INQUIRY_STATUS_OPTIONS, isInquiryStatus, statusBadgeText } from '../model/inquiry-status'
import { AdminInquiryAttribution } from './admin-inquiry-attribution'
import { AdminInquiryConsent } from './admin-inquiry-consent'
import { AdminInquiryScreeningActions, AdminInquiryScreeningBadge, AdminInquiryScreeningNote } from './admin-inquiry-screening'
import { AdminInquiryStatusBadge } from './admin-inquiry-status-badge'
import { formatStamp, InquiryDetail } from './inquiry-detail'
import { INQUIRY_CONFIRMATIONS, INQUIRY_MESSAGES } from '../model/inquiry-admin-messages'

function failure(error: unknown) {
  toast.error(error instanceof Error ? error.message : 'Something went wrong. Please try again.')
}

/**
 * One inquiry with every field, its status controls, or (in the trash) restore and delete.
 * `extra` (another feature's part, e.g. its notifications) goes after the message.
 */
export function AdminInquiryCard({ inquiry, extra }: { inquiry: Inquiry; extra?: ReactNode }) {
  const [confirm, setConfirm] = useState<'trash' | 'hardDelete' | null>(null)
  const updateStatus = useUpdateInquiryStatus()
  const trash = useTrashInquiry()
  const restore = useRestoreInquiry()
  const hardDelete = useDeleteInquiryPermanently()
  const busy = updateStatus.isPending || trash.isPending || restore.isPending || hardDelete.isPending

  const fullName = `${inquiry.firstName} ${inquiry.lastName}`.trim()
  const deleted = inquiry.deletedAt !== null
  const links = inquiryContactLinks(inquiry)
  const titleId = `inquiry-${inquiry.id}-name`

  const onConfirm = () => {
    const id = inquiry.id
    if (confirm === 'trash') {
      trash.mutate({ id }, { onSuccess: () => toast.success(INQUIRY_MESSAGES.trashed), onError: failure })
    } else if (confirm === 'hardDelete') {
      hardDelete.mutate({ id }, { onSuccess: () => toast.success(INQUIRY_MESSAGES.deletedPermanently), onError: failure })
    }
  }

  return (
    <Card className="border-line bg-surface-card/60" aria-labelledby={titleId} role="article">
      <CardContent className="space-y-4 p-4 sm:p-6">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0 space-y-2">
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={titleId} className="break-words text-lg font-semibold">
                {fullName}
              </h3>
              <AdminInquiryStatusBadge status={inquiry.status} />
              <AdminInquiryScreeningBadge inquiry={inquiry} />
              {deleted && (
                <Badge variant="outline" className="border-danger-400/50 bg-danger-500/15 text-danger-200">
                  DELETED
                </Badge>
              )}
            </div>
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
              {inquiry.company && (
                <li className="flex min-w-0 items-center gap-1.5">
                  <Building2 className="size-4 shrink-0" aria-hidden="true" />
                  <span className="sr-only">Company: </span>
                  <span className="break-all">{inquiry.company}</span>
                </li>
              )}
              <li className="flex min-w-0 items-center gap-1.5">
                <Mail className="size-4 shrink-0" aria-hidden="true" />
                <span className="sr-only">Email: </span>
                <span className="break-all">{inquiry.email}</span>
              </li>
              {inquiry.phone && (
                <li className="flex items-center gap-1.5">
                  <Phone className="size-4 shrink-0" aria-hidden="true" />
                  <span className="sr-only">Phone: </span>
                  {inquiry.phone}
                </li>
              )}
              <li className="flex items-center gap-1.5">
                <Calendar className="size-4 shrink-0" aria-hidden="true" />
                <span className="sr-only">Received: </span>
                {formatStamp(inquiry.createdAt, 'MMM d, yyyy')}
              </li>
            </ul>
            <AdminInquiryScreeningNote inquiry={inquiry} />
          </div>

          <div className="flex shrink-0 flex-wrap items-center gap-2">
            {deleted ? (
              <>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  onClick={() =>
                    restore.mutate({ id: inquiry.id }, { onSuccess: () => toast.success(INQUIRY_MESSAGES.restored), onError: failure })
                  }
                >
                  <RotateCcw aria-hidden="true" />
                  Restore
                </Button>
                <Button variant="destructive" size="sm" disabled={busy} onClick={() => setConfirm('hardDelete')}>
                  <Trash2 aria-hidden="true" />
                  Delete Permanently
                </Button>
              </>
            ) : (
              <>
                <AdminInquiryScreeningActions inquiry={inquiry} disabled={busy} fullName={fullName} />
                <Select
                  value={isInquiryStatus(inquiry.status) ? inquiry.status : undefined}
                  disabled={busy}
                  onValueChange={(value) => {
                    if (!isInquiryStatus(value) || value === inquiry.status) return
                    updateStatus.mutate(
                      { id: inquiry.id, status: value },
                      { onSuccess: () => toast.success(INQUIRY_MESSAGES.statusChanged(statusBadgeText(value))), onError: failure },
                    )
                  }}
                >
                  <SelectTrigger className="h-9 w-40" aria-label={`Status of the inquiry from ${fullName}`}>
                    <SelectValue placeholder={statusBadgeText(inquiry.status)} />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItems options={INQUIRY_STATUS_OPTIONS} />
                  </SelectContent>
                </Select>
                <Button
                  variant="outline"
                  size="icon"
                  className="size-9 text-danger-300 hover:text-danger-200"
                  disabled={busy}
                  aria-label={`Move the inquiry from ${fullName} to trash`}
                  onClick={() => setConfirm('trash')}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </>
            )}
          </div>
        </div>

        <dl className="grid gap-4 rounded-md bg-surface-tint/[0.03] p-4 sm:grid-cols-3">
          <InquiryDetail label="Service Interest" value={inquiry.serviceInterest} />
          <InquiryDetail label="Budget Range" value={inquiry.budgetRange} />
          <InquiryDetail label="Project Timeline" value={inquiry.projectTimeline} />
        </dl>

        <AdminInquiryAttribution inquiry={inquiry} />
        <AdminInquiryConsent inquiry={inquiry} />

        <div>
          <h4 className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Message</h4>
          <p className="mt-1 whitespace-pre-wrap break-words text-sm leading-relaxed">{inquiry.message}</p>
        </div>

        {extra}

        <div className="flex flex-col gap-3 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
            <div className="flex gap-1">
              <dt>Source page:</dt>
              <dd>{inquiry.sourcePage}</dd>
            </div>
            <div className="flex gap-1">
              <dt>Created:</dt>
              <dd>{formatStamp(inquiry.createdAt, 'PPp')}</dd>
            </div>
            {deleted && (
              <div className="flex gap-1">
                <dt>Deleted:</dt>
                <dd>{formatStamp(inquiry.deletedAt, 'PPp')}</dd>
              </div>
            )}
          </dl>
          <div className="flex gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={links.email} aria-label={`Email ${fullName}`}>
                <Mail aria-hidden="true" />
                Email
              </a>
            </Button>
            {links.phone && (
              <Button asChild variant="outline" size="sm">
                <a href={links.phone} aria-label={`Call ${fullName}`}>
                  <Phone aria-hidden="true" />
                  Call
                </a>
              </Button>
            )}
          </div>
        </div>
      </CardContent>

      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm ? INQUIRY_CONFIRMATIONS[confirm] : ''}
        confirmLabel={confirm === 'hardDelete' ? 'Delete Permanently' : 'Move to Trash'}
        onConfirm={onConfirm}
      />
    </Card>
  )
}
