/**
 * Build-time rendering of the public pages (run by scripts/build/vite-prerender-plugin.ts after the
 * client build through Vite's SSR loader; never shipped to the browser).
 *
 * The build reads the published content once, through the same services and anon key the
 * browser uses (so row-level security decides what it sees), then renders every public page
 * with an address: the fixed ones and one per case study and blog post. Each page is rendered
 * with its data already in the query cache, so its HTML holds the real content; the cache is
 * written into the page and the browser hydrates from it (main.tsx), then refreshes it in the
 * background.
 */
import { JSDOM } from 'jsdom'
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { env } from './config/env'
import { site } from './config/site'
import { publishedBlogPosts } from './features/blog/api/blog-queries'
import { listBlogs } from './features/blog/api/blogs'
import { listProjects } from './lib/projects/projects'
import { getRetentionPolicy } from './features/privacy/api/retention-policy'
import { getConsentRecipients } from './lib/consent/consent-recipients'
import { PUBLISHED_RECIPIENTS_META, setPublishedRecipients } from './lib/consent/recipients'
import { App } from './app/app'
import type { PublishedContent, RouteParams } from './app/route-module'
import { LOADED_ROUTES, type LoadedRoute } from './app/route-modules'
import { NOT_FOUND_PATH } from './app/route-table'
import { headTags, type HeadTag } from './lib/head/head'
import { HeadCollectorProvider, type HeadCollector } from './lib/head/use-head'
import { publicClient } from './lib/public-client'
import { createQueryClient } from './lib/query-client'
import { collectSeededQueries, type SeededQueries } from './lib/query-seed'
import { provideSanitizerWindow } from './lib/sanitize-html'

export {
  NOT_FOUND_FILE,
  PRERENDERED_ATTRIBUTE,
  prerenderedFile,
  SPA_FALLBACK_FILE,
} from './app/route-table'
export { QUERY_STATE_ID } from './lib/query-seed'
export { buildInfo, feedXml, robotsTxt, sitemapXml } from './app/site-files'
export { BUILD_INFO_PATH } from './lib/build-info'
export { headTagsToHtml, scriptSafeJson } from './lib/head/head'
export { site }

// Stored HTML is sanitised by DOMPurify at build time as in the browser; here jsdom is its DOM.
provideSanitizerWindow(new JSDOM('').window as unknown as Window & typeof globalThis)

/** A page the build writes. */
export interface PageToBuild {
  path: string
  route: LoadedRoute
  params: RouteParams
  lastModified?: string
}

export interface RenderedPage {
  /** The page's markup, for inside #root. */
  html: string
  head: HeadTag[]
  /** False for pages kept out of search results (and of the sitemap). */
  indexable: boolean
  /** The query cache the page was rendered from. */
  state: SeededQueries
}

/** Thrown when the database cannot be read: the build stops rather than publish empty pages. */
export class ContentUnreadableError extends Error {}

/** Everything the public may read, as the browser reads it. Throws when it cannot be read. */
export async function readPublishedContent(): Promise<PublishedContent> {
  const readAt = new Date().toISOString()
  try {
    const [projects, dbPosts, retention, recipients] = await Promise.all([
      listProjects(publicClient), listBlogs(publicClient), getRetentionPolicy(publicClient), getConsentRecipients(publicClient),
    ])
    // The pages rendered below name the same recipients the browser will read from them.
    setPublishedRecipients(recipients)
    return { projects, dbPosts, retention, recipients, readAt }
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Object && 'message' in error.cause
      ? String(error.cause.message)
      : error instanceof Error
        ? error.message
        : String(error)
    throw new ContentUnreadableError(
      `The build could not read the published content from ${env.VITE_SUPABASE_URL} (${cause}). ` +
        'It stops here rather than publish an empty portfolio or blog. Check VITE_SUPABASE_URL and ' +
        'VITE_SUPABASE_ANON_KEY, and that the project is reachable (locally: `npm run dev` or `npm run stack`).',
      { cause: error },
    )
  }
}

/**
 * The page's statement of the recipients published with the site, for every built page's head:
 * the banner and the privacy policy read it in the browser (lib/consent/recipients.ts).
 */
export function recipientsMetaTag(content: PublishedContent): string {
  return `<meta name="${PUBLISHED_RECIPIENTS_META}" content="${content.recipients.join(',')}" />`
}

/** Every post the blog shows, built-in and database, for the feed. */
export function publishedPosts(content: PublishedContent) {
  return publishedBlogPosts(content.dbPosts)
}

/** A path parameter safe to be both an address and a file name; others render in the browser. */
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._~-]*$/

function pathFor(pattern: string, params: RouteParams): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? '')
}

/** Every page to build: one per fixed route, one per published item of the per-entry routes. */
export async function pagesToBuild(content: PublishedContent, warn: (line: string) => void): Promise<PageToBuild[]> {
  const pages: PageToBuild[] = []
  for (const route of LOADED_ROUTES) {
    const { def } = route
    if (def.render === 'browser') continue
    const module = await route.load()
    if (def.render === 'page') {
      const params = def.params ?? {}
      const path = def.pattern === '*' ? NOT_FOUND_PATH : def.pattern
      pages.push({ path, route, params, lastModified: module.prerender?.lastModified?.(content, params) })
      continue
    }
    for (const entry of module.prerender?.entries?.(content) ?? []) {
      const unsafe = Object.values(entry.params).find((value) => !SAFE_SEGMENT.test(value))
      if (unsafe !== undefined) {
        warn(`not prerendered (address rendered in the browser): ${def.pattern} with "${unsafe}"`)
        continue
      }
      pages.push({ path: pathFor(def.pattern, entry.params), route, params: entry.params, lastModified: entry.lastModified })
    }
  }
  return pages
}

/** Renders one page with its data, as the browser's first render will show it. */
export async function renderPage(page: PageToBuild, content: PublishedContent): Promise<RenderedPage> {
  const queryClient = createQueryClient()
  const collector: HeadCollector = {}
  try {
    const module = await page.route.load()
    module.prerender?.seed?.(queryClient, content, page.params)
    const { prelude } = await prerender(
      <StrictMode>
        <HeadCollectorProvider collector={collector}>
          <App
            queryClient={queryClient}
            router={(children) => <StaticRouter location={page.path}>{children}</StaticRouter>}
          />
        </HeadCollectorProvider>
      </StrictMode>,
      {
        onError(error) {
          throw error
        },
        // Keeps every page section inline: React would otherwise move large ones to the end,
        // revealed by a script a frame later, and the first paint would miss them.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      },
    )
    const html = await new Response(prelude).text()
    if (!collector.head) throw new Error(`${page.path}: the page declared no head (useHead)`)
    const head = headTags(collector.head, site, page.path)
    // Indexed: pages not marked noindex, at their canonical address (/h1 is the home page's alias).
    const indexable = !collector.head.noindex && (collector.head.path ?? page.path) === page.path
    return { html, head, indexable, state: collectSeededQueries(queryClient) }
  } finally {
    // The queries it rendered would otherwise hold the build open until their
    // garbage-collection timers fire.
    queryClient.clear()
  }
}
