import type { ServiceId } from '@/content/types'

/**
 * Every route of the product, public and /admin, in one place.
 * `pattern` is what the router matches; `to(...)` builds a link to it.
 */
export const paths = {
  home: { pattern: '/', to: () => '/' },
  homeAlias: { pattern: '/h1', to: () => '/h1' },
  portfolio: { pattern: '/portfolio', to: () => '/portfolio' },
  caseStudy: { pattern: '/case-study/:slugOrId', to: (slugOrId: string) => `/case-study/${encodeURIComponent(slugOrId)}` },
  blogs: { pattern: '/blogs', to: () => '/blogs' },
  blogPost: { pattern: '/blog/:slugOrId', to: (slugOrId: string) => `/blog/${encodeURIComponent(slugOrId)}` },
  service: { to: (id: ServiceId) => `/${id}` as const },
  reviews: { pattern: '/reviews', to: () => '/reviews' },
  contact: { pattern: '/contact', to: () => '/contact' },
  contactForm: { to: () => '/contact#form' },
  thankYou: { pattern: '/thank-you', to: () => '/thank-you' },
  privacyPolicy: { pattern: '/privacy-policy', to: () => '/privacy-policy' },
  notFound: { pattern: '/404', to: () => '/404' },
  salesperson: {
    pattern: '/:salesperson/:service',
    to: (salespersonName: string, service: string) => `/${salespersonName}/${service}`,
  },
  admin: {
    login: { pattern: '/admin/login', to: () => '/admin/login' },
    // accounts: the pages of an emailed link and of "Forgot password?", open without a session
    setPassword: { pattern: '/admin/set-password', to: () => '/admin/set-password' },
    forgotPassword: { pattern: '/admin/forgot-password', to: () => '/admin/forgot-password' },
    dashboard: { pattern: '/admin', to: () => '/admin' },
    inquiries: { pattern: '/admin/customer-inquiries', to: () => '/admin/customer-inquiries' },
    portfolio: { pattern: '/admin/portfolio', to: () => '/admin/portfolio' },
    portfolioNew: { pattern: '/admin/portfolio/new', to: () => '/admin/portfolio/new' },
    portfolioEdit: { pattern: '/admin/portfolio/edit/:id', to: (id: string) => `/admin/portfolio/edit/${id}` },
    portfolioPreview: { pattern: '/admin/portfolio/preview/:id', to: (id: string) => `/admin/portfolio/preview/${id}` },
    caseStudies: { pattern: '/admin/case-studies', to: () => '/admin/case-studies' },
    blogs: { pattern: '/admin/blogs', to: () => '/admin/blogs' },
    blogNew: { pattern: '/admin/blogs/new', to: () => '/admin/blogs/new' },
    blogEdit: { pattern: '/admin/blogs/edit/:id', to: (id: string) => `/admin/blogs/edit/${id}` },
    blogPreview: { pattern: '/admin/blogs/preview/:id', to: (id: string) => `/admin/blogs/preview/${id}` },
    linkGenerator: { pattern: '/admin/link-generator', to: () => '/admin/link-generator' },
    media: { pattern: '/admin/media', to: () => '/admin/media' },
    notifications: { pattern: '/admin/notifications', to: () => '/admin/notifications' },
    conversions: { pattern: '/admin/conversions', to: () => '/admin/conversions' },
    privacy: { pattern: '/admin/privacy', to: () => '/admin/privacy' },
    // team-ui: the team screen (admins): members, roles, invitations.
    team: { pattern: '/admin/team', to: () => '/admin/team' },
    // audit: the Activity screen (the audit trail)
    activity: { pattern: '/admin/activity', to: () => '/admin/activity' },
  },
} as const

export type AdminPath = (typeof paths.admin)[keyof typeof paths.admin]

// accounts: the back office's pages outside its guarded layout
/** The back office's pages open without a session (the login and the account pages); every other is a screen. */
export const OPEN_ADMIN_PATHS: readonly AdminPath[] = [paths.admin.login, paths.admin.setPassword, paths.admin.forgotPassword]

/** Every address of the back office: its app matches the rest of the address itself. */
export const BACK_OFFICE_PATTERN = `${paths.admin.dashboard.pattern}/*`

/**
 * A back-office route as the admin app's nested routes write it, relative to the back office
 * ('/admin/portfolio/edit/:id' -> 'portfolio/edit/:id'; the dashboard is '').
 */
export function adminRoutePath(route: AdminPath): string {
  const base = paths.admin.dashboard.pattern
  if (route.pattern === base) return ''
  if (!route.pattern.startsWith(`${base}/`)) throw new Error(`${route.pattern} is not an address of the back office`)
  return route.pattern.slice(base.length + 1)
}

/** Home sections the header links scroll to, in page order. */
export const HOME_SECTIONS = ['home', 'services', 'portfolio', 'about', 'contact'] as const
export type HomeSection = (typeof HOME_SECTIONS)[number]
