import { BookOpen } from 'lucide-react'
import { paths } from '@/config/paths'
import { AddLink } from '@/components/admin/add-link'
import { AdminListCard } from '@/components/admin/admin-list-card'
import { AdminPageHeader } from '@/components/admin/admin-page-header'
import { AdminDataList } from '@/components/admin/admin-table'
import { PublishableRowActions } from '@/components/admin/row-actions'
import { useErrorToast } from '@/hooks/use-error-toast'
import { useDocumentMeta } from '@/lib/use-document-meta'
import { useAdminProjects } from '../api/admin-project-queries'
import { caseStudiesOf, hasChallenge, hasSolution, yesNo } from '../model/portfolio-form-case-study'
import { projectClientColumn, projectRowLinks, projectServiceColumn, projectStateColumn } from './project-list-columns'
import { PROJECT_MESSAGES } from '@/lib/projects/project-messages'
import { CASE_STUDIES_EMPTY_TEXT } from '../model/portfolio-admin-messages'

/** /admin/case-studies: the projects that have both a challenge and a solution. */
export function AdminCaseStudyList() {
  useDocumentMeta('Case Studies | Admin')
  const projects = useAdminProjects()
  useErrorToast(projects.isError, 'portfolios-load', PROJECT_MESSAGES.loadList)
  const list = caseStudiesOf(projects.data ?? [])

  return (
    <div>
      <AdminPageHeader
        title="Case Studies"
        subtitle="Portfolios with challenge and solution content, shown as case studies on the site."
        back={{ label: 'Back to Dashboard', to: paths.admin.dashboard.to() }}
        actions={
          <AddLink to={paths.admin.portfolioNew.to()}>Add Portfolio with Case Study</AddLink>
        }
      />
      <AdminListCard
        title="All Case Studies"
        query={projects}
        items={list}
        loadingLabel="Loading case studies..."
        errorMessage={PROJECT_MESSAGES.loadList}
        empty={{
          icon: <BookOpen className="size-10" aria-hidden="true" />,
          content: <p>{CASE_STUDIES_EMPTY_TEXT}</p>,
        }}
      >
        <AdminDataList
          caption="All case studies"
          items={list}
          rowKey={(project) => project.id}
          title={{ header: 'Title', cell: (project) => project.title }}
          columns={[
            projectClientColumn,
            projectServiceColumn,
            { header: 'Has Challenge', cell: (project) => yesNo(hasChallenge(project)) },
            { header: 'Has Solution', cell: (project) => yesNo(hasSolution(project)) },
            projectStateColumn,
          ]}
          actions={(project) => (
            <PublishableRowActions
              {...projectRowLinks(project)}
            />
          )}
        />
      </AdminListCard>
    </div>
  )
}
