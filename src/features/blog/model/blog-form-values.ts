import { z } from '@/lib/zod'
import { BLOG_CATEGORIES, type BlogPost, type Publishable } from '@/content/types'
import { toDateTimeInputValue } from '@/lib/admin-forms/publication'
import { seoFieldsSchema, type SeoFormValues } from '@/lib/admin-forms/seo-fields'
import { cleanList } from '@/lib/admin-forms/list-items'
import { INVALID_URL_MESSAGE, isUrlOrSitePath, REQUIRED_FIELD_MESSAGE } from '@/lib/admin-forms/form-messages'
import { DATABASE_BLOG_CATEGORY } from './blog-mapping'
import { blogFormSlug, parseReadingTime, toDateInputValue, toPublishedIso, todayDateInputValue } from './blog-form-rules'
import { isValidSlug, SLUG_FORMAT_MESSAGE } from '@/lib/slug'
import type { FormMode } from '@/lib/admin-forms/form-mode'
import { CONTENT_EMPTY_MESSAGE, INVALID_DATE_MESSAGE } from './blog-admin-messages'


/**
 * Categories the form offers for the generated slug. Posts from the database are always
 * listed under General, so General comes first and is what an edited post shows.
 */
export const BLOG_FORM_CATEGORIES = [DATABASE_BLOG_CATEGORY, ...BLOG_CATEGORIES.filter((c) => c !== 'All')] as const

/** The post's fields, its search fields, and the time Schedule publishes it at (datetime-local). */
export interface BlogFormValues extends SeoFormValues {
  title: string
  slug: string
  excerpt: string
  category: string
  authorName: string
  authorAvatar: string
  authorBio: string
  /** yyyy-MM-dd: the form edits only the date part. */
  publishedDate: string
  readingTime: string
  featuredImage: string
  tags: string[]
  content: string
  publishAt: string
}

export function emptyBlogForm(now: Date = new Date()): BlogFormValues {
  return {
    title: '',
    slug: '',
    excerpt: '',
    category: '',
    authorName: '',
    authorAvatar: '',
    authorBio: '',
    publishedDate: todayDateInputValue(now),
    readingTime: '',
    featuredImage: '',
    tags: [],
    content: '',
    publishAt: '',
    seoTitle: '',
    seoDescription: '',
    seoImage: '',
  }
}

export function toBlogFormValues(post: BlogPost): BlogFormValues {
  return {
    title: post.title,
    slug: post.slug ?? '',
    excerpt: post.excerpt,
    category: post.category || DATABASE_BLOG_CATEGORY,
    authorName: post.author.name,
    authorAvatar: post.author.avatar ?? '',
    authorBio: post.author.bio ?? '',
    publishedDate: toDateInputValue(post.publishedDate),
    readingTime: String(post.readingTime),
    featuredImage: post.featuredImage ?? '',
    tags: cleanList(post.tags),
    content: post.content,
    publishAt: post.status === 'scheduled' ? toDateTimeInputValue(post.publishAt) : '',
    seoTitle: post.seoTitle ?? '',
    seoDescription: post.seoDescription ?? '',
    seoImage: post.seoImage ?? '',
  }
}

const required = z.string().refine((v) => v.trim() !== '', REQUIRED_FIELD_MESSAGE)
const urlField = z.string().refine(isUrlOrSitePath, INVALID_URL_MESSAGE)

/**
 * Title, content and author name are required; content that is only
 * whitespace is "Content cannot be empty."; the date is required.
 */
export const blogFormSchema = z.object({
  title: required,
  slug: z.string().refine(isValidSlug, SLUG_FORMAT_MESSAGE),
  excerpt: z.string(),
  category: z.string(),
  authorName: required,
  authorAvatar: urlField,
  authorBio: z.string(),
  publishedDate: z
    .string()
    .refine((v) => v.trim() !== '', REQUIRED_FIELD_MESSAGE)
    .refine((v) => v.trim() === '' || toPublishedIso(v) !== null, INVALID_DATE_MESSAGE),
  readingTime: z.string(),
  featuredImage: urlField,
  tags: z.array(z.string()),
  content: z
    .string()
    .refine((v) => v !== '', REQUIRED_FIELD_MESSAGE)
    .refine((v) => v === '' || v.trim() !== '', CONTENT_EMPTY_MESSAGE),
  publishAt: z.string(),
  ...seoFieldsSchema,
})

/** The shape saveBlog takes (its BlogInput). */
export type BlogFormInput = Omit<BlogPost, 'id' | 'category'> & { id?: string; category?: string }

/**
 * What the form saves. `previous` is the post being edited: its stored time of day and its
 * featured flag (which this form does not edit) are kept. A scheduled post is dated when it
 * goes public, so its page never shows an earlier date than its appearance.
 */
export function toBlogInput(
  values: BlogFormValues,
  mode: FormMode,
  previous: BlogPost | undefined,
  publication: Pick<Publishable, 'status' | 'publishAt'>,
): BlogFormInput {
  const optional = (v: string) => (v.trim() === '' ? undefined : v.trim())
  const tags = cleanList(values.tags)
  const publishedDate =
    publication.status === 'scheduled' && publication.publishAt
      ? publication.publishAt
      : toPublishedIso(values.publishedDate, previous?.publishedDate)
  if (publishedDate === null) throw new Error('toBlogInput needs a validated date')
  const slug = blogFormSlug(mode, { ...values, tags })
  return {
    ...(mode === 'edit' && previous ? { id: previous.id } : {}),
    title: values.title.trim(),
    slug: slug === '' ? undefined : slug,
    excerpt: values.excerpt.trim(),
    category: optional(values.category),
    content: values.content,
    author: { name: values.authorName.trim(), avatar: optional(values.authorAvatar), bio: optional(values.authorBio) },
    publishedDate,
    readingTime: parseReadingTime(values.readingTime),
    featuredImage: optional(values.featuredImage),
    tags,
    featured: previous?.featured ?? false,
    status: publication.status,
    publishAt: publication.publishAt,
    // Always sent, empty included: clearing a field brings its default back.
    seoTitle: values.seoTitle.trim(),
    seoDescription: values.seoDescription.trim(),
    seoImage: values.seoImage.trim(),
  }
}
