import { useQuery } from '@tanstack/react-query'
import { FolderOpen, Plus } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { serviceById } from '@/content/services'
import type { Project } from '@/content/types'
import { paths } from '@/config/paths'
import { AdminPageHeader } from '@/features/admin-forms/components/admin-page-header'
import { AdminDataList, TruncatedBadges } from '@/features/admin-forms/components/admin-table'
import { EmptyState, LoadFailed, LoadingRows } from '@/features/admin-forms/components/load-states'
import { RowActions } from '@/features/admin-forms/components/row-actions'
import { errorMessage, useErrorToast } from '@/features/admin-forms/components/use-error-toast'
import { ERROR_TOAST_TITLE } from '@/features/admin-forms/model/form-messages'
import { useDocumentMeta } from '@/lib/use-document-meta'
import { adminProjectsQuery, useDeleteProject } from '../api/admin-project-queries'
import { PROJECT_MESSAGES } from '../api/projects'

export const PORTFOLIO_DELETE_QUESTION = 'Are you sure you want to delete this portfolio?'

/** Spec: list screens name services as the site lists them (e.g. "AI Calling Agency"). */
export function serviceTitle(id: string): string {
  return serviceById(id)?.title ?? id
}

/** /admin/portfolio: every project, with view, edit and delete (spec, admin section 2). */
export function AdminPortfolioList() {
  useDocumentMeta('Portfolio Management | Admin')
  const projects = useQuery(adminProjectsQuery())
  useErrorToast(projects.isError, 'portfolios-load', PROJECT_MESSAGES.loadList)
  const list = projects.data ?? []

  return (
    <div>
      <AdminPageHeader
        title="Portfolio Management"
        back={{ label: 'Back to Dashboard', to: paths.admin.dashboard.to() }}
        actions={
          <Button asChild variant="gradient">
            <Link to={paths.admin.portfolioNew.to()}>
              <Plus aria-hidden="true" />
              Add Portfolio
            </Link>
          </Button>
        }
      />
      <Card className="border-white/10 bg-slate-900/60">
        <CardHeader className="p-4 sm:p-6">
          <h2 className="text-lg font-semibold">All Portfolios ({list.length})</h2>
        </CardHeader>
        <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
          {projects.isPending ? (
            <LoadingRows label="Loading portfolios..." />
          ) : projects.isError ? (
            <LoadFailed message={PROJECT_MESSAGES.loadList} onRetry={() => projects.refetch()} retrying={projects.isFetching} />
          ) : list.length === 0 ? (
            <EmptyState icon={<FolderOpen className="size-10" aria-hidden="true" />}>
              <p>No portfolios yet.</p>
              <Button asChild variant="gradient">
                <Link to={paths.admin.portfolioNew.to()}>
                  <Plus aria-hidden="true" />
                  Create your first portfolio
                </Link>
              </Button>
            </EmptyState>
          ) : (
            <PortfolioTable projects={list} />
          )}
        </CardContent>
      </Card>
    </div>
  )
}

function PortfolioTable({ projects }: { projects: Project[] }) {
  const [toDelete, setToDelete] = useState<Project | null>(null)
  const deletion = useDeleteProject()

  function confirmDelete() {
    const project = toDelete
    if (!project) return
    deletion.mutate(project.id, {
      onSuccess: () => toast.success('Portfolio deleted', { description: `"${project.title}" has been deleted.` }),
      onError: (error) => toast.error(ERROR_TOAST_TITLE, { description: errorMessage(error, PROJECT_MESSAGES.delete) }),
    })
  }

  return (
    <>
      <AdminDataList
        caption="All portfolios"
        items={projects}
        rowKey={(project) => project.id}
        title={{ header: 'Title', cell: (project) => project.title }}
        columns={[
          { header: 'Client', cell: (project) => project.client ?? <span className="text-muted-foreground">—</span> },
          { header: 'Service', cell: (project) => serviceTitle(project.serviceId) },
          { header: 'Technologies', cell: (project) => <TruncatedBadges items={project.technologies} max={3} empty="None" /> },
        ]}
        actions={(project) => (
          <RowActions
            title={project.title}
            viewHref={paths.caseStudy.to(project.id)}
            editTo={paths.admin.portfolioEdit.to(project.id)}
            onDelete={() => setToDelete(project)}
            deleting={deletion.isPending && deletion.variables === project.id}
          />
        )}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={PORTFOLIO_DELETE_QUESTION}
        description={toDelete ? `"${toDelete.title}" and its case study will be removed from the site.` : undefined}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
      />
    </>
  )
}
