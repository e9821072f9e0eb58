import { format } from 'date-fns'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { useRecentInquiries } from '../api/admin-inquiry-queries'
import { AdminInquiryStatusBadge } from './admin-inquiry-status-badge'

function createdOn(value: string | null): string {
  const date = value ? new Date(value) : null
  return date && !Number.isNaN(date.getTime()) ? format(date, 'MMM d, yyyy') : 'Unknown date'
}

/** The dashboard's recent inquiries (the first few) and the View All Inquiries link. */
export function AdminRecentInquiries({ limit }: { limit: number }) {
  const recent = useRecentInquiries(limit)
  // A failed dashboard load empties the lists.
  const inquiries = recent.data ?? []

  return (
    <div className="flex h-full flex-col gap-4">
      {recent.isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading recent inquiries">
          {Array.from({ length: limit }, (_, i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      ) : inquiries.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">No inquiries yet</p>
      ) : (
        <ul className="divide-y divide-line">
          {inquiries.map((inquiry) => (
            <li key={inquiry.id} className="space-y-1 py-3 first:pt-0">
              <div className="flex items-start justify-between gap-2">
                <p className="min-w-0 break-words font-medium">
                  {inquiry.firstName} {inquiry.lastName}
                </p>
                <AdminInquiryStatusBadge status={inquiry.status} className="shrink-0" />
              </div>
              <p className="break-all text-sm text-muted-foreground">{inquiry.email}</p>
              <p className="flex flex-wrap justify-between gap-x-2 text-xs text-muted-foreground">
                <span>{inquiry.serviceInterest}</span>
                <span>{createdOn(inquiry.createdAt)}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
      <Link
        to={paths.admin.inquiries.to()}
        className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-brand-300 hover:underline"
      >
        View All Inquiries
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  )
}
