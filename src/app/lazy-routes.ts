import { lazy, type ComponentType } from 'react'
import { matchPath } from 'react-router-dom'
import { paths } from '@/config/paths'

/**
 * Pages other than the home page load on demand, so a visitor's first download is the shell
 * and the page in front of them (ARCHITECTURE, Budgets). Each page's chunk is fetched as soon
 * as a link to it is pointed at, focused or touched (see usePreloadOnIntent), so following
 * the link shows no delay.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- route props differ per page
function lazyPage<M, P = any>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return { Page: lazy(() => load().then((module) => ({ default: pick(module) }))), preload: load }
}

export const portfolioPage = lazyPage(() => import('./routes/portfolio'), (m) => m.PortfolioRoute)
export const caseStudyPage = lazyPage(() => import('./routes/case-study'), (m) => m.CaseStudyRoute)
export const blogsPage = lazyPage(() => import('./routes/blogs'), (m) => m.BlogsRoute)
export const blogPostPage = lazyPage(() => import('./routes/blog-post'), (m) => m.BlogPostRoute)
export const servicePage = lazyPage(() => import('./routes/service-page'), (m) => m.ServicePageRoute)
export const reviewsPage = lazyPage(() => import('./routes/reviews'), (m) => m.ReviewsRoute)
export const contactPage = lazyPage(() => import('./routes/contact'), (m) => m.ContactRoute)
export const thankYouPage = lazyPage(() => import('./routes/thank-you'), (m) => m.ThankYouRoute)
export const privacyPolicyPage = lazyPage(() => import('./routes/privacy-policy'), (m) => m.PrivacyPolicyRoute)
export const salespersonPage = lazyPage(() => import('./routes/salesperson'), (m) => m.SalespersonRoute)
export const adminApp = lazyPage(() => import('./admin/admin-app'), (m) => m.default)

/** Which chunk a path needs, in the router's order of precedence. */
const preloaders: Array<[pattern: string, preload: () => Promise<unknown>]> = [
  ['/admin/*', adminApp.preload],
  [paths.portfolio.pattern, portfolioPage.preload],
  [paths.caseStudy.pattern, caseStudyPage.preload],
  [paths.blogs.pattern, blogsPage.preload],
  [paths.blogPost.pattern, blogPostPage.preload],
  [paths.reviews.pattern, reviewsPage.preload],
  [paths.contact.pattern, contactPage.preload],
  [paths.thankYou.pattern, thankYouPage.preload],
  [paths.privacyPolicy.pattern, privacyPolicyPage.preload],
  ['/:service', servicePage.preload],
  [paths.salesperson.pattern, salespersonPage.preload],
]

/** Starts loading the chunk of the page at `pathname` (a no-op for the home page). */
export function preloadPath(pathname: string): void {
  if (pathname === paths.home.pattern || pathname === paths.homeAlias.pattern) return
  const match = preloaders.find(([pattern]) => matchPath(pattern, pathname))
  match?.[1]().catch(() => undefined)
}
