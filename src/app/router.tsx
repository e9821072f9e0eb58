import { Suspense, type ReactNode } from 'react'
import { Route, Routes, useLocation, useParams } from 'react-router-dom'
import { PublicLayout } from './layouts/public-layout'
import { PageReady } from './page-ready'
import { RouteErrorBoundary } from './route-error-boundary'
import { LOADED_ROUTES, type LoadedRoute } from './route-modules'
import { usePreloadOnIntent } from './use-preload-on-intent'

/** While a page's chunk arrives: an empty page of the right height, so nothing jumps. */
function PageLoading({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
      {children}
      <PageReady />
    </Suspense>
  )
}

/** A route's page with its parameters: those of the address, then the route table's own. */
function RoutePage({ route }: { route: LoadedRoute }) {
  const params = useParams()
  const { Page, def } = route
  const merged = { ...(params as Record<string, string>), ...def.params }
  if (def.layout === 'none') {
    return (
      <Suspense fallback={<p className="p-8 text-muted-foreground">Loading...</p>}>
        <Page params={merged} />
      </Suspense>
    )
  }
  return (
    <PageLoading>
      <Page params={merged} />
    </PageLoading>
  )
}

/** The app's routes, from the route table (route-table.ts). */
export function AppRouter() {
  const location = useLocation()
  usePreloadOnIntent()
  const routeElement = (route: LoadedRoute) => (
    <Route key={route.def.id} path={route.def.pattern} element={<RoutePage route={route} />} />
  )
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <Routes>
        {LOADED_ROUTES.filter((route) => route.def.layout === 'none').map(routeElement)}
        <Route element={<PublicLayout />}>{LOADED_ROUTES.filter((route) => route.def.layout === 'public').map(routeElement)}</Route>
      </Routes>
    </RouteErrorBoundary>
  )
}
