import { useCallback, useMemo, useState } from 'react'
import type { Inquiry, InquiryStatus } from '@/content/types'
import { useMemberRole } from '@/hooks/use-admin-role'
import { usePhoneDefaultCountry, useRefreshAfterStatusChange } from '@/features/conversions/api/conversion-queries'
import { DealValueDialog } from '@/features/conversions/components/deal-value-dialog'
import { InquiryConversionLedger } from '@/features/conversions/components/inquiry-conversion-ledger'
import { AdminInquiriesPage } from '@/features/inquiry-inbox/components/admin-inquiries-page'
import { InquiryNotifications } from '@/features/notifications/components/inquiry-notifications'
import { InquiryMeetings } from '@/features/meetings/components/inquiry-meetings'
import { UnmatchedMeetings } from '@/features/meetings/components/unmatched-meetings'
import { useTeam } from '@/features/team/api/admin-team-queries'
import { RecordHistory } from '@/features/activity/components/record-history'

const fullName = (inquiry: Inquiry) => `${inquiry.firstName} ${inquiry.lastName}`.trim()

/**
 * Each card's details show where its notifications went and its conversions (each feature's
 * own component); a card set to Converted asks for the deal's value; the cards read phone
 * numbers in the conversion settings' default country.
 */
const detailsOf = (inquiry: Inquiry) => (
  <>
    <InquiryNotifications inquiryId={inquiry.id} />
    <InquiryConversionLedger inquiryId={inquiry.id} name={fullName(inquiry)} />
    {/* audit: who changed this lead and its conversions */}
    <RecordHistory kind="inquiry" recordId={inquiry.id} />
  </>
)

/** A sales member's card details: the deal (its value); the notification log is an admin's. */
const salesDetailsOf = (inquiry: Inquiry) => <InquiryConversionLedger inquiryId={inquiry.id} name={fullName(inquiry)} />

/** The meetings the lead booked through Cal.com or Calendly, on its card (admins and its owner). */
const meetingsOf = (inquiry: Inquiry) => <InquiryMeetings inquiryId={inquiry.id} />

export function AdminInquiriesRoute() {
  const role = useMemberRole()
  const [dealFor, setDealFor] = useState<Inquiry | null>(null)
  const refreshConversions = useRefreshAfterStatusChange()
  const phoneCountry = usePhoneDefaultCountry()
  // An admin gives leads to the active sales members (the team's list is an admin's to read).
  const team = useTeam({ enabled: role === 'admin' })
  const assignees = useMemo(
    () =>
      role === 'admin' && team.data
        ? team.data.filter((member) => member.role === 'sales' && member.active).map((member) => ({ id: member.userId, name: member.displayName || member.email }))
        : undefined,
    [role, team.data],
  )
  const afterStatusChange = useCallback(
    (inquiry: Inquiry, status: InquiryStatus) => {
      refreshConversions(inquiry.id)
      if (status === 'converted') setDealFor(inquiry)
    },
    [refreshConversions],
  )
  return (
    <>
      <AdminInquiriesPage
        cardExtra={role === 'sales' ? salesDetailsOf : detailsOf}
        cardMeetings={meetingsOf}
        onStatusChanged={afterStatusChange}
        phoneCountry={phoneCountry}
        assignees={assignees}
      />
      {/* booking-webhook: bookings that matched no lead, for an admin to attach */}
      {role === 'admin' && (
        <div className="mt-6">
          <UnmatchedMeetings />
        </div>
      )}
      {dealFor && <DealValueDialog inquiryId={dealFor.id} name={fullName(dealFor)} onClose={() => setDealFor(null)} />}
    </>
  )
}
