import type { Project } from '@/content/types'
import { cn } from '@/lib/cn'
import { featuredProjectsText, type PortfolioGroup } from '../model/portfolio-groups'
import { ProjectCard } from './project-card'
import { SERVICE_COLOR_CLASSES, SERVICE_ICONS } from './service-style'

interface Props {
  groups: readonly PortfolioGroup[]
  onHover?: (project: Project) => void
  /** The level of the group titles; card titles sit one below. */
  headingLevel?: 'h2' | 'h3'
  /** The first card is on the first screen (the portfolio page): its image loads first. */
  firstCardPriority?: boolean
}

/** Project cards grouped per service, each group with its 'N featured projects' count. */
export function PortfolioGroups({ groups, onHover, headingLevel: Heading = 'h3', firstCardPriority = false }: Props) {
  const cardTitle = Heading === 'h2' ? 'h3' : 'h4'
  return (
    <div className="space-y-14">
      {groups.map((group, groupIndex) => {
        const Icon = SERVICE_ICONS[group.icon]
        const colors = SERVICE_COLOR_CLASSES[group.color]
        return (
          <section key={group.id} aria-labelledby={`portfolio-group-${group.id}`} data-testid="portfolio-group">
            <div className="mb-6 flex items-center gap-4">
              <span
                className={cn(
                  'flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br text-on-brand shadow-lg',
                  colors.gradient,
                )}
              >
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <div>
                <Heading id={`portfolio-group-${group.id}`} className="text-2xl font-bold text-ink">
                  {group.title}
                </Heading>
                <p className={cn('text-sm', colors.text)}>{featuredProjectsText(group.projects.length)}</p>
              </div>
            </div>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {group.projects.map((project, index) => (
                <ProjectCard
                  key={project.id}
                  project={project}
                  onHover={onHover}
                  titleAs={cardTitle}
                  priority={firstCardPriority && groupIndex === 0 && index === 0}
                />
              ))}
            </div>
          </section>
        )
      })}
    </div>
  )
}
