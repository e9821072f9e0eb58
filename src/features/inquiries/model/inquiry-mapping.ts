import type { Inquiry } from '@/content/types'
import type { CustomerInquiryRow } from '@/lib/database.types'

/** The one place a customer_inquiries row becomes an Inquiry. */
export function toInquiry(row: CustomerInquiryRow): Inquiry {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone ?? '',
    company: row.company ?? '',
    serviceInterest: row.service_interest,
    budgetRange: row.budget_range,
    projectTimeline: row.project_timeline,
    message: row.message,
    sourcePage: row.source_page,
    status: row.status,
    createdAt: row.created_at ?? null,
    deletedAt: row.deleted_at ?? null,
  }
}
