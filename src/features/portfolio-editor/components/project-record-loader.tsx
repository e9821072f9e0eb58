import type { ReactNode } from 'react'
import { EditRecordLoader } from '@/components/admin/edit-record-loader'
import { paths } from '@/config/paths'
import type { Project } from '@/content/types'
import { useErrorToast } from '@/hooks/use-error-toast'
import { useAdminProject } from '../api/admin-project-queries'
import { PROJECT_MESSAGES } from '@/lib/projects/project-messages'
import { PROJECT_ADMIN_MESSAGES } from '../model/portfolio-admin-messages'

/**
 * One project read for a back-office screen (the edit form, the preview): loading, a failure
 * toast, and "not found" back to the list, then the screen with the project.
 */
export function ProjectRecordLoader({ id, title, children }: { id: string; title: string; children: (project: Project) => ReactNode }) {
  const project = useAdminProject(id)
  useErrorToast(project.isError, `project-load-${id}`, PROJECT_MESSAGES.loadOne)
  return (
    <EditRecordLoader
      query={project}
      title={title}
      back={{ label: 'Back to Portfolios', to: paths.admin.portfolio.to() }}
      loadingLabel="Loading project..."
      loadFailedMessage={PROJECT_MESSAGES.loadOne}
      notFound={{ ...PROJECT_ADMIN_MESSAGES.notFound, redirectTo: paths.admin.portfolio.to() }}
    >
      {children}
    </EditRecordLoader>
  )
}
