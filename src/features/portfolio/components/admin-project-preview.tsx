import { paths } from '@/config/paths'
import { EditRecordLoader } from '@/components/admin/edit-record-loader'
import { PreviewBanner } from '@/components/admin/preview-banner'
import { useErrorToast } from '@/hooks/use-error-toast'
import { useDocumentMeta } from '@/lib/use-document-meta'
import { useAdminProject } from '../api/admin-project-queries'
import { PROJECT_MESSAGES } from '../api/projects'
import { PROJECT_NOT_FOUND } from './admin-portfolio-form'
import { CaseStudyView } from './case-study-view'

/** /admin/portfolio/preview/{id}: a draft or scheduled project as its case study will look. */
export function AdminProjectPreview({ id }: { id: string }) {
  useDocumentMeta('Preview Portfolio | Admin')
  const project = useAdminProject(id)
  useErrorToast(project.isError, `project-load-${id}`, PROJECT_MESSAGES.loadOne)
  return (
    <EditRecordLoader
      query={project}
      title="Preview"
      back={{ label: 'Back to Portfolios', to: paths.admin.portfolio.to() }}
      loadingLabel="Loading project..."
      loadFailedMessage={PROJECT_MESSAGES.loadOne}
      notFound={{ ...PROJECT_NOT_FOUND, redirectTo: paths.admin.portfolio.to() }}
    >
      {(record) => (
        <div>
          <PreviewBanner item={record} noun="portfolio" editTo={paths.admin.portfolioEdit.to(record.id)} />
          <div className="overflow-hidden rounded-lg border border-line">
            <CaseStudyView project={record} />
          </div>
        </div>
      )}
    </EditRecordLoader>
  )
}
