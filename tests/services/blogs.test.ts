import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countBlogs, deleteBlog, getBlogBySlugOrId, listBlogs, saveBlog, upsertBlog, type BlogInput } from '@/features/blog/api/blogs'
import type { Database } from '@/lib/database.types'
import { startTestStack, type TestStack } from '../support/local-stack'
import { provideSanitizerDom } from '../support/sanitizer'
import { BLOG_MESSAGES } from '@/features/blog/model/blog-messages'

let stack: TestStack
let admin: SupabaseClient<Database>
let anon: SupabaseClient<Database>

const input = (overrides: Partial<BlogInput> = {}): BlogInput => ({
  title: 'Shipping Faster',
  excerpt: 'How we ship.',
  content: 'First paragraph.\n\nSecond paragraph.',
  author: { name: 'Lin', bio: 'Writes code' },
  publishedDate: '2025-05-05T00:00:00.000Z',
  tags: ['Delivery', 'CI'],
  readingTime: 7,
  featured: false,
  ...overrides,
})

provideSanitizerDom()

beforeAll(async () => {
  stack = await startTestStack({ seed: false })
  await stack.createAdminUser('blog-admin@example.com', 'blog-password-1')
  admin = await stack.signedInClient('blog-admin@example.com', 'blog-password-1')
  anon = stack.anonClient()
})

afterAll(async () => {
  await stack?.stop()
})

describe('blogs', () => {
  it('saves with a generated slug, the General category and the date as stored', async () => {
    const saved = await saveBlog(admin, input())
    expect(saved).toMatchObject({
      slug: 'shipping-faster-general-delivery-2025',
      category: 'General',
      author: { name: 'Lin', bio: 'Writes code' },
      readingTime: 7,
      tags: ['Delivery', 'CI'],
    })
    expect(new Date(saved.publishedDate).toISOString()).toBe('2025-05-05T00:00:00.000Z')
  })

  it('finds by slug or id, lists newest first, counts and deletes', async () => {
    const older = await saveBlog(admin, input({ title: 'Older', publishedDate: '2024-01-01T00:00:00.000Z' }))
    expect((await getBlogBySlugOrId(anon, older.slug!))?.id).toBe(older.id)
    expect((await getBlogBySlugOrId(anon, older.id))?.title).toBe('Older')
    expect(await getBlogBySlugOrId(anon, 'missing')).toBeNull()
    const list = await listBlogs(anon)
    expect(list.at(-1)?.title).toBe('Older')
    const count = await countBlogs(anon)
    await deleteBlog(admin, older.id)
    expect(await countBlogs(anon)).toBe(count - 1)
  })

  it('stores HTML in the body sanitised, by save and by upsert alike, and plain text as written', async () => {
    const hostile = '<p id="query-state">Hi</p><style>body{display:none}</style><form><input name="password"></form><img src=x onerror="steal()">'
    const stored = async (id: string) => (await stack.db.query<{ content: string }>('select content from public.blogs where id = $1', [id])).rows[0]?.content
    const saved = await saveBlog(admin, input({ title: 'Hostile body', content: hostile }))
    expect(await stored(saved.id)).toBe('<p id="user-content-query-state">Hi</p><img src="x">')

    const restored = { ...input({ title: 'Restored body', slug: 'restored-body', content: hostile }), id: '5b0f3b53-8f69-4c8a-9d6d-2f8f2a6b9e02', category: 'SaaS' }
    await upsertBlog(admin, restored)
    expect(await stored(restored.id)).toBe('<p id="user-content-query-state">Hi</p><img src="x">')

    const plain = await saveBlog(admin, input({ title: 'Plain body', content: 'R&D < 5%.\n\nNext' }))
    expect(await stored(plain.id)).toBe('R&D < 5%.\n\nNext')
  })

  it('upserts a post by slug without duplicating it', async () => {
    const post = { ...input({ title: 'Built In', slug: 'built-in' }), id: '5b0f3b53-8f69-4c8a-9d6d-2f8f2a6b9e01', category: 'SaaS' }
    await upsertBlog(admin, post)
    await upsertBlog(admin, { ...post, excerpt: 'Changed' })
    const all = await listBlogs(anon)
    expect(all.filter((b) => b.slug === 'built-in')).toHaveLength(1)
    expect(all.find((b) => b.slug === 'built-in')?.excerpt).toBe('Changed')
  })

  it('visitors cannot write', async () => {
    await expect(saveBlog(anon, input({ title: 'Nope' }))).rejects.toThrow(BLOG_MESSAGES.save)
  })
})

describe('drafts, scheduling and search fields', () => {
  it('a draft is saved with its state and search fields; only the back office reads it', async () => {
    const draft = await saveBlog(
      admin,
      input({ title: 'Draft Post', status: 'draft', seoTitle: 'Custom title', seoDescription: 'Custom description', seoImage: '/images/og.webp' }),
    )
    expect(draft).toMatchObject({ status: 'draft', seoTitle: 'Custom title', seoDescription: 'Custom description', seoImage: '/images/og.webp' })
    expect(await getBlogBySlugOrId(anon, draft.id)).toBeNull()
    expect((await listBlogs(anon)).some((post) => post.id === draft.id)).toBe(false)
    expect((await listBlogs(admin)).some((post) => post.id === draft.id)).toBe(true)
  })

  it('a scheduled post appears to visitors at its time; emptied search fields are cleared', async () => {
    const soon = new Date(Date.now() + 1500).toISOString()
    const scheduled = await saveBlog(admin, input({ title: 'Scheduled Post', status: 'scheduled', publishAt: soon, seoTitle: 'Soon' }))
    expect(await getBlogBySlugOrId(anon, scheduled.id)).toBeNull()
    await expect.poll(() => getBlogBySlugOrId(anon, scheduled.id), { timeout: 10_000, interval: 250 }).not.toBeNull()

    const cleared = await saveBlog(admin, { ...scheduled, seoTitle: '', seoDescription: '', seoImage: '' })
    expect(cleared.seoTitle).toBeUndefined()
  })

  it('a post written without a state (Migrate Static Data) is published', async () => {
    const post = { ...input({ title: 'No State', slug: 'no-state' }), id: '7c1e3b53-8f69-4c8a-9d6d-2f8f2a6b9e02', category: 'SaaS' }
    await upsertBlog(admin, post)
    expect(await getBlogBySlugOrId(anon, 'no-state')).toMatchObject({ status: 'published' })
  })
})
