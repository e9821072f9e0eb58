// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ServicePageView } from '@/app/routes/service-page'
import { sampleProjects } from '@/content/sample-projects'
import { servicePages } from '@/content/service-pages'
import { SERVICE_IDS, type Project } from '@/content/types'
import { getProjects } from '@/lib/projects/projects'
import { resolveSalespersonLink } from '@/features/salespeople/api/salesperson-links'
import { ATTRIBUTION_STORAGE_KEY } from '@/lib/attribution/attribution-store'
import { renderAt } from '../../../support/render'

vi.mock('@/lib/projects/projects', () => ({
  getProjects: vi.fn(),
  getProjectBySlugOrId: vi.fn(async () => null),
}))
vi.mock('@/features/salespeople/api/salesperson-links', () => ({ resolveSalespersonLink: vi.fn() }))

const projects = vi.mocked(getProjects)
const resolve = vi.mocked(resolveSalespersonLink)

beforeEach(() => {
  projects.mockReset()
  projects.mockResolvedValue([...sampleProjects])
  resolve.mockReset()
  window.localStorage.removeItem(ATTRIBUTION_STORAGE_KEY)
})

describe('service landing pages', () => {
  it.each(SERVICE_IDS)('%s shows its own content, 6 features, 3 stories, 5 steps and buttons to the contact form, contact or portfolio', async (id) => {
    const content = servicePages[id]
    const { container } = renderAt(`/${id}`, [{ path: `/${id}`, element: <ServicePageView serviceId={id} /> }])
    expect(screen.getByRole('heading', { level: 1, name: content.hero.title })).toBeInTheDocument()
    const features = within(screen.getByRole('region', { name: content.headings.features }))
    expect(features.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(content.features.map((f) => f.title))
    const stories = within(screen.getByRole('region', { name: content.headings.stories }))
    expect(stories.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(content.successStories.map((s) => s.client))
    const steps = within(screen.getByRole('region', { name: content.headings.process })).getAllByRole('listitem')
    expect(steps).toHaveLength(5)
    const buttons = [...container.querySelectorAll('a')]
      .map((a) => a.getAttribute('href'))
      .filter((href) => !href?.startsWith('/case-study/'))
    for (const href of buttons) expect(['/contact#form', '/contact', '/portfolio']).toContain(href)
    expect(buttons).toContain('/contact#form')
  })

  it('shows up to 9 web-apps projects with 3 technologies each', async () => {
    const many: Project[] = Array.from({ length: 11 }, (_, i) => ({ ...sampleProjects[0]!, id: `bbbbbbbb-0000-4000-8000-0000000000${10 + i}`, slug: `web-${i}`, title: `Web ${i}` }))
    projects.mockResolvedValue([sampleProjects[2]!, ...many])
    renderAt('/web-apps', [{ path: '/web-apps', element: <ServicePageView serviceId="web-apps" /> }])
    const portfolio = within(screen.getByRole('region', { name: servicePages['web-apps'].headings.portfolio }))
    await portfolio.findByText('Web 0')
    const cards = portfolio.getAllByRole('article')
    expect(cards).toHaveLength(9)
    expect(within(cards[0]!).getByRole('list', { name: 'Technologies' }).children).toHaveLength(3)
  })

  it('says so when no portfolio project can be shown', async () => {
    projects.mockResolvedValue([])
    renderAt('/web-apps', [{ path: '/web-apps', element: <ServicePageView serviceId="web-apps" /> }])
    expect(await screen.findByText('No portfolio projects available.')).toBeInTheDocument()
  })

  it('adds the three SaaS packages, Growth the most popular, and shows no portfolio on the other pages', async () => {
    const saas = renderAt('/saas', [{ path: '/saas', element: <ServicePageView serviceId="saas" /> }])
    const packages = within(screen.getByRole('region', { name: 'SaaS Development Packages' }))
    expect(packages.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Startup', 'Growth', 'Enterprise'])
    expect(packages.getByText('$5,000')).toBeInTheDocument()
    expect(packages.getByText('$15,000')).toBeInTheDocument()
    expect(packages.getByText('Most Popular').closest('li')).toHaveTextContent('Growth')
    expect(packages.getByText('12 months support')).toBeInTheDocument()
    saas.unmount()

    renderAt('/mobile-apps', [{ path: '/mobile-apps', element: <ServicePageView serviceId="mobile-apps" /> }])
    expect(screen.queryByRole('region', { name: servicePages['mobile-apps'].headings.portfolio })).toBeNull()
    expect(screen.queryByRole('region', { name: 'SaaS Development Packages' })).toBeNull()
  })
})
