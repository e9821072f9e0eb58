import { FolderOpen } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import type { Project } from '@/content/types'
import { paths } from '@/config/paths'
import { AddLink } from '@/components/admin/add-link'
import { AdminListCard } from '@/components/admin/admin-list-card'
import { AdminPageHeader } from '@/components/admin/admin-page-header'
import { AdminDataList, TruncatedBadges } from '@/components/admin/admin-table'
import { PublicationFilterBar, usePublicationFilter } from '@/components/admin/publication-filter'
import { PublishableRowActions } from '@/components/admin/row-actions'
import { useErrorToast } from '@/hooks/use-error-toast'
import { publicationListTitle } from '@/lib/admin-forms/publication'
import { useDocumentMeta } from '@/lib/use-document-meta'
import { useDeleteProject, useAdminProjects } from '../api/admin-project-queries'
import { projectClientColumn, projectRowLinks, projectServiceColumn, projectStateColumn } from './project-list-columns'
import { PROJECT_MESSAGES } from '@/lib/projects/project-messages'
import { PORTFOLIO_DELETE_QUESTION, PROJECT_ADMIN_MESSAGES } from '../model/portfolio-admin-messages'

/** /admin/portfolio: every project, with view, edit and delete. */
export function AdminPortfolioList() {
  useDocumentMeta('Portfolio Management | Admin')
  const projects = useAdminProjects()
  useErrorToast(projects.isError, 'portfolios-load', PROJECT_MESSAGES.loadList)
  const list = projects.data ?? []
  const { filter, setFilter, shown, counts } = usePublicationFilter(list)

  return (
    <div>
      <AdminPageHeader
        title="Portfolio Management"
        back={{ label: 'Back to Dashboard', to: paths.admin.dashboard.to() }}
        actions={
          <AddLink to={paths.admin.portfolioNew.to()}>Add Portfolio</AddLink>
        }
      />
      {list.length > 0 && <PublicationFilterBar filter={filter} counts={counts} onChange={setFilter} label="Show portfolios by state" />}
      <AdminListCard
        title={publicationListTitle(filter, 'All Portfolios')}
        query={projects}
        items={shown}
        loadingLabel="Loading portfolios..."
        errorMessage={PROJECT_MESSAGES.loadList}
        empty={{
          icon: <FolderOpen className="size-10" aria-hidden="true" />,
          content: list.length > 0 ? (
            <>
              <p>No portfolios in this state.</p>
              <Button variant="outline" onClick={() => setFilter('all')}>
                Show all portfolios
              </Button>
            </>
          ) : (
            <>
              <p>No portfolios yet.</p>
              <AddLink to={paths.admin.portfolioNew.to()}>Create your first portfolio</AddLink>
            </>
          ),
        }}
      >
        <PortfolioTable projects={shown} />
      </AdminListCard>
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
      onSuccess: () => toast.success(PROJECT_ADMIN_MESSAGES.deleted.title, { description: PROJECT_ADMIN_MESSAGES.deleted.description(project.title) }),
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
          projectClientColumn,
          projectServiceColumn,
          { header: 'Technologies', cell: (project) => <TruncatedBadges items={project.technologies} max={3} empty="None" /> },
          projectStateColumn,
        ]}
        actions={(project) => (
          <PublishableRowActions
            {...projectRowLinks(project)}
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
