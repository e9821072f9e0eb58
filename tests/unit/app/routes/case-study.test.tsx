// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { sampleProjects } from '@/content/sample-projects'
import type { Project } from '@/content/types'
import { Page as CaseStudyPage } from '@/app/routes/case-study'
import { getProjectBySlugOrId, type FoundProject } from '@/lib/projects/projects'
import { projectKeys } from '@/lib/projects/project-keys'
import { project } from '../../../support/content-fixtures'
import { RoutePage, renderAt } from '../../../support/render'

vi.mock('@/lib/projects/projects', () => ({
  getProjectBySlugOrId: vi.fn(),
  getProjects: vi.fn(async () => []),
}))

const lookup = vi.mocked(getProjectBySlugOrId)
const shop = sampleProjects[0]!
const routes = [{ path: '/case-study/:slugOrId', element: <RoutePage page={CaseStudyPage} /> }]

function address() {
  return screen.getByTestId('location').textContent
}

beforeEach(() => {
  lookup.mockReset()
})

describe('case study page', () => {
  it('replaces an id address with the slug route and serves the slug from the cache', async () => {
    lookup.mockResolvedValue({ project: shop, foundBy: 'id' })
    const { queryClient } = renderAt(`/case-study/${shop.id}`, routes)
    expect(screen.getByRole('status', { name: 'Loading case study' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 1, name: shop.title })).toBeInTheDocument()
    await waitFor(() => expect(address()).toBe(`/case-study/${shop.slug}`))
    expect(lookup).toHaveBeenCalledTimes(1)
    expect(lookup).toHaveBeenCalledWith(expect.anything(), shop.id, expect.any(AbortSignal))
    // Cached under both addresses.
    expect(queryClient.getQueryData<FoundProject>(projectKeys.detail(shop.id))?.project.id).toBe(shop.id)
    expect(queryClient.getQueryData<FoundProject>(projectKeys.detail(shop.slug!))?.foundBy).toBe('slug')
    expect(document.title).toBe(`${shop.title} | Case Study | NexaLabs`)
  })

  it('keeps a slug address, and an id address of a project without a slug', async () => {
    lookup.mockResolvedValueOnce({ project: shop, foundBy: 'slug' })
    const first = renderAt(`/case-study/${shop.slug}`, routes)
    await screen.findByRole('heading', { level: 1, name: shop.title })
    expect(address()).toBe(`/case-study/${shop.slug}`)
    first.unmount()

    const noSlug: Project = { ...shop, slug: undefined }
    lookup.mockResolvedValueOnce({ project: noSlug, foundBy: 'id' })
    renderAt(`/case-study/${shop.id}`, routes)
    await screen.findByRole('heading', { level: 1, name: shop.title })
    expect(address()).toBe(`/case-study/${shop.id}`)
  })

  it('shows a not-found view with a way back to the portfolio when nothing matches or loading fails', async () => {
    lookup.mockResolvedValueOnce(null)
    const first = renderAt('/case-study/no-such-project', routes)
    expect(await screen.findByRole('heading', { name: 'Case study not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Portfolio' })).toHaveAttribute('href', '/portfolio')
    first.unmount()

    lookup.mockRejectedValueOnce(new Error('Failed to load project. Please try again.'))
    renderAt('/case-study/broken', routes)
    expect(await screen.findByRole('heading', { name: 'Case study not found' })).toBeInTheDocument()
  })

  it('shows the hero with the first 3 metrics and View Live in a new tab', async () => {
    lookup.mockResolvedValue({ project: shop, foundBy: 'slug' })
    renderAt(`/case-study/${shop.slug}`, routes)
    await screen.findByRole('heading', { level: 1, name: shop.title })
    const metrics = within(screen.getByTestId('hero-metrics'))
    expect(metrics.getAllByRole('term').map((t) => t.textContent)).toEqual(shop.metrics.slice(0, 3).map((m) => m.label))
    const live = screen.getByRole('link', { name: /View Live/ })
    expect(live).toHaveAttribute('href', shop.liveUrl)
    expect(live).toHaveAttribute('target', '_blank')
    expect(live).toHaveAttribute('rel', expect.stringContaining('noopener'))
    expect(screen.getByRole('link', { name: 'Back to Portfolio' })).toHaveAttribute('href', '/portfolio')
    expect(screen.getByText(shop.extendedTestimonial!.author)).toBeInTheDocument()
  })

  it('applies the display defaults and hides what is absent', async () => {
    const bare = project({
      id: '5d1c4c8e-0a52-4e4e-9d0b-6f0f8f4f2a11',
      slug: 'bare-project',
      title: 'Bare Project',
      description: 'Little is known.',
      serviceId: 'saas',
    })
    lookup.mockResolvedValue({ project: bare, foundBy: 'slug' })
    renderAt('/case-study/bare-project', routes)
    await screen.findByRole('heading', { level: 1, name: 'Bare Project' })
    for (const text of ['Challenge details coming soon...', 'Solution details coming soon...', '3 months', '3 developers', 'Technology']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0)
    }
    expect(screen.queryByRole('link', { name: /View Live/ })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Project Gallery' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Technology Stack' })).toBeNull()
    expect(screen.getByRole('img', { name: 'Bare Project screenshot' })).toHaveAttribute('src', '/placeholder.svg')
  })

  it('opens the gallery viewer, wraps from the last image to the first, steps with the keys and closes on Escape', async () => {
    const user = userEvent.setup()
    lookup.mockResolvedValue({ project: shop, foundBy: 'slug' })
    renderAt(`/case-study/${shop.slug}`, routes)
    await screen.findByRole('heading', { level: 1, name: shop.title })
    const count = shop.gallery.length
    await user.click(screen.getByRole('button', { name: `Open image ${count} of ${count}` }))
    const viewer = await screen.findByRole('dialog')
    const image = () => within(viewer).getByTestId('gallery-viewer-image')
    expect(image()).toHaveAttribute('src', shop.gallery[count - 1])
    await user.click(within(viewer).getByRole('button', { name: 'Next image' }))
    expect(image()).toHaveAttribute('src', shop.gallery[0])
    expect(within(viewer).getByText(`1 / ${count}`)).toBeInTheDocument()
    await user.click(within(viewer).getByRole('button', { name: 'Previous image' }))
    expect(image()).toHaveAttribute('src', shop.gallery[count - 1])
    await user.keyboard('{ArrowRight}')
    expect(image()).toHaveAttribute('src', shop.gallery[0])
    await user.keyboard('{ArrowLeft}')
    expect(image()).toHaveAttribute('src', shop.gallery[count - 1])
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
