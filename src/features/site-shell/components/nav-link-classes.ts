import { cn } from '@/lib/cn'

export function navLinkClass(active: boolean, className?: string) {
  return cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    active ? 'bg-white/10 text-cyan-300' : 'text-slate-300 hover:bg-white/5 hover:text-white',
    className,
  )
}
