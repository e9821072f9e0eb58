import { Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'

/** The back office's call to create something: a link styled as the brand's button, with a plus. */
export function AddLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild variant="gradient">
      <Link to={to}>
        <Plus aria-hidden="true" />
        {children}
      </Link>
    </Button>
  )
}
