import type { Publishable } from '@/content/types'

/** What a page's head says: its <title>, meta description and social image. */
export interface EffectiveSeo {
  title: string
  description: string
  /** Undefined when there is no image at all. */
  image: string | undefined
}

/**
 * The rule every entity's SEO follows: each search field the admin filled in wins, trimmed;
 * an empty one falls back to what the page computes from its content.
 */
export function withSeoOverrides(fields: Pick<Publishable, 'seoTitle' | 'seoDescription' | 'seoImage'>, defaults: EffectiveSeo): EffectiveSeo {
  return {
    title: fields.seoTitle?.trim() || defaults.title,
    description: fields.seoDescription?.trim() || defaults.description,
    image: fields.seoImage?.trim() || defaults.image?.trim() || undefined,
  }
}
