import { useParams } from 'react-router-dom'
// audit:
import { RecordHistory } from '@/features/activity/components/record-history'
import { AdminBlogForm } from '@/features/blog/components/admin-blog-form'

/** Create mode without :id, edit mode with it (and the record's history below). */
export function AdminBlogFormRoute() {
  const { id } = useParams()
  return (
    <>
      <AdminBlogForm key={id ?? 'new'} id={id} />
      {/* audit: the record's history below its form */}
      {id && <div className="mt-6"><RecordHistory key={id} kind="blog" recordId={id} /></div>}
    </>
  )
}
