import { Badge } from '@/components/ui/badge'
import type { PublicationState, Publishable } from '@/content/types'
import { cn } from '@/lib/cn'
import { effectiveState, PUBLICATION_LABELS, publicationSummary } from '@/lib/admin-forms/publication'

const STATE_CLASSES: Record<PublicationState, string> = {
  draft: 'border-slate-500/40 bg-slate-500/15 text-ink-soft',
  scheduled: 'border-warning-400/40 bg-warning-500/15 text-warning-200',
  published: 'border-emerald-400/40 bg-emerald-500/15 text-emerald-200',
}

/** A project's or post's state as visitors experience it now, with its date spelled out. */
export function PublicationBadge({ item, className }: { item: Publishable; className?: string }) {
  const state = effectiveState(item)
  const summary = publicationSummary(item)
  return (
    <span className={cn('flex flex-col items-start gap-1', className)}>
      <Badge variant="outline" className={STATE_CLASSES[state]}>
        {PUBLICATION_LABELS[state]}
      </Badge>
      {summary !== PUBLICATION_LABELS[state] && <span className="text-xs text-muted-foreground">{summary}</span>}
    </span>
  )
}
