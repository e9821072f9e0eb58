import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { site } from '@/config/site'
import { useHead } from '@/lib/head/use-head'
import { useCaseStudy } from '../api/project-queries'
import { slugToReplaceAddress } from '@/lib/projects/case-study-lookup'
import { caseStudyHead } from '@/lib/projects/project-seo'
import { CaseStudyNotFound } from './case-study-not-found'
import { CaseStudySkeleton } from './case-study-skeleton'
import { CaseStudyView } from './case-study-view'
import { CASE_STUDY_NOT_FOUND } from '../model/portfolio-messages'

/**
 * /case-study/{slug or id}: loading, found or not found (a load error counts as not found).
 * A project found by id is shown under its slug address instead.
 */
export function CaseStudyPage({ slugOrId }: { slugOrId: string }) {
  const navigate = useNavigate()
  const { data: found, isPending } = useCaseStudy(slugOrId)
  const replaceWith = found ? slugToReplaceAddress(slugOrId, found.foundBy, found.project) : null

  useEffect(() => {
    if (replaceWith) navigate(paths.caseStudy.to(replaceWith), { replace: true })
  }, [navigate, replaceWith])

  useHead(
    found
      ? caseStudyHead(site, found.project)
      : {
          title: `${isPending ? 'Case Study' : CASE_STUDY_NOT_FOUND.title} | ${site.name}`,
          description: CASE_STUDY_NOT_FOUND.text,
          noindex: true,
        },
  )

  if (isPending) return <CaseStudySkeleton />
  if (!found) return <CaseStudyNotFound />
  return <CaseStudyView project={found.project} />
}
