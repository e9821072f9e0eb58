import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * Joins class names and lets later Tailwind classes win over earlier ones: for components
 * whose callers may pass classes that override their own. What the public first load renders
 * uses `clsx` alone instead, whose classes never compete, and so leaves tailwind-merge (about
 * 8 KB gzip) out of the entry bundle.
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
}
