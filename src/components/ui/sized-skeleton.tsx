import { clsx } from 'clsx'
import type { ComponentProps } from 'react'

export const SKELETON_CLASSES = 'animate-pulse rounded-md bg-muted'

/**
 * The loading placeholder sized by `className` alone (height, width: nothing that competes
 * with its own classes), so it joins classes without merging them: for placeholders on the
 * public first load, which goes without tailwind-merge. Skeleton takes any classes.
 */
export function SizedSkeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={clsx(SKELETON_CLASSES, className)} {...props} />
}
