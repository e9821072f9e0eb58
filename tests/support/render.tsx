import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ComponentType, ReactElement } from 'react'
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom'
import type { RouteParams } from '@/app/route-module'

/** A route module's page with the address's parameters, as the app's router gives them. */
export function RoutePage({ page: Page, params }: { page: ComponentType<{ params: RouteParams }>; params?: RouteParams }) {
  const fromAddress = useParams() as Record<string, string>
  return <Page params={{ ...fromAddress, ...params }} />
}

/** Shows the current address, so a test can see redirects and replaced addresses. */
function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>
}

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000, gcTime: Infinity } } })
}

/**
 * Renders routes at an address with a fresh query cache. Every other path renders a marker
 * naming it, so a redirect's target is visible.
 */
export function renderAt(address: string, routes: Array<{ path: string; element: ReactElement }>, queryClient = testQueryClient()) {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[address]}>
        <LocationProbe />
        <Routes>
          {routes.map((r) => (
            <Route key={r.path} path={r.path} element={r.element} />
          ))}
          <Route path="*" element={<p>Other page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return { ...result, queryClient }
}

export function currentAddress(container: { getByTestId: (id: string) => HTMLElement }) {
  return container.getByTestId('location').textContent
}
