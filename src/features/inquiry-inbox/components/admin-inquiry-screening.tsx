import { toast } from 'sonner'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import type { Inquiry } from '@/content/types'
import { useUpdateInquiryScreening } from '../api/admin-inquiry-queries'
import { SCREENING_ACTIONS, SCREENING_BADGES, screeningReasonText } from '../model/inquiry-screening'

/** HELD FOR REVIEW or SPAM next to the status; the reason in the badge's title. */
export function AdminInquiryScreeningBadge({ inquiry }: { inquiry: Pick<Inquiry, 'screening' | 'screeningReason'> }) {
  if (inquiry.screening === 'clear') return null
  const badge = SCREENING_BADGES[inquiry.screening]
  const reason = screeningReasonText(inquiry.screeningReason)
  return (
    <Badge variant="outline" className={badge.className} title={reason ?? undefined}>
      {badge.text}
    </Badge>
  )
}

/** Why a held or spam inquiry is not in the inbox, said on the card. */
export function AdminInquiryScreeningNote({ inquiry }: { inquiry: Pick<Inquiry, 'screening' | 'screeningReason'> }) {
  const reason = inquiry.screening === 'clear' ? null : screeningReasonText(inquiry.screeningReason)
  if (!reason) return null
  return <p className="text-sm text-warning-100/90">{reason}</p>
}

/** Approve into the inbox, or mark as spam; what fits the inquiry's state. */
export function AdminInquiryScreeningActions({ inquiry, disabled, fullName }: { inquiry: Inquiry; disabled: boolean; fullName: string }) {
  const update = useUpdateInquiryScreening()
  return (
    <>
      {SCREENING_ACTIONS[inquiry.screening].map((action) => (
        <Button
          key={action.to}
          variant="outline"
          size="sm"
          disabled={disabled || update.isPending}
          aria-label={`${action.label}: the inquiry from ${fullName}`}
          onClick={() =>
            update.mutate(
              { id: inquiry.id, screening: action.to },
              {
                onSuccess: () => toast.success(action.done),
                onError: (error) => toast.error(error.message),
              },
            )
          }
        >
          {action.label}
        </Button>
      ))}
    </>
  )
}
