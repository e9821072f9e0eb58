import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { act, render } from '@testing-library/react'
import type { ComponentType, ReactElement, ReactNode } from 'react'
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom'
import { AppProviders } from '@/app/providers'
import type { RouteParams } from '@/app/route-module'
import { createQueryClient } from '@/lib/query-client'
// The toast region's chunk, loaded up front: the app fetches it lazily, and a test should not
// wait on a module transform for it (as a returning visitor's browser has it cached).
import '@/components/ui/toaster'

// jsdom lacks these; the toast region (sonner) and Radix's measured parts (switch, popover, select) ask for them.
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  // Radix Select scrolls to its options and captures the pointer.
  Element.prototype.scrollIntoView ??= () => {}
  Element.prototype.hasPointerCapture ??= () => false
  Element.prototype.releasePointerCapture ??= () => {}
}

/**
 * The app's own query client (its defaults: stale time, refetch on focus) with what a test
 * needs changed: no retries, so a failed request shows its error at once, and nothing
 * garbage-collected while a test still looks at it. `queries` overrides more defaults.
 */
export function testQueryClient(queries: Record<string, unknown> = {}): QueryClient {
  const client = createQueryClient()
  const defaults = client.getDefaultOptions()
  client.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, retry: false, gcTime: Infinity, ...queries },
    mutations: { ...defaults.mutations, retry: false },
  })
  return client
}

interface RenderOptions {
  /** The address a memory router starts at. */
  address?: string
  /** Use the app's own browser router over window.history (for Back, Forward, reload). */
  browserHistory?: boolean
  queryClient?: QueryClient
}

/**
 * Renders `ui` inside the app's real providers (AppProviders: the query client, the router,
 * the toast region) as main.tsx does, except that the router is a memory router at `address`
 * unless `browserHistory` is set.
 */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const { address = '/', browserHistory = false, queryClient = testQueryClient() } = options
  const memoryRouter = (children: ReactNode) => <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  const result = render(
    <AppProviders queryClient={queryClient} router={browserHistory ? undefined : memoryRouter}>
      {ui}
    </AppProviders>,
  )
  // The app mounts its toast region at the visitor's first interaction; a test acts at once.
  act(() => {
    window.dispatchEvent(new Event('focusin'))
  })
  return { ...result, queryClient }
}

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

/**
 * Renders routes at an address inside the app's providers. Every other path renders a marker
 * naming it, so a redirect's target is visible.
 */
export function renderAt(address: string, routes: Array<{ path: string; element: ReactElement }>, queryClient = testQueryClient()) {
  return renderWithProviders(
    <>
      <LocationProbe />
      <Routes>
        {routes.map((r) => (
          <Route key={r.path} path={r.path} element={r.element} />
        ))}
        <Route path="*" element={<p>Other page</p>} />
      </Routes>
    </>,
    { address, queryClient },
  )
}

/** A form at its address, and the list page it returns to after saving or cancelling. */
export function renderForm(address: string, form: ReactElement, listPath: string) {
  return renderAt(address, [
    { path: address, element: form },
    { path: listPath, element: <p>The list page</p> },
  ])
}

/** One page at its address with query data already cached, as if its loaders had fetched it. */
export function renderWithCachedData(address: string, element: ReactElement, cached: ReadonlyArray<readonly [QueryKey, unknown]>) {
  const queryClient = testQueryClient()
  for (const [queryKey, data] of cached) queryClient.setQueryData(queryKey, data)
  return renderAt(address, [{ path: address, element }], queryClient)
}

export function currentAddress(container: { getByTestId: (id: string) => HTMLElement }) {
  return container.getByTestId('location').textContent
}
