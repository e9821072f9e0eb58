import { IMAGE_SLOT_SIZES } from '@/content/images'
import type { Project } from '@/content/types'
import { CARD_METRICS, toProjectView } from '@/lib/projects/project-display'
import { CaseStudyLink } from './case-study-link'
import { ProjectImage } from './project-image'
import { CARD_COVER_IMAGE_CLASS, CardCover } from '@/components/card-cover'

interface Props {
  project: Project
  /** Called when the card is hovered or focused (prefetching). */
  onHover?: (project: Project) => void
  titleAs?: 'h3' | 'h4'
  /** The card is on the first screen: its image loads at once, first (the page's largest paint). */
  priority?: boolean
}

/**
 * Image, industry tag, title, description, first two metrics and a 'View Case Study'
 * link; the whole card opens /case-study/{slug or id} (the link's hit area covers it).
 */
export function ProjectCard({ project, onHover, titleAs: Title = 'h4', priority = false }: Props) {
  const view = toProjectView(project)
  const metrics = view.metrics.slice(0, CARD_METRICS)
  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-xl border border-line bg-card/80 shadow-lg transition duration-300 hover:-translate-y-1 hover:border-brand-400/40 hover:shadow-brand-500/10 focus-within:border-brand-400/60"
      onMouseEnter={() => onHover?.(project)}
      onFocus={() => onHover?.(project)}
    >
      <CardCover className="aspect-[16/10]" badge={view.industry}>
        <ProjectImage
          src={view.image}
          sizes={IMAGE_SLOT_SIZES.card}
          alt=""
          priority={priority}
          className={CARD_COVER_IMAGE_CLASS}
        />
      </CardCover>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Title className="text-lg font-semibold leading-snug text-ink">{view.title}</Title>
        <p className="line-clamp-3 text-sm leading-relaxed text-muted-foreground">{view.description}</p>
        {metrics.length > 0 && (
          <dl className="grid grid-cols-2 gap-3">
            {metrics.map((metric) => (
              <div key={metric.label} className="rounded-lg border border-line bg-surface-tint/5 px-3 py-2">
                <dt className="text-xs leading-snug text-muted-foreground">{metric.label}</dt>
                <dd className="text-base font-bold text-brand-300">{metric.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <CaseStudyLink project={project} title={view.title} />
      </div>
    </article>
  )
}
