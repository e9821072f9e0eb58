import { createContext, useContext, useEffect, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { site } from '@/config/site'
import type { Head } from './head'

/**
 * Collects the head a page declared while it was rendered at build time (the last declaration
 * wins: the page's own, rendered inside the layout). The browser has no collector: there the
 * head is applied to the document once the page is on screen.
 */
export interface HeadCollector {
  head?: Head
  path?: string
}

const HeadCollectorContext = createContext<HeadCollector | null>(null)

export function HeadCollectorProvider({ collector, children }: { collector: HeadCollector; children: ReactNode }) {
  return <HeadCollectorContext.Provider value={collector}>{children}</HeadCollectorContext.Provider>
}

/** A prerendered page arrives with its head written by the build: the first page keeps it. */
let builtHeadShown = false

/** Called before hydrating a prerendered page. */
export function keepBuiltHead(): void {
  builtHeadShown = true
}

/**
 * Declares the page's title, description, preview and structured data. Call it once per page,
 * with the data the page shows (a case study's head is built from the project it renders).
 * Structured data is for crawlers, which read the built HTML: build it under
 * `import.meta.env.SSR` so it stays out of the browser's bundle; the browser never writes it.
 */
export function useHead(head: Head) {
  const collector = useContext(HeadCollectorContext)
  const { pathname } = useLocation()
  if (collector) {
    collector.head = head
    collector.path = pathname
  }
  const serialized = JSON.stringify(head)
  useEffect(() => {
    if (collector) return
    if (builtHeadShown) {
      builtHeadShown = false
      return
    }
    // Later pages get their head a moment after they show; the code for it loads on demand.
    void import('./apply-head').then(({ applyHead }) => applyHead(JSON.parse(serialized) as Head, site, pathname))
  }, [collector, serialized, pathname])
}
