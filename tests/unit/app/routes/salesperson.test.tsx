// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Page as NotFoundPage } from '@/app/routes/not-found'
import { Page as SalespersonPage } from '@/app/routes/salesperson'
import { sampleProjects } from '@/content/sample-projects'
import { servicePages } from '@/content/service-pages'
import { getProjects } from '@/lib/projects/projects'
import { resolveSalespersonLink } from '@/features/salespeople/api/salesperson-links'
import { LINK_INVALID_REASONS } from '@/features/salespeople/model/link-resolution'
import { ATTRIBUTION_STORAGE_KEY, readAttribution } from '@/lib/attribution/attribution-store'
import { RoutePage, renderAt, testQueryClient } from '../../../support/render'

vi.mock('@/lib/projects/projects', () => ({
  getProjects: vi.fn(),
  getProjectBySlugOrId: vi.fn(async () => null),
}))
vi.mock('@/features/salespeople/api/salesperson-links', () => ({ resolveSalespersonLink: vi.fn() }))

const projects = vi.mocked(getProjects)
const resolve = vi.mocked(resolveSalespersonLink)

function address() {
  return screen.getByTestId('location').textContent
}

beforeEach(() => {
  projects.mockReset()
  projects.mockResolvedValue([...sampleProjects])
  resolve.mockReset()
  window.localStorage.removeItem(ATTRIBUTION_STORAGE_KEY)
})

describe('salesperson referral page', () => {
  const routes = [{ path: '/:salesperson/:service', element: <RoutePage page={SalespersonPage} /> }]

  it('shows nothing final while validating, then the banner and the matching service page', async () => {
    let answer: (value: Awaited<ReturnType<typeof resolveSalespersonLink>>) => void = () => {}
    resolve.mockReturnValue(new Promise((r) => (answer = r)))
    renderAt('/John.Smith/saas', routes)
    expect(screen.getByRole('status', { name: 'Checking your link' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
    // The name is looked up as stored (normalised).
    expect(resolve).toHaveBeenCalledWith(expect.anything(), 'john-smith', 'saas', expect.any(AbortSignal))
    answer({ valid: true, displayName: 'John Smith', email: 'john@agency.test' })
    expect(await screen.findByText("You're working with John Smith")).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'john@agency.test' })).toHaveAttribute('href', 'mailto:john@agency.test')
    expect(screen.getByRole('heading', { level: 1, name: servicePages.saas.hero.title })).toBeInTheDocument()
    expect(address()).toBe('/John.Smith/saas')
  })

  it.each(LINK_INVALID_REASONS)('redirects to /404 when the link is invalid: %s', async (reason) => {
    resolve.mockResolvedValue({ valid: false, reason })
    renderAt('/someone/web-apps', routes)
    await waitFor(() => expect(address()).toBe('/404'))
  })

  it('redirects to /404 when the check itself fails, without retrying it', async () => {
    resolve.mockRejectedValue(new Error('Could not check this link. Please try again.'))
    renderAt('/someone/web-apps', routes, testQueryClient({ retry: 3, retryDelay: 0 }))
    await waitFor(() => expect(address()).toBe('/404'))
    expect(resolve).toHaveBeenCalledTimes(1)
  })
})

describe('salesperson referral page and lead attribution', () => {
  const routes = [
    { path: '/:salesperson/:service', element: <RoutePage page={SalespersonPage} /> },
    { path: '/404', element: <RoutePage page={NotFoundPage} /> },
  ]

  it('a valid link credits its salesperson (accents transliterated) with the visitor\'s next inquiry', async () => {
    resolve.mockResolvedValue({ valid: true, displayName: 'María Gómez', email: 'maria@agency.test' })
    renderAt('/Mar%C3%ADa-G%C3%B3mez/web-apps', routes)
    expect(await screen.findByText("You're working with María Gómez")).toBeInTheDocument()
    expect(resolve).toHaveBeenCalledWith(expect.anything(), 'maria-gomez', 'web-apps', expect.any(AbortSignal))
    expect(readAttribution().salesperson).toBe('maria-gomez')
  })

  it('an invalid link credits nobody, and the 404 page logs the address the visitor asked for', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    resolve.mockResolvedValue({ valid: false, reason: 'Salesperson not found or inactive' })
    renderAt('/nobody-here/web-apps', routes)
    await waitFor(() => expect(address()).toBe('/404'))
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument()
    expect(log).toHaveBeenCalledWith('404 Error: User attempted to access non-existent route:', '/nobody-here/web-apps')
    expect(log).not.toHaveBeenCalledWith(expect.anything(), '/404')
    // The page's record may hold an earlier valid referral of this run: the invalid one is not in it.
    expect(readAttribution().salesperson).not.toBe('nobody-here')
    log.mockRestore()
  })
})
