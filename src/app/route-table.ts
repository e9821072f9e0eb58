/**
 * Every top-level route of the app, declared once. The router (router.tsx), the chunk
 * preloading on link intent (route-modules.ts), the first-load build plugin (which route's
 * chunk a deep link needs), the prerendering (which pages become HTML at build time, and how
 * each gets its data) and the static host's rules (which addresses answer with the plain app
 * page, which with 404) are all derived from this table.
 *
 * Plain data, no React: the build plugins import it in Node.
 */
// Relative imports: the build plugins load this file in Node, where the '@/' alias is unknown.
import { BACK_OFFICE_PATTERN, paths } from '../config/paths.ts'
import { SERVICE_IDS } from '../content/types.ts'

/**
 * How a route's pages reach a visitor:
 * - 'page': one page at a fixed address, built into HTML;
 * - 'per-entry': one page per published item (case studies, posts), built into HTML; an
 *   address the build did not know (an id, an item added since) is rendered in the browser;
 * - 'browser': always rendered in the browser from the plain app page (referral links, /admin).
 */
export type RenderMode = 'page' | 'per-entry' | 'browser'

export interface RouteDef {
  id: string
  /** react-router pattern. Order in the table is precedence: fixed patterns before ':param' ones. */
  pattern: string
  /** The route module, relative to src/app ('routes/portfolio'); see route-modules.ts. */
  module: string
  render: RenderMode
  /** Inside the public layout (header, footer, chat button), or on its own (/admin). */
  layout: 'public' | 'none'
  /** Fixed route parameters handed to the page (each service page is one module, five routes). */
  params?: Readonly<Record<string, string>>
}

/**
 * The folder of the route modules that come with the app instead of on demand: the home page,
 * most visitors' first page. Where a module's file lives is the one thing that decides
 * (route-modules.ts loads this folder with the app; every other module is a chunk of its own).
 */
export const EAGER_MODULES_FOLDER = 'routes/eager/'

/** Whether a route's module comes with the app rather than on demand. */
export const isEager = (route: RouteDef): boolean => route.module.startsWith(EAGER_MODULES_FOLDER)

export const ROUTES: readonly RouteDef[] = [
  { id: 'admin', pattern: BACK_OFFICE_PATTERN, module: 'admin/admin-app', render: 'browser', layout: 'none' },
  { id: 'home', pattern: paths.home.pattern, module: 'routes/eager/home', render: 'page', layout: 'public' },
  { id: 'home-alias', pattern: paths.homeAlias.pattern, module: 'routes/eager/home', render: 'page', layout: 'public' },
  { id: 'portfolio', pattern: paths.portfolio.pattern, module: 'routes/portfolio', render: 'page', layout: 'public' },
  { id: 'case-study', pattern: paths.caseStudy.pattern, module: 'routes/case-study', render: 'per-entry', layout: 'public' },
  { id: 'blogs', pattern: paths.blogs.pattern, module: 'routes/blogs', render: 'page', layout: 'public' },
  { id: 'blog-post', pattern: paths.blogPost.pattern, module: 'routes/blog-post', render: 'per-entry', layout: 'public' },
  ...SERVICE_IDS.map(
    (service): RouteDef => ({
      id: `service-${service}`,
      pattern: paths.service.to(service),
      module: 'routes/service-page',
      render: 'page',
      layout: 'public',
      params: { service },
    }),
  ),
  { id: 'reviews', pattern: paths.reviews.pattern, module: 'routes/reviews', render: 'page', layout: 'public' },
  { id: 'contact', pattern: paths.contact.pattern, module: 'routes/contact', render: 'page', layout: 'public' },
  { id: 'thank-you', pattern: paths.thankYou.pattern, module: 'routes/thank-you', render: 'page', layout: 'public' },
  { id: 'privacy-policy', pattern: paths.privacyPolicy.pattern, module: 'routes/privacy-policy', render: 'page', layout: 'public' },
  { id: 'salesperson', pattern: paths.salesperson.pattern, module: 'routes/salesperson', render: 'browser', layout: 'public' },
  // Last: everything else. Built once as the host's 404 page (NOT_FOUND_FILE).
  { id: 'not-found', pattern: '*', module: 'routes/not-found', render: 'page', layout: 'public' },
]

/** The address the not-found page is built for, and the file a host answers unknown paths with. */
export const NOT_FOUND_PATH = paths.notFound.to()
export const NOT_FOUND_FILE = '404.html'

/** The plain app page: addresses rendered in the browser are answered with it. */
export const SPA_FALLBACK_FILE = 'spa.html'

/** The attribute on #root naming the path its prerendered HTML was made for. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered'

/** The file a prerendered path is written to ('/' is index.html, '/blog/x' is blog/x.html). */
export const prerenderedFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`)

/**
 * The address patterns a static host answers with the plain app page (status 200): every
 * route rendered in the browser, and every per-entry route (an address the build did not
 * know may still exist). Any other address without a file is answered with 404.
 */
export const APP_PAGE_PATTERNS: readonly string[] = ROUTES.filter(
  (route) => route.render !== 'page' && route.pattern !== '*',
).map((route) => route.pattern)
