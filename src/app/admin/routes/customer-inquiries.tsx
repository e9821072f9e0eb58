import { useCallback, useState } from 'react'
import type { Inquiry, InquiryStatus } from '@/content/types'
import { usePhoneDefaultCountry, useRefreshAfterStatusChange } from '@/features/conversions/api/conversion-queries'
import { DealValueDialog } from '@/features/conversions/components/deal-value-dialog'
import { InquiryConversionLedger } from '@/features/conversions/components/inquiry-conversion-ledger'
import { AdminInquiriesPage } from '@/features/inquiry-inbox/components/admin-inquiries-page'
import { InquiryNotifications } from '@/features/notifications/components/inquiry-notifications'
// audit:
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

export function AdminInquiriesRoute() {
  const [dealFor, setDealFor] = useState<Inquiry | null>(null)
  const refreshConversions = useRefreshAfterStatusChange()
  const phoneCountry = usePhoneDefaultCountry()
  const afterStatusChange = useCallback(
    (inquiry: Inquiry, status: InquiryStatus) => {
      refreshConversions(inquiry.id)
      if (status === 'converted') setDealFor(inquiry)
    },
    [refreshConversions],
  )
  return (
    <>
      <AdminInquiriesPage cardExtra={detailsOf} onStatusChanged={afterStatusChange} phoneCountry={phoneCountry} />
      {dealFor && <DealValueDialog inquiryId={dealFor.id} name={fullName(dealFor)} onClose={() => setDealFor(null)} />}
    </>
  )
}
