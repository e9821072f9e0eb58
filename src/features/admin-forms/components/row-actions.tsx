import { ExternalLink, Pencil, Trash2 } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'

export interface RowActionsProps {
  title: string
  viewHref: string
  editTo: string
  onDelete?: () => void
  deleting?: boolean
}

/** View (new tab), edit and, where offered, delete: icon buttons named after their row. */
export function RowActions({ title, viewHref, editTo, onDelete, deleting }: RowActionsProps) {
  return (
    <div className="flex justify-end gap-1">
      <Button asChild variant="ghost" size="icon" title="View">
        <a href={viewHref} target="_blank" rel="noopener noreferrer" aria-label={`View ${title} (opens in a new tab)`}>
          <ExternalLink aria-hidden="true" />
        </a>
      </Button>
      <Button asChild variant="ghost" size="icon" title="Edit">
        <Link to={editTo} aria-label={`Edit ${title}`}>
          <Pencil aria-hidden="true" />
        </Link>
      </Button>
      {onDelete && (
        <Button
          variant="ghost"
          size="icon"
          title="Delete"
          className="text-red-400 hover:bg-red-500/10 hover:text-red-300"
          onClick={onDelete}
          disabled={deleting}
          aria-label={`Delete ${title}`}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      )}
    </div>
  )
}
