import { AdminCaseStudyList } from '@/features/portfolio/components/admin-case-study-list'

export function AdminCaseStudiesRoute() {
  return <AdminCaseStudyList />
}
