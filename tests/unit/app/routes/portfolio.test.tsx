// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { sampleProjects } from '@/content/sample-projects'
import { Page as PortfolioPage } from '@/app/routes/portfolio'
import { getProjects } from '@/lib/projects/projects'
import { RoutePage, renderAt } from '../../../support/render'

vi.mock('@/lib/projects/projects', () => ({
  getProjects: vi.fn(),
  getProjectBySlugOrId: vi.fn(async () => null),
}))

const load = vi.mocked(getProjects)

beforeEach(() => {
  load.mockReset()
})

describe('/portfolio', () => {
  it('shows the total in the hero and a count on every filter button', async () => {
    load.mockResolvedValue([...sampleProjects])
    renderAt('/portfolio', [{ path: '/portfolio', element: <RoutePage page={PortfolioPage} /> }])
    expect(await screen.findByText('4 Projects Delivered')).toBeInTheDocument()
    const filters = within(screen.getByRole('group', { name: 'Filter projects by service' }))
    expect(filters.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'All Projects4',
      'Web Applications2',
      'SAAS Solutions1',
      'AI Calling Agency1',
    ])
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toContain('Web Applications')
    expect(document.title).toBe('Portfolio | NexaLabs')
  })
})
