import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'

export interface AdminPageHeaderProps {
  title: string
  subtitle?: ReactNode
  /** The back link above the title; a button when the page must ask before leaving. */
  back?: { label: string; to: string } | { label: string; onClick: () => void }
  actions?: ReactNode
}

/** Back link, title, subtitle and the page's main actions, the same on every admin screen. */
export function AdminPageHeader({ title, subtitle, back, actions }: AdminPageHeaderProps) {
  return (
    <header className="mb-6 space-y-4">
      {back &&
        ('to' in back ? (
          <Button asChild variant="ghost" size="sm" className="-ml-3 text-muted-foreground hover:text-foreground">
            <Link to={back.to}>
              <ArrowLeft aria-hidden="true" />
              {back.label}
            </Link>
          </Button>
        ) : (
          <Button variant="ghost" size="sm" className="-ml-3 text-muted-foreground hover:text-foreground" onClick={back.onClick}>
            <ArrowLeft aria-hidden="true" />
            {back.label}
          </Button>
        ))}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          {subtitle && <p className="text-muted-foreground">{subtitle}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </header>
  )
}
