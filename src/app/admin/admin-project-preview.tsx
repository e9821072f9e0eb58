import { PreviewBanner } from '@/components/admin/preview-banner'
import { paths } from '@/config/paths'
import { useDocumentMeta } from '@/lib/use-document-meta'
import { CaseStudyView } from '@/features/portfolio/components/case-study-view'
import { ProjectRecordLoader } from '@/features/portfolio-editor/components/project-record-loader'

/** /admin/portfolio/preview/{id}: a draft or scheduled project as its case study will look. */
export function AdminProjectPreview({ id }: { id: string }) {
  useDocumentMeta('Preview Portfolio | Admin')
  return (
    <ProjectRecordLoader id={id} title="Preview">
      {(record) => (
        <div>
          <PreviewBanner item={record} noun="portfolio" editTo={paths.admin.portfolioEdit.to(record.id)} />
          <div className="overflow-hidden rounded-lg border border-line">
            <CaseStudyView project={record} />
          </div>
        </div>
      )}
    </ProjectRecordLoader>
  )
}
