import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { builtInPosts } from '@/content/blog-posts'
import { sampleProjects } from '@/content/sample-projects'
import type { Project } from '@/content/types'
import { dataTools } from '@/app/admin/data-tools/data-tools'
import { createBackup } from '@/features/data-tools/model/backup'
import type { DataClient } from '@/lib/data-client'
import { startTestStack, type TestStack } from '../support/local-stack'
import { provideSanitizerDom } from '../support/sanitizer'

const { checkDatabase, migrateStaticData, readCurrentContent, restoreBackup, validateDatabaseContent } = dataTools

// The data tools against the real local stack: an empty database, an admin and a stranger.
let stack: TestStack
let admin: DataClient
let stranger: DataClient

const asData = (client: unknown) => client as DataClient

async function rows(table: 'portfolios' | 'blogs') {
  const { data, error } = await stack.serviceClient().from(table).select('id, title, slug')
  if (error) throw error
  return data as { id: string; title: string; slug: string | null }[]
}

provideSanitizerDom()

beforeAll(async () => {
  // Failed writes are logged by design; the assertions below check them.
  vi.spyOn(console, 'error').mockImplementation(() => {})
  stack = await startTestStack({ seed: false })
  admin = asData(await stack.adminClient())
  await stack.createUser('data-stranger@example.com', 'stranger-password-1')
  stranger = asData(await stack.signedInClient('data-stranger@example.com', 'stranger-password-1'))
})

afterAll(async () => {
  await stack?.stop()
})

describe('data tools', () => {
  it('a stranger with an account migrates nothing (RLS)', async () => {
    const result = await migrateStaticData(stranger)
    expect(result).toMatchObject({ success: false, projectsCount: 0, blogsCount: 0 })
    expect(result.error).toMatch(/^Migrated 0 portfolios and 0 blog posts; 10 items could not be saved/)
    expect(await rows('portfolios')).toHaveLength(0)
    expect(await rows('blogs')).toHaveLength(0)
  })

  it('checks an empty database, migrates the static content, and a second run duplicates nothing', async () => {
    expect(await checkDatabase(admin)).toEqual({ projectsCount: 0, blogsCount: 0, hasData: false })

    expect(await migrateStaticData(admin)).toEqual({ success: true, projectsCount: 4, blogsCount: 6 })
    expect(await checkDatabase(admin)).toEqual({ projectsCount: 4, blogsCount: 6, hasData: true })

    expect(await migrateStaticData(admin)).toEqual({ success: true, projectsCount: 4, blogsCount: 6 })
    const projects = await rows('portfolios')
    const blogs = await rows('blogs')
    expect(projects.map((p) => p.id).sort()).toEqual(sampleProjects.map((p) => p.id).sort())
    expect(blogs.map((b) => b.slug).sort()).toEqual(builtInPosts.map((b) => b.slug).sort())
  })

  it('keeps going past a project that fails and counts what was saved', async () => {
    const broken: Project = { ...sampleProjects[0], id: crypto.randomUUID(), slug: 'broken-one', title: ' ' }
    const result = await migrateStaticData(admin, [broken, ...sampleProjects], [])
    expect(result.success).toBe(false)
    expect(result.projectsCount).toBe(4)
    expect(result.error).toContain('1 item could not be saved (portfolio " "')
  })

  it('validates the stored content and reports what is wrong', async () => {
    expect(await validateDatabaseContent(admin)).toEqual({ isValid: true, issues: [] })
    const [first] = sampleProjects
    await stack.db.query(`update public.portfolios set tech_stack = '[{"category": "Frontend"}]' where id = $1`, [first.id])
    expect(await validateDatabaseContent(admin)).toEqual({
      isValid: false,
      issues: [`Project "${first.title}" has a malformed tech stack`],
    })
    await stack.db.query(`update public.portfolios set tech_stack = $2::jsonb where id = $1`, [
      first.id,
      JSON.stringify(first.techStack),
    ])
  })

  it('restores a backup over changed content and deletes nothing else', async () => {
    const current = await readCurrentContent(admin)
    const backup = createBackup(current.projects, current.blogs)
    const [project] = sampleProjects
    const [post] = builtInPosts
    await admin.from('portfolios').update({ title: 'Changed title' }).eq('id', project.id)
    // A post whose slug was edited since the backup: it comes back by id.
    await admin.from('blogs').update({ title: 'Changed post', slug: 'edited-slug' }).eq('id', post.id)
    const added = await admin
      .from('portfolios')
      .insert({ title: 'Added after the backup', description: 'Kept by a restore.', service_id: 'saas', slug: 'added-after' })
      .select('id')
      .single()
    expect(added.error).toBeNull()

    expect(await restoreBackup(admin, backup)).toEqual({ projectsRestored: 4, blogsRestored: 6, failed: 0 })

    const projects = await rows('portfolios')
    expect(projects.find((p) => p.id === project.id)?.title).toBe(project.title)
    expect(projects.some((p) => p.title === 'Added after the backup')).toBe(true)
    const blogs = await rows('blogs')
    expect(blogs).toHaveLength(6)
    expect(blogs.find((b) => b.id === post.id)).toEqual({ id: post.id, title: post.title, slug: post.slug })
  })

  it('a stranger restores nothing', async () => {
    const backup = createBackup([{ ...sampleProjects[1], title: 'Hijacked' }], [])
    expect(await restoreBackup(stranger, backup)).toEqual({ projectsRestored: 0, blogsRestored: 0, failed: 1 })
    expect((await rows('portfolios')).find((p) => p.id === sampleProjects[1].id)?.title).toBe(sampleProjects[1].title)
  })
})
