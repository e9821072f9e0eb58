import type { Inquiry } from '@/content/types'
import { AdminInquiriesPage } from '@/features/inquiry-inbox/components/admin-inquiries-page'
import { InquiryNotifications } from '@/features/notifications/components/inquiry-notifications'

/** Each card's details show where its notifications went (the notifications feature's own component). */
const notificationsOf = (inquiry: Inquiry) => <InquiryNotifications inquiryId={inquiry.id} />

export function AdminInquiriesRoute() {
  return <AdminInquiriesPage cardExtra={notificationsOf} />
}
