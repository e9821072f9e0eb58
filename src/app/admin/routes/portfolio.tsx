import { AdminPortfolioList } from '@/features/portfolio/components/admin-portfolio-list'

export function AdminPortfolioRoute() {
  return <AdminPortfolioList />
}
