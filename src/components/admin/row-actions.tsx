import { ExternalLink, Eye, Pencil, Trash2 } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import type { Publishable } from '@/content/types'
import { isPublic } from '@/lib/admin-forms/publication'

export interface RowActionsProps {
  title: string
  viewHref: string
  /** 'preview' for an item visitors cannot see yet: the link opens the admin's preview. */
  viewKind?: 'view' | 'preview'
  editTo: string
  onDelete?: () => void
  deleting?: boolean
}

/** View (new tab), edit and, where offered, delete: icon buttons named after their row. */
export function RowActions({ title, viewHref, viewKind = 'view', editTo, onDelete, deleting }: RowActionsProps) {
  const viewName = viewKind === 'preview' ? 'Preview' : 'View'
  return (
    <div className="flex justify-end gap-1">
      <Button asChild variant="ghost" size="icon" title={viewKind === 'preview' ? 'Preview (not public yet)' : 'View'}>
        <a href={viewHref} target="_blank" rel="noopener noreferrer" aria-label={`${viewName} ${title} (opens in a new tab)`}>
          {viewKind === 'preview' ? <Eye aria-hidden="true" /> : <ExternalLink aria-hidden="true" />}
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
          className="text-danger-400 hover:bg-danger-500/10 hover:text-danger-300"
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

/**
 * The row actions of a project or post: its public page while visitors can see it, else the
 * admin's preview of it.
 */
export function PublishableRowActions({
  item,
  publicHref,
  previewHref,
  ...actions
}: Omit<RowActionsProps, 'viewHref' | 'viewKind'> & { item: Publishable; publicHref: string; previewHref: string }) {
  const visible = isPublic(item)
  return <RowActions {...actions} viewHref={visible ? publicHref : previewHref} viewKind={visible ? 'view' : 'preview'} />
}
