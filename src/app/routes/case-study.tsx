import { isServiceId } from '@/content/types'
import { seedCaseStudy } from '@/features/portfolio/api/project-queries'
import { CaseStudyPage } from '@/features/portfolio/components/case-study-page'
import { caseStudySlugOrId } from '@/lib/projects/project-display'
import type { Prerender, RouteParams } from '../route-module'

export function Page({ params }: { params: RouteParams }) {
  const slugOrId = params.slugOrId ?? ''
  // A new address is a new page: its own loading state, no leftovers of the last one.
  return <CaseStudyPage key={slugOrId} slugOrId={slugOrId} />
}

/** One page per project the portfolio shows, at its slug (or id) address. */
export const prerender: Prerender = {
  entries: (content) =>
    content.projects
      .filter((project) => isServiceId(project.serviceId))
      .map((project) => ({
        params: { slugOrId: caseStudySlugOrId(project) },
        lastModified: project.updatedAt ?? project.createdAt,
      })),
  seed: (queryClient, content, params) => {
    const project = content.projects.find((p) => caseStudySlugOrId(p) === params.slugOrId)
    if (project) seedCaseStudy(queryClient, project)
  },
}
