import { AdminCaseStudyList } from '@/features/portfolio-editor/components/admin-case-study-list'

export function AdminCaseStudiesRoute() {
  return <AdminCaseStudyList />
}
