import { AdminInquiriesPage } from '@/features/inquiries/components/admin-inquiries-page'

export function AdminInquiriesRoute() {
  return <AdminInquiriesPage />
}
