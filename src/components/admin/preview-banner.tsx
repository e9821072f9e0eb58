import { Eye } from 'lucide-react'
import { Link } from 'react-router-dom'
import type { Publishable } from '@/content/types'
import { isPublic, publicationSummary } from '@/lib/admin-forms/publication'

/** Above an admin's preview: what this is, who can see the real page, and the way back to editing. */
export function PreviewBanner({ item, noun, editTo }: { item: Publishable; noun: string; editTo: string }) {
  return (
    <div role="note" className="mb-6 flex flex-wrap items-center gap-3 rounded-md border border-warning-400/40 bg-warning-500/10 px-4 py-3 text-sm text-warning-100">
      <Eye className="size-4 shrink-0" aria-hidden="true" />
      <span className="flex-1">
        {isPublic(item)
          ? `Preview of a ${noun} visitors can see (${publicationSummary(item)}). It is shown here as its public page shows it.`
          : `Preview of a ${noun} visitors cannot see yet (${publicationSummary(item)}). It is shown here as its public page will show it.`}
      </span>
      <Link to={editTo} className="font-medium text-brand-300 underline-offset-2 hover:underline">
        Edit the {noun}
      </Link>
    </div>
  )
}
