import { useParams } from 'react-router-dom'
import { AdminPortfolioForm } from '@/features/portfolio-editor/components/admin-portfolio-form'

/** Create mode without :id, edit mode with it. */
export function AdminPortfolioFormRoute() {
  const { id } = useParams()
  return <AdminPortfolioForm key={id ?? 'new'} id={id} />
}
