import { Sparkles } from 'lucide-react'
import { brandName } from '@/config/brand'
import { clsx } from 'clsx'

/** The brand mark and name; the link around it is the caller's. */
export function BrandLogo({ className }: { className?: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-2 text-lg font-bold tracking-tight', className)}>
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-lg bg-gradient-to-br from-brand-400 to-brand-alt-600 text-ink shadow-lg shadow-brand-500/20"
      >
        <Sparkles className="size-4" />
      </span>
      <span className="text-brand-gradient">{brandName}</span>
    </span>
  )
}
