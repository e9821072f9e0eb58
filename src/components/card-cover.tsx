import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** The classes of a card cover's image: it fills the cover and zooms a little while the card is hovered. */
export const CARD_COVER_IMAGE_CLASS = 'size-full object-cover transition duration-500 group-hover:scale-105'

/**
 * The top of a project or post card: its image (the caller's element, with its own fallback)
 * at the card's aspect ratio, and a badge over its corner (an industry, a category).
 */
export function CardCover({ className, badge, children }: { className: string; badge: ReactNode; children: ReactNode }) {
  return (
    <div className={cn('relative overflow-hidden bg-muted', className)}>
      {children}
      <span className="absolute left-3 top-3 rounded-full border border-line-strong bg-surface-page/85 px-3 py-1 text-xs font-medium text-brand-200 backdrop-blur">
        {badge}
      </span>
    </div>
  )
}
