import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/** One formatting button: an icon with its name for screen readers and its on/off state. */
export function ToolbarButton({
  label,
  active,
  className,
  ...props
}: ComponentProps<'button'> & { label: string; active?: boolean }) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      {...(active !== undefined ? { 'aria-pressed': active } : {})}
      className={cn(
        'inline-flex size-8 items-center justify-center rounded text-ink-muted transition-colors hover:bg-surface-tint/10 hover:text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-40 [&_svg]:size-4',
        active && 'bg-brand-500/20 text-brand-100',
        className,
      )}
      {...props}
    />
  )
}
