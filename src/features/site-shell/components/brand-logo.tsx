import { Sparkles } from 'lucide-react'
import { brandName } from '@/config/brand'
import { cn } from '@/lib/cn'

/** The brand mark and name; the link around it is the caller's. */
export function BrandLogo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-bold tracking-tight', className)}>
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-lg bg-gradient-to-br from-cyan-400 to-purple-600 text-white shadow-lg shadow-cyan-500/20"
      >
        <Sparkles className="size-4" />
      </span>
      <span className="bg-gradient-to-r from-cyan-300 to-purple-300 bg-clip-text text-transparent">{brandName}</span>
    </span>
  )
}
