import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { IMAGE_SLOT_SIZES } from '@/content/images'
import type { ServiceId } from '@/content/types'
import { projectsQuery } from '../api/project-queries'
import { projectsForServicePage, SERVICE_PAGE_TECHNOLOGIES } from '../model/portfolio-groups'
import { toProjectView } from '@/lib/projects/project-display'
import { CaseStudyLink } from './case-study-link'
import { ProjectImage } from './project-image'
import { NO_SERVICE_PROJECTS } from '../model/portfolio-messages'

/** A service landing page's projects: up to 9 of that service, 3 technologies per card. */
export function ServicePortfolio({ serviceId }: { serviceId: ServiceId }) {
  const { data, isPending } = useQuery(projectsQuery())
  const projects = useMemo(() => projectsForServicePage(data ?? [], serviceId), [data, serviceId])

  if (isPending) {
    return (
      <div role="status" aria-label="Loading projects" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-96 rounded-2xl" />
        ))}
      </div>
    )
  }
  if (projects.length === 0) {
    return (
      <p role="status" className="mx-auto max-w-md rounded-2xl border border-line bg-surface-tint/5 px-6 py-10 text-center text-ink-soft">
        {NO_SERVICE_PROJECTS}
      </p>
    )
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project) => {
        const view = toProjectView(project)
        return (
          <li key={project.id}>
            <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-card/80 transition hover:-translate-y-1 hover:border-brand-400/40 focus-within:border-brand-400/60">
              <div className="aspect-[16/10] overflow-hidden bg-muted">
                <ProjectImage src={view.image} sizes={IMAGE_SLOT_SIZES.card} alt="" className="size-full object-cover transition duration-500 group-hover:scale-105" />
              </div>
              <div className="flex flex-1 flex-col gap-3 p-6">
                <p className="text-xs font-semibold uppercase tracking-wider text-brand-300">{view.industry}</p>
                <h3 className="text-lg font-semibold text-ink">{view.title}</h3>
                <p className="line-clamp-3 text-sm leading-relaxed text-ink-muted">{view.description}</p>
                {view.technologies.length > 0 && (
                  <ul className="flex flex-wrap gap-2" aria-label="Technologies">
                    {view.technologies.slice(0, SERVICE_PAGE_TECHNOLOGIES).map((t) => (
                      <li key={t} className="rounded-md border border-line bg-surface-tint/5 px-2.5 py-1 text-xs text-ink-soft">
                        {t}
                      </li>
                    ))}
                  </ul>
                )}
                <CaseStudyLink project={project} title={view.title} className="after:rounded-2xl" />
              </div>
            </article>
          </li>
        )
      })}
    </ul>
  )
}
