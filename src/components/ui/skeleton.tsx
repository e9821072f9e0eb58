import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { SKELETON_CLASSES } from './sized-skeleton'

/** A loading placeholder; `className` sizes it and may change its rounding. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn(SKELETON_CLASSES, className)} {...props} />
}
