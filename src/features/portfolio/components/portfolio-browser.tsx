import { Loader2 } from 'lucide-react'
import { useMemo, useState } from 'react'
import { usePortfolioProjects, usePrefetchRelatedProjects } from '../api/project-queries'
import {
  ALL_PROJECTS,
  filterGroups,
  groupProjectsByService,
  type PortfolioFilter,
} from '../model/portfolio-groups'
import { PortfolioFilters } from './portfolio-filters'
import { PortfolioGroups } from './portfolio-groups'
import { PortfolioSkeleton } from './portfolio-skeleton'
import { PORTFOLIO_TEXTS } from '../model/portfolio-messages'

interface Props {
  showCounts?: boolean
  headingLevel?: 'h2' | 'h3'
  /** The list starts on the first screen (the portfolio page): its first image loads first. */
  firstCardPriority?: boolean
}

/** The filterable, grouped portfolio with its loading and empty states (home and /portfolio). */
export function PortfolioBrowser({ showCounts = false, headingLevel, firstCardPriority }: Props) {
  const { data: projects, isPending } = usePortfolioProjects()
  const [filter, setFilter] = useState<PortfolioFilter>(ALL_PROJECTS)
  const groups = useMemo(() => groupProjectsByService(projects ?? []), [projects])
  const prefetch = usePrefetchRelatedProjects(projects ?? [])
  // A filter whose group disappeared after a reload falls back to everything.
  const activeFilter = filter === ALL_PROJECTS || groups.some((g) => g.id === filter) ? filter : ALL_PROJECTS
  const shown = filterGroups(groups, activeFilter)

  if (isPending) {
    return (
      <>
        <p role="status" className="flex items-center justify-center gap-3 pb-8 text-muted-foreground">
          <Loader2 className="size-5 animate-spin text-brand-400" aria-hidden="true" />
          {PORTFOLIO_TEXTS.loading}
        </p>
        <PortfolioSkeleton />
      </>
    )
  }

  if (groups.length === 0) {
    return (
      <div role="status" className="mx-auto max-w-md rounded-2xl border border-line bg-surface-tint/5 px-6 py-12 text-center">
        <p className="text-lg font-semibold text-ink">{PORTFOLIO_TEXTS.emptyTitle}</p>
        <p className="mt-2 text-muted-foreground">{PORTFOLIO_TEXTS.emptyText}</p>
      </div>
    )
  }

  return (
    <>
      <div className="mb-12">
        <PortfolioFilters groups={groups} value={activeFilter} onChange={setFilter} showCounts={showCounts} />
      </div>
      <PortfolioGroups groups={shown} onHover={prefetch} headingLevel={headingLevel} firstCardPriority={firstCardPriority} />
    </>
  )
}
