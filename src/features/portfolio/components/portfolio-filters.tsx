import { cn } from '@/lib/cn'
import { ALL_PROJECTS, type PortfolioFilter, type PortfolioGroup } from '../model/portfolio-groups'

interface Props {
  groups: readonly PortfolioGroup[]
  value: PortfolioFilter
  onChange: (filter: PortfolioFilter) => void
  /** /portfolio shows the number of projects on each button. */
  showCounts?: boolean
}

/** 'All Projects' plus one button per service (the groups that hold projects). */
export function PortfolioFilters({ groups, value, onChange, showCounts = false }: Props) {
  const total = groups.reduce((sum, g) => sum + g.projects.length, 0)
  const options: Array<{ id: PortfolioFilter; label: string; count: number }> = [
    { id: ALL_PROJECTS, label: 'All Projects', count: total },
    ...groups.map((g) => ({ id: g.id, label: g.title, count: g.projects.length })),
  ]
  return (
    <div role="group" aria-label="Filter projects by service" className="flex flex-wrap justify-center gap-2 sm:gap-3">
      {options.map((option) => {
        const active = option.id === value
        return (
          <button
            key={option.id}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.id)}
            className={cn(
              'inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
              active
                ? 'border-transparent bg-brand-gradient text-on-brand shadow-lg shadow-brand-500/20'
                : 'border-line-strong bg-surface-tint/5 text-ink-soft hover:border-brand-400/50 hover:text-ink',
            )}
          >
            {option.label}
            {showCounts && (
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs',
                  active ? 'bg-surface-tint/20 text-ink' : 'bg-surface-tint/10 text-ink-muted',
                )}
              >
                {option.count}
              </span>
            )}
          </button>
        )
      })}
    </div>
  )
}
