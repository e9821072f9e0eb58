import { useParams } from 'react-router-dom'
// audit:
import { RecordHistory } from '@/features/activity/components/record-history'
import { AdminPortfolioForm } from '@/features/portfolio-editor/components/admin-portfolio-form'

/** Create mode without :id, edit mode with it (and the record's history below). */
export function AdminPortfolioFormRoute() {
  const { id } = useParams()
  return (
    <>
      <AdminPortfolioForm key={id ?? 'new'} id={id} />
      {/* audit: the record's history below its form */}
      {id && <div className="mt-6"><RecordHistory key={id} kind="portfolio" recordId={id} /></div>}
    </>
  )
}
