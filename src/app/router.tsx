import { lazy, Suspense } from 'react'
import { Route, Routes, useLocation } from 'react-router-dom'
import { paths } from '@/config/paths'
import { RouteChangeReporter } from '@/features/analytics/components/route-change-reporter'
import { PublicLayout } from './layouts/public-layout'
import { RouteErrorBoundary } from './route-error-boundary'
import { BlogPostRoute } from './routes/blog-post'
import { BlogsRoute } from './routes/blogs'
import { CaseStudyRoute } from './routes/case-study'
import { ContactRoute } from './routes/contact'
import { HomeRoute } from './routes/home'
import { NotFoundRoute } from './routes/not-found'
import { PortfolioRoute } from './routes/portfolio'
import { PrivacyPolicyRoute } from './routes/privacy-policy'
import { ReviewsRoute } from './routes/reviews'
import { SalespersonRoute } from './routes/salesperson'
import { ServicePageRoute } from './routes/service-page'
import { ThankYouRoute } from './routes/thank-you'
import { SERVICE_IDS } from '@/content/types'

// The back office is one lazy chunk: the public site never downloads it.
const AdminApp = lazy(() => import('./admin/admin-app'))

export function AppRouter() {
  const location = useLocation()
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <RouteChangeReporter />
      <Routes>
        <Route
          path="/admin/*"
          element={
            <Suspense fallback={<p className="p-8 text-muted-foreground">Loading...</p>}>
              <AdminApp />
            </Suspense>
          }
        />
        <Route element={<PublicLayout />}>
          <Route path={paths.home.pattern} element={<HomeRoute />} />
          <Route path={paths.homeAlias.pattern} element={<HomeRoute />} />
          <Route path={paths.portfolio.pattern} element={<PortfolioRoute />} />
          <Route path={paths.caseStudy.pattern} element={<CaseStudyRoute />} />
          <Route path={paths.blogs.pattern} element={<BlogsRoute />} />
          <Route path={paths.blogPost.pattern} element={<BlogPostRoute />} />
          {SERVICE_IDS.map((id) => (
            <Route key={id} path={paths.service.to(id)} element={<ServicePageRoute serviceId={id} />} />
          ))}
          <Route path={paths.reviews.pattern} element={<ReviewsRoute />} />
          <Route path={paths.contact.pattern} element={<ContactRoute />} />
          <Route path={paths.thankYou.pattern} element={<ThankYouRoute />} />
          <Route path={paths.privacyPolicy.pattern} element={<PrivacyPolicyRoute />} />
          {/* Static routes rank above this pattern, so they always win over it. */}
          <Route path={paths.salesperson.pattern} element={<SalespersonRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  )
}
