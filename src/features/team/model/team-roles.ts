import type { MemberRole } from '@/hooks/use-admin-role'

/** Each role's name on screen and what it may do, for the role selects. */
export const ROLE_LABELS: Record<MemberRole, string> = {
  admin: 'Admin',
  editor: 'Editor',
  sales: 'Sales',
}

export const ROLE_DESCRIPTIONS: Record<MemberRole, string> = {
  admin: 'Everything, including the team and the settings.',
  editor: 'Portfolio, case studies, blog posts, media and publishing.',
  sales: 'The inquiries they own, and their own salesperson links.',
}
