import { useSearchParams } from 'react-router-dom'
import type { Publishable } from '@/content/types'
import { cn } from '@/lib/cn'
import {
  countByPublication,
  filterByPublication,
  isPublicationFilter,
  PUBLICATION_FILTERS,
  type PublicationFilter,
} from '@/lib/admin-forms/publication'

/** The list's state filter, kept in the address (?state=draft) so reload and Back keep it. */
export function usePublicationFilter<T extends Publishable>(items: readonly T[]) {
  const [params, setParams] = useSearchParams()
  const raw = params.get('state')
  const filter: PublicationFilter = isPublicationFilter(raw) ? raw : 'all'
  const setFilter = (next: PublicationFilter) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current)
        if (next === 'all') copy.delete('state')
        else copy.set('state', next)
        return copy
      },
      { replace: true },
    )
  return { filter, setFilter, shown: filterByPublication(items, filter), counts: countByPublication(items) }
}

/** All / Drafts / Scheduled / Published, each with its count; a toggle group for the list. */
export function PublicationFilterBar({
  filter,
  counts,
  onChange,
  label,
}: {
  filter: PublicationFilter
  counts: Record<PublicationFilter, number>
  onChange: (filter: PublicationFilter) => void
  /** Names the group for screen readers: "Filter portfolios by state". */
  label: string
}) {
  return (
    <div role="group" aria-label={label} className="mb-4 flex flex-wrap gap-2">
      {PUBLICATION_FILTERS.map(({ value, label: text }) => (
        <button
          key={value}
          type="button"
          aria-pressed={filter === value}
          onClick={() => onChange(value)}
          className={cn(
            'rounded-full border px-3 py-1 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            filter === value
              ? 'border-brand-400 bg-brand-500/15 text-brand-100'
              : 'border-line text-ink-muted hover:bg-surface-tint/5 hover:text-ink',
          )}
        >
          {text} <span className="text-xs opacity-80">({counts[value]})</span>
        </button>
      ))}
    </div>
  )
}
