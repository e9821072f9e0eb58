import type { BlogPost } from '@/content/types'
import { NEVER_ABORTED, type DataClient } from '@/lib/data-client'
import { isUuid, PG, ServiceError } from '@/lib/errors'
import { withSanitizedRichText } from '@/lib/rich-text-save'
import { toBlogPost, toBlogRow } from '../model/blog-mapping'
import { generateBlogSlug } from '../model/blog-slug'
import { BLOG_MESSAGES } from '../model/blog-messages'

/** Database posts, newest first. Throws on failure (the back office tells the admin). */
export async function listBlogs(client: DataClient, signal: AbortSignal = NEVER_ABORTED): Promise<BlogPost[]> {
  const { data, error } = await client.from('blogs').select('*').order('published_date', { ascending: false }).abortSignal(signal)
  if (error) throw new ServiceError(BLOG_MESSAGES.loadList, { code: error.code, cause: error })
  return data.map(toBlogPost)
}

/** Database posts, or an empty list when the read fails public reads fail soft, the built-in posts still show. */
export async function getBlogs(client: DataClient, signal: AbortSignal = NEVER_ABORTED): Promise<BlogPost[]> {
  try {
    return await listBlogs(client, signal)
  } catch (error) {
    console.error('Loading blog posts failed', error)
    return []
  }
}

/** A database post by slug, then by id (only a well-formed uuid is sent as an id). */
export async function getBlogBySlugOrId(client: DataClient, slugOrId: string, signal: AbortSignal = NEVER_ABORTED): Promise<BlogPost | null> {
  const steps: Array<['slug' | 'id', string]> = [['slug', slugOrId]]
  if (isUuid(slugOrId)) steps.push(['id', slugOrId])
  for (const [column, value] of steps) {
    const { data, error } = await client.from('blogs').select('*').eq(column, value).limit(1).abortSignal(signal).maybeSingle()
    if (error) throw new ServiceError(BLOG_MESSAGES.loadOne, { code: error.code, cause: error })
    if (data) return toBlogPost(data)
  }
  return null
}

export type BlogInput = Omit<BlogPost, 'id' | 'category'> & { id?: string; category?: string }

/** The post's body is the one field holding rich text (HTML or plain). */
const RICH_TEXT_FIELDS = ['content'] as const

/**
 * Creates (no id) or updates (id) a post; an empty slug is generated (title, category, first
 * tag, year). HTML in the body is stored sanitised.
 */
export async function saveBlog(client: DataClient, input: BlogInput): Promise<BlogPost> {
  const category = input.category ?? 'General'
  const slug = input.slug?.trim() || generateBlogSlug({ ...input, category })
  const row = toBlogRow(await withSanitizedRichText({ ...input, category, slug }, RICH_TEXT_FIELDS))
  const query = input.id
    ? client.from('blogs').update(row).eq('id', input.id).select('*').single()
    : client.from('blogs').insert(row).select('*').single()
  const { data, error } = await query
  if (error) {
    const message = error.code === PG.uniqueViolation ? BLOG_MESSAGES.slugTaken : BLOG_MESSAGES.save
    throw new ServiceError(message, { code: error.code, cause: error })
  }
  return toBlogPost(data)
}

/**
 * Writes a post as it is (its HTML sanitised), matched by slug when it has one (so a built-in
 * post migrated twice, or restored from a backup, replaces itself), else by id.
 */
export async function upsertBlog(client: DataClient, post: BlogPost): Promise<void> {
  const row = toBlogRow(await withSanitizedRichText(post, RICH_TEXT_FIELDS))
  const { error } = await client.from('blogs').upsert(row, { onConflict: row.slug ? 'slug' : 'id' })
  if (error) throw new ServiceError(BLOG_MESSAGES.save, { code: error.code, cause: error })
}

export async function deleteBlog(client: DataClient, id: string): Promise<void> {
  const { error } = await client.from('blogs').delete().eq('id', id)
  if (error) throw new ServiceError(BLOG_MESSAGES.delete, { code: error.code, cause: error })
}

export async function countBlogs(client: DataClient, signal: AbortSignal = NEVER_ABORTED): Promise<number> {
  const { count, error } = await client.from('blogs').select('id', { count: 'exact', head: true }).abortSignal(signal)
  if (error) throw new ServiceError(BLOG_MESSAGES.loadList, { code: error.code, cause: error })
  return count ?? 0
}
