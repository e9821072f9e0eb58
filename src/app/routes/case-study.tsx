import { useParams } from 'react-router-dom'
import { CaseStudyPage } from '@/features/portfolio/components/case-study-page'

export function CaseStudyRoute() {
  const { slugOrId = '' } = useParams()
  // A new address is a new page: its own loading state, no leftovers of the last one.
  return <CaseStudyPage key={slugOrId} slugOrId={slugOrId} />
}
