import type { BlogAuthor, BlogPost } from '@/content/types'
import type { Database } from '@/lib/database.types'
import type { BlogRow } from '@/lib/database-rows'
import { asString, asStringArray, isRecord, optionalText, toJson } from '@/lib/json'
import { toPublishable, toPublishableColumns } from '@/lib/publishable-mapping'

/** Every post from the database is shown under this category. */
export const DATABASE_BLOG_CATEGORY = 'General'
/** Reading time in minutes when none (or no number) is given. */
export const DEFAULT_READING_TIME = 5

/** The one place a blogs row becomes a BlogPost, and back. */
export function toBlogPost(row: BlogRow): BlogPost {
  return {
    id: row.id,
    slug: optionalText(row.slug),
    title: row.title,
    excerpt: row.excerpt ?? '',
    content: row.content ?? '',
    author: toAuthor(row.author),
    publishedDate: row.published_date,
    category: DATABASE_BLOG_CATEGORY,
    featuredImage: optionalText(row.featured_image),
    tags: asStringArray(row.tags),
    readingTime: Number.isFinite(row.reading_time) && row.reading_time > 0 ? row.reading_time : DEFAULT_READING_TIME,
    featured: row.featured === true,
    updatedAt: row.updated_at,
    ...toPublishable(row),
  }
}

type BlogInsert = Database['public']['Tables']['blogs']['Insert']

export function toBlogRow(post: Omit<BlogPost, 'id'> & { id?: string }): BlogInsert {
  return {
    ...(post.id ? { id: post.id } : {}),
    slug: optionalText(post.slug) ?? null,
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    author: toJson({
      name: post.author.name,
      ...(optionalText(post.author.avatar) ? { avatar: post.author.avatar } : {}),
      ...(optionalText(post.author.bio) ? { bio: post.author.bio } : {}),
    }),
    published_date: post.publishedDate,
    category: DATABASE_BLOG_CATEGORY,
    featured_image: optionalText(post.featuredImage) ?? null,
    tags: post.tags,
    reading_time: post.readingTime,
    featured: post.featured,
    ...toPublishableColumns(post),
  }
}

function toAuthor(value: unknown): BlogAuthor {
  if (!isRecord(value)) return { name: '' }
  return {
    name: asString(value.name) ?? '',
    avatar: optionalText(asString(value.avatar)),
    bio: optionalText(asString(value.bio)),
  }
}
