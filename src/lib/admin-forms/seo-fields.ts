import { z } from '@/lib/zod'
import { INVALID_URL_MESSAGE, isUrlOrSitePath } from './form-messages'

/*
 * The search and social fields every content form has (projects, posts): meta title, meta
 * description and social image. Empty means "computed from the content" (each feature's SEO
 * rule); the hints say how long search engines show them.
 */

export interface SeoFormValues {
  seoTitle: string
  seoDescription: string
  seoImage: string
}

/** What search results show before cutting a text short (Google's usual widths, in characters). */
export const SEO_RECOMMENDED_LENGTH = { title: 60, description: 160 } as const
/** The database's limits. */
export const SEO_MAX_LENGTH = { title: 200, description: 500 } as const

export const SEO_TOO_LONG_MESSAGES = {
  title: `Keep the meta title under ${SEO_MAX_LENGTH.title} characters.`,
  description: `Keep the meta description under ${SEO_MAX_LENGTH.description} characters.`,
} as const

export const seoFieldsSchema = {
  seoTitle: z.string().refine((v) => v.trim().length <= SEO_MAX_LENGTH.title, SEO_TOO_LONG_MESSAGES.title),
  seoDescription: z.string().refine((v) => v.trim().length <= SEO_MAX_LENGTH.description, SEO_TOO_LONG_MESSAGES.description),
  seoImage: z.string().refine(isUrlOrSitePath, INVALID_URL_MESSAGE),
}

/** "42 / 60 characters", and whether search results will cut the text short. */
export function seoLengthHint(value: string, recommended: number): { text: string; over: boolean } {
  const length = value.trim().length
  const over = length > recommended
  return {
    text: over
      ? `${length} / ${recommended} characters: search results will likely cut it short.`
      : `${length} / ${recommended} characters.`,
    over,
  }
}
