import type { AdminColumn } from '@/components/admin/admin-table'
import { PublicationBadge } from '@/components/admin/publication-badge'
import { paths } from '@/config/paths'
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

/** Where a project's row actions lead: its case study (or the preview), and its form. */
export function projectRowLinks(project: Project) {
  return {
    item: project,
    title: project.title,
    publicHref: paths.caseStudy.to(project.id),
    previewHref: paths.admin.portfolioPreview.to(project.id),
    editTo: paths.admin.portfolioEdit.to(project.id),
  }
}
