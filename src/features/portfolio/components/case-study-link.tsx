import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import type { Project } from '@/content/types'
import { cn } from '@/lib/cn'
import { caseStudySlugOrId } from '@/lib/projects/project-display'

/**
 * A project card's 'View Case Study' link. Its hit area stretches over the whole card (the
 * card is `relative`), so clicking anywhere on it opens /case-study/{slug or id}; the
 * className sets the corners to the card's.
 */
export function CaseStudyLink({ project, title, className }: { project: Project; title: string; className?: string }) {
  return (
    <Link
      to={paths.caseStudy.to(caseStudySlugOrId(project))}
      aria-label={`View Case Study: ${title}`}
      className={cn(
        "mt-auto inline-flex items-center gap-1.5 pt-2 text-sm font-semibold text-brand-300 after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:text-brand-200 focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring",
        className,
      )}
    >
      View Case Study
      <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
    </Link>
  )
}
