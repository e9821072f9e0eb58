import type * as Lucide from 'lucide-react'

/** Any name exported by lucide-react; the UI maps a name to its component. */
export type LucideIconName = keyof typeof Lucide

/**
 * A union of lucide-react icon names, checked at compile time: a misspelt or
 * removed icon name fails the typecheck. Use it to declare a content file's icon set,
 * e.g. `type ExpertiseIcon = IconNames<'Brain' | 'Code'>`, so the UI can build a
 * `Record<ExpertiseIcon, LucideIcon>` and import only those icons.
 */
export type IconNames<T extends LucideIconName> = T
