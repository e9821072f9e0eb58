import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { RetentionPolicy } from '@/content/privacy-policy'
import type { RecipientId } from '@/lib/consent/recipients'
import type { BlogPost, Project } from '@/content/types'

export type RouteParams = Readonly<Record<string, string>>

/** What the build read from the database with the anon key: what the public may see. */
export interface PublishedContent {
  projects: readonly Project[]
  /** The database's posts (the built-in ones are part of the app). */
  dbPosts: readonly BlogPost[]
  /** The retention policy in force, which the privacy policy states. */
  retention: RetentionPolicy
  /**
   * The recipients the back office sends data to (enabled conversion destinations, Google Ads
   * once its feed has a token: rpc/consent_recipients), which the banner and the policy name.
   */
  recipients: readonly RecipientId[]
  /** When the read started (ISO): changes after it are not in the built pages. */
  readAt: string
}

export interface PrerenderEntry {
  params: RouteParams
  /** ISO timestamp of the entry's last change, for the sitemap. */
  lastModified?: string
}

/**
 * How a route's pages are built into HTML. The data a page shows is put into its query cache
 * before it renders (seed), so the HTML holds the real content, and the same cache is
 * written into the page for the browser to start from: no loading state, no second request
 * before the first paint.
 */
export interface Prerender {
  /** 'per-entry' routes: the pages to build, one per published item. */
  entries?: (content: PublishedContent) => PrerenderEntry[]
  /** Fills the query cache with what the page at `params` shows. */
  seed?: (queryClient: QueryClient, content: PublishedContent, params: RouteParams) => void
  /** 'page' routes: when what the page shows last changed, for the sitemap. */
  lastModified?: (content: PublishedContent, params: RouteParams) => string | undefined
}

/**
 * What a route module (src/app/routes/*.tsx, src/app/admin/admin-app.tsx) exports: its page,
 * which receives the route's parameters (from the address and the route table), and, for
 * routes built into HTML, how.
 */
export interface RouteModule {
  Page: ComponentType<{ params: RouteParams }>
  prerender?: Prerender
}

/** The latest of some ISO timestamps (undefined when there are none). */
export function latestTimestamp(values: ReadonlyArray<string | undefined>): string | undefined {
  let latest: string | undefined
  for (const value of values) {
    if (value && (!latest || Date.parse(value) > Date.parse(latest))) latest = value
  }
  return latest
}
