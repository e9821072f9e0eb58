import { Suspense, type ReactNode } from 'react'
import { Route, Routes, useLocation } from 'react-router-dom'
import { paths } from '@/config/paths'
import { SERVICE_IDS } from '@/content/types'
import { RouteChangeReporter } from '@/features/analytics/components/route-change-reporter'
import { PublicLayout } from './layouts/public-layout'
import { PageReady } from './page-ready'
import {
  adminApp,
  blogPostPage,
  blogsPage,
  caseStudyPage,
  contactPage,
  portfolioPage,
  privacyPolicyPage,
  reviewsPage,
  salespersonPage,
  servicePage,
  thankYouPage,
} from './lazy-routes'
import { RouteErrorBoundary } from './route-error-boundary'
import { HomeRoute } from './routes/home'
import { NotFoundRoute } from './routes/not-found'
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

export function AppRouter() {
  const location = useLocation()
  usePreloadOnIntent()
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <RouteChangeReporter />
      <Routes>
        <Route
          path="/admin/*"
          element={
            <Suspense fallback={<p className="p-8 text-muted-foreground">Loading...</p>}>
              <adminApp.Page />
            </Suspense>
          }
        />
        <Route element={<PublicLayout />}>
          <Route path={paths.home.pattern} element={<HomeRoute />} />
          <Route path={paths.homeAlias.pattern} element={<HomeRoute />} />
          <Route path={paths.portfolio.pattern} element={<PageLoading><portfolioPage.Page /></PageLoading>} />
          <Route path={paths.caseStudy.pattern} element={<PageLoading><caseStudyPage.Page /></PageLoading>} />
          <Route path={paths.blogs.pattern} element={<PageLoading><blogsPage.Page /></PageLoading>} />
          <Route path={paths.blogPost.pattern} element={<PageLoading><blogPostPage.Page /></PageLoading>} />
          {SERVICE_IDS.map((id) => (
            <Route key={id} path={paths.service.to(id)} element={<PageLoading><servicePage.Page serviceId={id} /></PageLoading>} />
          ))}
          <Route path={paths.reviews.pattern} element={<PageLoading><reviewsPage.Page /></PageLoading>} />
          <Route path={paths.contact.pattern} element={<PageLoading><contactPage.Page /></PageLoading>} />
          <Route path={paths.thankYou.pattern} element={<PageLoading><thankYouPage.Page /></PageLoading>} />
          <Route path={paths.privacyPolicy.pattern} element={<PageLoading><privacyPolicyPage.Page /></PageLoading>} />
          {/* Static routes rank above this pattern, so they always win over it. */}
          <Route path={paths.salesperson.pattern} element={<PageLoading><salespersonPage.Page /></PageLoading>} />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  )
}
