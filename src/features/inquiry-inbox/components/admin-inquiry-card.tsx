import { Building2, Calendar, ChevronDown, Mail, Phone, RotateCcw, Trash2, UserRound } from 'lucide-react'
import { memo, useState, type ReactNode } from 'react'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { OnDemandSelect } from '@/components/ui/on-demand-select'
import type { Inquiry, InquiryStatus } from '@/content/types'
import { useMemberRole } from '@/hooks/use-admin-role'
import { cn } from '@/lib/cn'
import {
  useAssignInquiries,
  useDeleteInquiryPermanently,
  useRestoreInquiry,
  useTrashInquiry,
  useUpdateInquiryStatus,
} from '../api/admin-inquiry-queries'
import { inquiryContactLinks, inquiryPhoneReading } from '../model/inquiry-contact'
import { INQUIRY_STATUS_OPTIONS, isInquiryStatus, statusBadgeText } from '@/lib/inquiries/inquiry-status'
import { AdminInquiryAttribution } from './admin-inquiry-attribution'
import { AdminInquiryConsent } from './admin-inquiry-consent'
import { AdminInquiryNotes } from './admin-inquiry-notes'
import { AdminInquiryScreeningActions, AdminInquiryScreeningBadge, AdminInquiryScreeningNote } from './admin-inquiry-screening'
import { AdminInquiryStatusBadge } from './admin-inquiry-status-badge'
import { formatStamp, InquiryDetail } from './inquiry-detail'
import { INQUIRY_CONFIRMATIONS, INQUIRY_MESSAGES } from '../model/inquiry-admin-messages'
import { ownerText, UNASSIGNED, type Assignee } from '../model/inquiry-owner'

function failure(error: unknown) {
  toast.error(error instanceof Error ? error.message : 'Something went wrong. Please try again.')
}

type Confirmation = keyof typeof INQUIRY_CONFIRMATIONS

/** The confirmation a card asks, mounted only while it is asked. */
function CardConfirmation({ confirm, onClose, onConfirm }: { confirm: Confirmation | null; onClose: () => void; onConfirm: () => void }) {
  if (!confirm) return null
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={INQUIRY_CONFIRMATIONS[confirm]}
      confirmLabel={confirm === 'hardDelete' ? 'Delete Permanently' : 'Move to Trash'}
      onConfirm={onConfirm}
    />
  )
}

/** An active inquiry's controls: approve or mark as spam, its status select, and trash. */
function ActiveInquiryActions({ inquiry, fullName, onStatusChanged, salesView }: {
  inquiry: Inquiry
  fullName: string
  onStatusChanged?: StatusChanged
  /** A sales member's card: the status only (no screening, no trash). */
  salesView: boolean
}) {
  const [confirm, setConfirm] = useState<Confirmation | null>(null)
  const updateStatus = useUpdateInquiryStatus()
  const trash = useTrashInquiry()
  const busy = updateStatus.isPending || trash.isPending
  return (
    <>
      {!salesView && <AdminInquiryScreeningActions inquiry={inquiry} disabled={busy} fullName={fullName} />}
      <OnDemandSelect
        value={isInquiryStatus(inquiry.status) ? inquiry.status : undefined}
        options={INQUIRY_STATUS_OPTIONS}
        placeholder={statusBadgeText(inquiry.status)}
        label={`Status of the inquiry from ${fullName}`}
        className="h-9 w-40"
        disabled={busy}
        onValueChange={(value) => {
          if (!isInquiryStatus(value) || value === inquiry.status) return
          updateStatus.mutate(
            { id: inquiry.id, status: value },
            {
              onSuccess: () => {
                toast.success(INQUIRY_MESSAGES.statusChanged(statusBadgeText(value)))
                onStatusChanged?.(inquiry, value)
              },
              onError: failure,
            },
          )
        }}
      />
      {!salesView && (
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
      )}
      <CardConfirmation
        confirm={confirm}
        onClose={() => setConfirm(null)}
        onConfirm={() => trash.mutate({ id: inquiry.id }, { onSuccess: () => toast.success(INQUIRY_MESSAGES.trashed), onError: failure })}
      />
    </>
  )
}

/** A trashed inquiry's controls: Restore and Delete Permanently. */
function DeletedInquiryActions({ inquiry }: { inquiry: Inquiry }) {
  const [confirm, setConfirm] = useState<Confirmation | null>(null)
  const restore = useRestoreInquiry()
  const hardDelete = useDeleteInquiryPermanently()
  const busy = restore.isPending || hardDelete.isPending
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        onClick={() => restore.mutate({ id: inquiry.id }, { onSuccess: () => toast.success(INQUIRY_MESSAGES.restored), onError: failure })}
      >
        <RotateCcw aria-hidden="true" />
        Restore
      </Button>
      <Button variant="destructive" size="sm" disabled={busy} onClick={() => setConfirm('hardDelete')}>
        <Trash2 aria-hidden="true" />
        Delete Permanently
      </Button>
      <CardConfirmation
        confirm={confirm}
        onClose={() => setConfirm(null)}
        onConfirm={() =>
          hardDelete.mutate({ id: inquiry.id }, { onSuccess: () => toast.success(INQUIRY_MESSAGES.deletedPermanently), onError: failure })
        }
      />
    </>
  )
}

/**
 * Who owns the lead; for an admin (given `assignees`, the active sales members) a select that
 * gives it to another member or to nobody, saved at once. A refusal is toasted as the database
 * words it and the card keeps its owner.
 */
function InquiryOwnerControl({ inquiry, fullName, assignees }: { inquiry: Inquiry; fullName: string; assignees?: readonly Assignee[] }) {
  const assign = useAssignInquiries()
  const text = ownerText(inquiry.owner)
  if (!assignees) {
    return (
      <li className="flex min-w-0 items-center gap-1.5">
        <UserRound className="size-4 shrink-0" aria-hidden="true" />
        <span className="sr-only">Owner: </span>
        <span>{text}</span>
      </li>
    )
  }
  const options = [{ value: UNASSIGNED, label: 'Unassigned' }, ...assignees.map((member) => ({ value: member.id, label: member.name }))]
  const current = inquiry.owner ? inquiry.owner.id : UNASSIGNED
  return (
    <li className="flex min-w-0 items-center gap-1.5">
      <UserRound className="size-4 shrink-0" aria-hidden="true" />
      <OnDemandSelect
        value={options.some((option) => option.value === current) ? current : undefined}
        options={options}
        placeholder={text}
        label={`Owner of the inquiry from ${fullName}`}
        className="h-8 w-52"
        disabled={assign.isPending}
        onValueChange={(value) => {
          const owner = value === UNASSIGNED ? null : value
          if (owner === (inquiry.owner?.id ?? null)) return
          const name = assignees.find((member) => member.id === owner)?.name
          assign.mutate(
            { ids: [inquiry.id], owner },
            {
              onSuccess: () => toast.success(name ? INQUIRY_MESSAGES.assigned(name, 1) : INQUIRY_MESSAGES.unassigned(1)),
              onError: failure,
            },
          )
        }}
      />
    </li>
  )
}

/** Told after a status change is saved (the app asks for a won deal's value then). */
export type StatusChanged = (inquiry: Inquiry, status: InquiryStatus) => void

interface AdminInquiryCardProps {
  inquiry: Inquiry
  /** Another feature's part of the card (e.g. its notifications), shown with the details. */
  renderExtra?: (inquiry: Inquiry) => ReactNode
  // booking-webhook: another feature's part always shown on the card (the lead's meetings).
  renderMeetings?: (inquiry: Inquiry) => ReactNode
  onStatusChanged?: StatusChanged
  /** The country a phone typed without its country code belongs to (the conversion settings'). */
  phoneCountry?: string | null
  /** The active sales members an admin may give the lead to; without them the owner is only shown. */
  assignees?: readonly Assignee[]
  /** Whether the card is picked for a bulk action, and how to pick it (admins). */
  selected?: boolean
  onSelectedChange?: (id: string, selected: boolean) => void
}

/** The phone as typed and, when it differs, as the ad platforms read it (or that it does not read). */
function PhoneNumber({ phone, country }: { phone: string; country: string | null }) {
  const reading = inquiryPhoneReading(phone, country)
  return (
    <>
      {phone}
      {reading && 'international' in reading && reading.international !== phone.trim() && (
        <span className="text-xs">({reading.international})</span>
      )}
      {reading && 'invalid' in reading && (
        <span className="text-xs">
          {INQUIRY_MESSAGES.phoneNotReadable}
        </span>
      )}
    </>
  )
}

/**
 * One inquiry: who, what they asked and the controls (or, in the trash, restore and delete);
 * where the lead came from, the consent it came with and `renderExtra` on demand, under Show
 * details. A page shows 25 of these, so a card renders only what is on screen: the status
 * select and the confirmations mount when used, and the card renders again only when its
 * inquiry changes.
 */
export const AdminInquiryCard = memo(function AdminInquiryCard({
  inquiry,
  renderExtra,
  // booking-webhook:
  renderMeetings,
  onStatusChanged,
  phoneCountry = null,
  assignees,
  selected = false,
  onSelectedChange,
}: AdminInquiryCardProps) {
  const [detailsShown, setDetailsShown] = useState(false)
  // A sales member follows up their leads: no screening, trash or deletion.
  const salesView = useMemberRole() === 'sales'
  const fullName = `${inquiry.firstName} ${inquiry.lastName}`.trim()
  const deleted = inquiry.deletedAt !== null
  const links = inquiryContactLinks(inquiry, phoneCountry)
  const titleId = `inquiry-${inquiry.id}-name`
  const detailsId = `inquiry-${inquiry.id}-details`
  const source = [inquiry.leadSource, inquiry.leadMedium].filter(Boolean).join(' / ')

  return (
    <Card className="border-line bg-surface-card/60" aria-labelledby={titleId} role="article">
      <CardContent className="space-y-4 p-4 sm:p-6">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0 space-y-2">
            <div className="flex flex-wrap items-center gap-2">
              {onSelectedChange && (
                <Checkbox
                  checked={selected}
                  onCheckedChange={(checked) => onSelectedChange(inquiry.id, checked === true)}
                  aria-label={`Select the inquiry from ${fullName}`}
                  className="size-5"
                />
              )}
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
                  <PhoneNumber phone={inquiry.phone} country={phoneCountry} />
                </li>
              )}
              <li className="flex items-center gap-1.5">
                <Calendar className="size-4 shrink-0" aria-hidden="true" />
                <span className="sr-only">Received: </span>
                {formatStamp(inquiry.createdAt, 'MMM d, yyyy')}
              </li>
              <InquiryOwnerControl inquiry={inquiry} fullName={fullName} assignees={deleted ? undefined : assignees} />
            </ul>
            <AdminInquiryScreeningNote inquiry={inquiry} />
          </div>

          <div className="flex shrink-0 flex-wrap items-center gap-2">
            {deleted ? (
              !salesView && <DeletedInquiryActions inquiry={inquiry} />
            ) : (
              <ActiveInquiryActions inquiry={inquiry} fullName={fullName} onStatusChanged={onStatusChanged} salesView={salesView} />
            )}
          </div>
        </div>

        <dl className="grid gap-4 rounded-md bg-surface-tint/[0.03] p-4 sm:grid-cols-3">
          <InquiryDetail label="Service Interest" value={inquiry.serviceInterest} />
          <InquiryDetail label="Budget Range" value={inquiry.budgetRange} />
          <InquiryDetail label="Project Timeline" value={inquiry.projectTimeline} />
        </dl>

        <div>
          <h4 className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Message</h4>
          <p className="mt-1 whitespace-pre-wrap break-words text-sm leading-relaxed">{inquiry.message}</p>
        </div>

        {/* booking-webhook: the lead's meetings */}
        {renderMeetings?.(inquiry)}

        <AdminInquiryNotes inquiry={inquiry} fullName={fullName} readOnly={deleted} />

        <div className="space-y-3">
          <button
            type="button"
            aria-expanded={detailsShown}
            aria-controls={detailsShown ? detailsId : undefined}
            onClick={() => setDetailsShown((shown) => !shown)}
            className="flex items-center gap-1.5 rounded-md text-sm text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ChevronDown className={cn('size-4 transition-transform', detailsShown && 'rotate-180')} aria-hidden="true" />
            {detailsShown ? 'Hide details' : 'Show details'}
            {source && <span className="text-xs">(source: {source})</span>}
          </button>
          {detailsShown && (
            <div id={detailsId} className="space-y-4">
              <AdminInquiryAttribution inquiry={inquiry} />
              <AdminInquiryConsent inquiry={inquiry} />
              {renderExtra?.(inquiry)}
            </div>
          )}
        </div>

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
    </Card>
  )
})
