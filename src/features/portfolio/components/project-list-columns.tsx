import type { AdminColumn } from '@/components/admin/admin-table'
import { PublicationBadge } from '@/components/admin/publication-badge'
import { serviceById } from '@/content/services'
import type { Project } from '@/content/types'

/** List screens name services as the site lists them (e.g. "AI Calling Agency"). */
export function serviceTitle(id: string): string {
  return serviceById(id)?.title ?? id
}

/** The columns the portfolio and case-study lists share. */
export const projectClientColumn: AdminColumn<Project> = {
  header: 'Client',
  cell: (project) => project.client ?? <span className="text-muted-foreground">—</span>,
}
export const projectServiceColumn: AdminColumn<Project> = { header: 'Service', cell: (project) => serviceTitle(project.serviceId) }
export const projectStateColumn: AdminColumn<Project> = { header: 'State', cell: (project) => <PublicationBadge item={project} /> }
