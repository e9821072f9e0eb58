import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { brandName } from '@/config/brand'
import { paths } from '@/config/paths'
import { useDocumentMeta } from '@/lib/use-document-meta'
import { useCaseStudy } from '../api/project-queries'
import { slugToReplaceAddress } from '../model/case-study-lookup'
import { projectSeo } from '../model/project-seo'
import { CaseStudyNotFound, CASE_STUDY_NOT_FOUND } from './case-study-not-found'
import { CaseStudySkeleton } from './case-study-skeleton'
import { CaseStudyView } from './case-study-view'

/**
 * /case-study/{slug or id}: loading, found or not found (a load error counts as not found).
 * A project found by id is shown under its slug address instead (spec).
 */
export function CaseStudyPage({ slugOrId }: { slugOrId: string }) {
  const navigate = useNavigate()
  const { data: found, isPending } = useCaseStudy(slugOrId)
  const replaceWith = found ? slugToReplaceAddress(slugOrId, found.foundBy, found.project) : null

  useEffect(() => {
    if (replaceWith) navigate(paths.caseStudy.to(replaceWith), { replace: true })
  }, [navigate, replaceWith])

  const seo = found ? projectSeo(found.project, brandName) : null
  useDocumentMeta(
    seo ? seo.title : isPending ? `Case Study | ${brandName}` : `${CASE_STUDY_NOT_FOUND.title} | ${brandName}`,
    seo?.description,
  )

  if (isPending) return <CaseStudySkeleton />
  if (!found) return <CaseStudyNotFound />
  return <CaseStudyView project={found.project} />
}
