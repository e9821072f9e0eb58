import { cn } from '@/lib/cn'

export function navLinkClass(active: boolean, className?: string) {
  return cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    active ? 'bg-surface-tint/10 text-brand-300' : 'text-ink-muted hover:bg-surface-tint/5 hover:text-ink',
    className,
  )
}
