import { PostgrestClient } from '@supabase/postgrest-js'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countProjects, deleteProject, getProjectById, getProjectBySlugOrId, getProjects, listProjects, saveProject, upsertProject, type ProjectInput } from '@/lib/projects/projects'
import type { Database } from '@/lib/database.types'
import { startTestStack, type TestStack } from '../support/local-stack'
import { provideSanitizerDom } from '../support/sanitizer'
import { PROJECT_MESSAGES } from '@/lib/projects/project-messages'

let stack: TestStack
let admin: SupabaseClient<Database>
let anon: SupabaseClient<Database>

const input = (overrides: Partial<ProjectInput> = {}): ProjectInput => ({
  title: 'Fleet Tracker',
  description: 'Live tracking for delivery fleets.',
  industry: 'Logistics',
  client: 'RoadRunner Inc',
  technologies: ['React', 'Node.js', 'Redis'],
  metrics: [{ label: 'On-time deliveries', value: '+32%' }],
  detailedMetrics: [{ value: '32%', label: 'On time', description: 'More deliveries on time' }],
  features: ['Live map'],
  approach: ['Discovery'],
  techStack: [{ category: 'Frontend', technologies: ['React'] }],
  gallery: ['/images/a.webp'],
  extendedTestimonial: { quote: 'Great', author: 'Ann', position: 'CTO', company: 'RoadRunner' },
  serviceId: 'web-apps',
  ...overrides,
})

provideSanitizerDom()

beforeAll(async () => {
  stack = await startTestStack({ seed: false })
  await stack.createAdminUser('projects-admin@example.com', 'projects-password-1')
  admin = await stack.signedInClient('projects-admin@example.com', 'projects-password-1')
  anon = stack.anonClient()
})

afterAll(async () => {
  await stack?.stop()
})

describe('projects', () => {
  it('stores the case study\'s HTML sanitised, by save and by upsert alike', async () => {
    const hostile = '<p>Plan<button onclick="steal()">Pay</button></p><textarea>x</textarea><a href="javascript:steal()" name="cookie">link</a>'
    // The controls go; their text stays, as plain text.
    const safe = '<p>PlanPay</p>x<a name="user-content-cookie">link</a>'
    const stored = async (id: string) =>
      (await stack.db.query<{ challenge: string; solution: string }>('select challenge, solution from public.portfolios where id = $1', [id])).rows[0]
    const saved = await saveProject(admin, input({ title: 'Hostile case', challenge: hostile, solution: 'Plain & simple' }))
    expect(await stored(saved.id)).toEqual({ challenge: safe, solution: 'Plain & simple' })

    await upsertProject(admin, { ...saved, solution: hostile })
    expect(await stored(saved.id)).toEqual({ challenge: safe, solution: safe })
  })

  it('saves a new project with a generated slug and maps every field back', async () => {
    const saved = await saveProject(admin, input())
    expect(saved.slug).toBe('fleet-tracker-logistics-react-nodejs')
    expect(saved).toMatchObject({
      title: 'Fleet Tracker',
      client: 'RoadRunner Inc',
      metrics: [{ label: 'On-time deliveries', value: '+32%' }],
      techStack: [{ category: 'Frontend', technologies: ['React'] }],
      extendedTestimonial: { quote: 'Great', author: 'Ann', position: 'CTO', company: 'RoadRunner' },
      serviceId: 'web-apps',
    })
    expect(saved.liveUrl).toBeUndefined()
  })

  it('finds a project by slug, by id, and by a slug ending in its id', async () => {
    const saved = await saveProject(admin, input({ title: 'Lookup Me', slug: 'lookup-me' }))
    expect(await getProjectBySlugOrId(anon, 'lookup-me')).toMatchObject({ foundBy: 'slug', project: { id: saved.id } })
    expect(await getProjectBySlugOrId(anon, saved.id)).toMatchObject({ foundBy: 'id', project: { id: saved.id } })
    expect(await getProjectBySlugOrId(anon, `old-title-${saved.id}`)).toMatchObject({ foundBy: 'id' })
    expect(await getProjectBySlugOrId(anon, 'no-such-project')).toBeNull()
    expect(await getProjectBySlugOrId(anon, '12345')).toBeNull()
    expect(await getProjectById(anon, saved.id)).toMatchObject({ title: 'Lookup Me' })
  })

  it('updates by id and refuses a slug another project holds with a clear message', async () => {
    const a = await saveProject(admin, input({ title: 'Alpha', slug: 'alpha' }))
    const b = await saveProject(admin, input({ title: 'Beta', slug: 'beta' }))
    const updated = await saveProject(admin, { ...b, title: 'Beta Two' })
    expect(updated.title).toBe('Beta Two')
    await expect(saveProject(admin, { ...b, slug: a.slug })).rejects.toThrow(PROJECT_MESSAGES.slugTaken)
  })

  it('lists newest first, counts, and deletes', async () => {
    const list = await listProjects(anon)
    const times = list.map((p) => p.createdAt ?? '')
    expect([...times].sort().reverse()).toEqual(times)
    const before = await countProjects(anon)
    await deleteProject(admin, list[0].id)
    expect(await countProjects(anon)).toBe(before - 1)
  })

  it('upserts by id without duplicating', async () => {
    const project = { ...input({ title: 'Upserted', slug: 'upserted' }), id: '0b9c9d42-5d1c-4f0e-a0a7-6f3a2f2a0c11' }
    await upsertProject(admin, project)
    await upsertProject(admin, { ...project, title: 'Upserted again' })
    const found = await getProjectBySlugOrId(anon, 'upserted')
    expect(found?.project.title).toBe('Upserted again')
  })

  it('visitors cannot save, and public reads fail soft', async () => {
    await expect(saveProject(anon, input({ title: 'Nope' }))).rejects.toThrow(PROJECT_MESSAGES.save)
    // Nothing listens on port 9: the read fails at the network and the list comes back empty.
    const unreachable = new PostgrestClient<Database>('http://127.0.0.1:9/rest/v1', { retry: false })
    expect(await getProjects(unreachable)).toEqual([])
  })
})

describe('project metrics', () => {
  it('come back in the order they were saved, whatever their labels', async () => {
    // Labels that are integers: a jsonb object (or a JS one) would put these first.
    const metrics = [
      { label: 'Mobile Revenue', value: '+60%' },
      { label: '2026', value: 'launch year' },
      { label: 'ROI', value: '3x' },
      { label: '10', value: 'countries' },
      { label: 'Uptime', value: '99.9%' },
    ]
    const saved = await saveProject(admin, input({ title: 'Ordered Metrics', metrics }))
    expect(saved.metrics).toEqual(metrics)
    const found = await getProjectBySlugOrId(anon, saved.id)
    expect(found!.project.metrics).toEqual(metrics)
  })

  it('older rows that hold an object still read as a list', async () => {
    const saved = await saveProject(admin, input({ title: 'Legacy Metrics' }))
    const { error } = await admin.from('portfolios').update({ metrics: { Uptime: '99.9%', Users: '1,200' } }).eq('id', saved.id)
    expect(error).toBeNull()
    const found = await getProjectBySlugOrId(anon, saved.id)
    // jsonb keeps an object's keys shortest first, not as written: the reason for the list.
    expect(found!.project.metrics).toEqual([
      { label: 'Users', value: '1,200' },
      { label: 'Uptime', value: '99.9%' },
    ])
  })
})

describe('drafts and search fields', () => {
  it('a draft project stays out of the public list and lookups; its search fields are kept', async () => {
    const draft = await saveProject(admin, input({ title: 'Secret Launch', status: 'draft', seoTitle: 'Launch', seoImage: '/images/og.webp' }))
    expect(draft).toMatchObject({ status: 'draft', seoTitle: 'Launch', seoImage: '/images/og.webp' })
    expect(await getProjectBySlugOrId(anon, draft.id)).toBeNull()
    expect((await getProjects(anon)).some((project) => project.id === draft.id)).toBe(false)

    const published = await saveProject(admin, { ...draft, status: 'published', publishAt: new Date().toISOString() })
    expect(published.status).toBe('published')
    expect(await getProjectBySlugOrId(anon, draft.id)).toMatchObject({ project: { title: 'Secret Launch' } })
  })
})
