// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { sampleProjects } from '@/content/sample-projects'
import type { Project } from '@/content/types'
import { projectKeys } from '@/lib/projects/project-keys'
import { getProjects } from '@/lib/projects/projects'
import { HomePortfolioSection } from '@/features/portfolio/components/home-portfolio-section'
import { renderAt } from '../../../../support/render'

vi.mock('@/lib/projects/projects', () => ({
  getProjects: vi.fn(),
  getProjectBySlugOrId: vi.fn(async () => null),
}))

const load = vi.mocked(getProjects)
const home = [{ path: '/', element: <HomePortfolioSection /> }]

function cardTitles() {
  return screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)
}

beforeEach(() => {
  load.mockReset()
})

describe('home portfolio section', () => {
  it('shows the loading text, then the cards grouped per service with their counts', async () => {
    let resolve: (value: Project[]) => void = () => {}
    load.mockReturnValue(new Promise((r) => (resolve = r)))
    renderAt('/', home)
    expect(screen.getByRole('heading', { level: 2, name: 'Our Latest Projects' })).toBeInTheDocument()
    expect(screen.getByText('Loading real portfolios...')).toBeInTheDocument()
    resolve([...sampleProjects])
    await screen.findByRole('heading', { level: 3, name: 'Web Applications' })
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Web Applications',
      'SAAS Solutions',
      'AI Calling Agency',
    ])
    expect(screen.getByText('2 featured projects')).toBeInTheDocument()
    expect(cardTitles()).toHaveLength(4)
    expect(screen.getByRole('link', { name: /View Full Portfolio/ })).toHaveAttribute('href', '/portfolio')
    expect(screen.getByRole('link', { name: /Start Your Project/ })).toHaveAttribute('href', '/contact#form')
  })

  it('narrows the cards with the filter buttons', async () => {
    const user = userEvent.setup()
    load.mockResolvedValue([...sampleProjects])
    renderAt('/', home)
    await screen.findByRole('heading', { level: 3, name: 'Web Applications' })
    const filters = within(screen.getByRole('group', { name: 'Filter projects by service' }))
    expect(filters.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'All Projects',
      'Web Applications',
      'SAAS Solutions',
      'AI Calling Agency',
    ])
    await user.click(filters.getByRole('button', { name: 'SAAS Solutions' }))
    expect(filters.getByRole('button', { name: 'SAAS Solutions' })).toHaveAttribute('aria-pressed', 'true')
    expect(cardTitles()).toEqual(['TaskFlow Project Management Platform'])
    await user.click(filters.getByRole('button', { name: 'All Projects' }))
    expect(cardTitles()).toHaveLength(4)
  })

  it('shows a card’s image, industry, title, description, first two metrics and case study link', async () => {
    const shop = sampleProjects[0]!
    load.mockResolvedValue([shop])
    renderAt('/', home)
    const card = (await screen.findByRole('heading', { level: 4, name: shop.title })).closest('article')!
    const inCard = within(card)
    expect(card.querySelector('img')).toHaveAttribute('src', shop.image)
    expect(card.querySelector('img')).toHaveAttribute('width')
    expect(inCard.getByText(shop.industry!)).toBeInTheDocument()
    expect(inCard.getByText(shop.description)).toBeInTheDocument()
    expect(inCard.getAllByRole('term').map((t) => t.textContent)).toEqual(shop.metrics.slice(0, 2).map((m) => m.label))
    expect(inCard.getByRole('link', { name: /View Case Study/ })).toHaveAttribute('href', `/case-study/${shop.slug}`)
  })

  it('shows the empty state when no project belongs to a known service', async () => {
    load.mockResolvedValue([{ ...sampleProjects[0]!, serviceId: 'unknown' as never }])
    renderAt('/', home)
    expect(await screen.findByText('No portfolios available yet.')).toBeInTheDocument()
    expect(screen.getByText('Please check back later for our latest projects.')).toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Filter projects by service' })).toBeNull()
  })

  it('shows the empty state when loading failed (the service then answers with an empty list)', async () => {
    load.mockResolvedValue([])
    renderAt('/', home)
    expect(await screen.findByText('No portfolios available yet.')).toBeInTheDocument()
  })

  it('reloads on window focus and on storage events', async () => {
    load.mockResolvedValue([...sampleProjects])
    renderAt('/', home)
    await screen.findByRole('heading', { level: 3, name: 'Web Applications' })
    expect(load).toHaveBeenCalledTimes(1)
    window.dispatchEvent(new StorageEvent('storage', { key: 'anything' }))
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2))
    load.mockResolvedValue([sampleProjects[1]!])
    window.dispatchEvent(new Event('visibilitychange'))
    window.dispatchEvent(new Event('focus'))
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3))
    await waitFor(() => expect(cardTitles()).toEqual([sampleProjects[1]!.title]))
  })

  it('prefetches the hovered project and up to 2 others of the same service', async () => {
    const web = Array.from({ length: 4 }, (_, i) => ({ ...sampleProjects[0]!, id: `aaaaaaaa-0000-4000-8000-00000000000${i}`, slug: `web-${i}`, title: `Web ${i}` }))
    const saas = sampleProjects[2]!
    load.mockResolvedValue([...web, saas])
    const { queryClient } = renderAt('/', home)
    const card = (await screen.findByRole('heading', { level: 4, name: 'Web 1' })).closest('article')!
    fireEvent.mouseEnter(card)
    await waitFor(() => expect(queryClient.getQueryData(projectKeys.detail('web-1'))).toBeTruthy())
    expect(queryClient.getQueryData(projectKeys.detail('web-0'))).toBeTruthy()
    expect(queryClient.getQueryData(projectKeys.detail('web-2'))).toBeTruthy()
    expect(queryClient.getQueryData(projectKeys.detail('web-3'))).toBeUndefined()
    expect(queryClient.getQueryData(projectKeys.detail(saas.slug!))).toBeUndefined()
  })
})
