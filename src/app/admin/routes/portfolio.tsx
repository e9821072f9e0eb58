import { AdminPortfolioList } from '@/features/portfolio-editor/components/admin-portfolio-list'

export function AdminPortfolioRoute() {
  return <AdminPortfolioList />
}
