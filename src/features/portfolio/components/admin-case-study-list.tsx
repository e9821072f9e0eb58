import { useQuery } from '@tanstack/react-query'
import { BookOpen, Plus } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { AdminPageHeader } from '@/features/admin-forms/components/admin-page-header'
import { AdminDataList } from '@/features/admin-forms/components/admin-table'
import { EmptyState, LoadFailed, LoadingRows } from '@/features/admin-forms/components/load-states'
import { RowActions } from '@/features/admin-forms/components/row-actions'
import { useErrorToast } from '@/features/admin-forms/components/use-error-toast'
import { useDocumentMeta } from '@/lib/use-document-meta'
import { adminProjectsQuery } from '../api/admin-project-queries'
import { PROJECT_MESSAGES } from '../api/projects'
import { caseStudiesOf, hasChallenge, hasSolution, yesNo } from '../model/portfolio-form-case-study'
import { serviceTitle } from './admin-portfolio-list'

export const CASE_STUDIES_EMPTY_TEXT = 'Case studies are created by adding Challenge and Solution content to portfolios.'

/** /admin/case-studies: the projects that have both a challenge and a solution. */
export function AdminCaseStudyList() {
  useDocumentMeta('Case Studies | Admin')
  const projects = useQuery(adminProjectsQuery())
  useErrorToast(projects.isError, 'portfolios-load', PROJECT_MESSAGES.loadList)
  const list = caseStudiesOf(projects.data ?? [])

  return (
    <div>
      <AdminPageHeader
        title="Case Studies"
        subtitle="Portfolios with challenge and solution content, shown as case studies on the site."
        back={{ label: 'Back to Dashboard', to: paths.admin.dashboard.to() }}
        actions={
          <Button asChild variant="gradient">
            <Link to={paths.admin.portfolioNew.to()}>
              <Plus aria-hidden="true" />
              Add Portfolio with Case Study
            </Link>
          </Button>
        }
      />
      <Card className="border-white/10 bg-slate-900/60">
        <CardHeader className="p-4 sm:p-6">
          <h2 className="text-lg font-semibold">All Case Studies ({list.length})</h2>
        </CardHeader>
        <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
          {projects.isPending ? (
            <LoadingRows label="Loading case studies..." />
          ) : projects.isError ? (
            <LoadFailed message={PROJECT_MESSAGES.loadList} onRetry={() => projects.refetch()} retrying={projects.isFetching} />
          ) : list.length === 0 ? (
            <EmptyState icon={<BookOpen className="size-10" aria-hidden="true" />}>
              <p>{CASE_STUDIES_EMPTY_TEXT}</p>
            </EmptyState>
          ) : (
            <AdminDataList
              caption="All case studies"
              items={list}
              rowKey={(project) => project.id}
              title={{ header: 'Title', cell: (project) => project.title }}
              columns={[
                { header: 'Client', cell: (project) => project.client ?? <span className="text-muted-foreground">—</span> },
                { header: 'Service', cell: (project) => serviceTitle(project.serviceId) },
                { header: 'Has Challenge', cell: (project) => yesNo(hasChallenge(project)) },
                { header: 'Has Solution', cell: (project) => yesNo(hasSolution(project)) },
              ]}
              actions={(project) => (
                <RowActions
                  title={project.title}
                  viewHref={paths.caseStudy.to(project.id)}
                  editTo={paths.admin.portfolioEdit.to(project.id)}
                />
              )}
            />
          )}
        </CardContent>
      </Card>
    </div>
  )
}
