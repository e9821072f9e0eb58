import { AdminInquiriesPage } from '@/features/inquiries/components/admin-inquiries-page'
import { InquiryNotifications } from '@/features/notifications/components/inquiry-notifications'

export function AdminInquiriesRoute() {
  // Each card shows where its notifications went (the notifications feature's own component).
  return <AdminInquiriesPage cardExtra={(inquiry) => <InquiryNotifications inquiryId={inquiry.id} />} />
}
