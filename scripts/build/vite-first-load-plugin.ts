import { resolve } from 'node:path'
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite'
import { isEager, ROUTES } from '../../src/app/route-table.ts'
import { firstLoadScript, scriptAsset } from './page-scripts.ts'

/**
 * Most pages are lazy chunks (src/app/route-modules.ts). Left alone, a visitor
 * who opens such a page directly waits for two trips in a row: the app, then the page's chunk.
 * This build plugin adds to index.html a small script (a file of its own, page-scripts.ts) that
 * fetches the current page's chunk (and what it imports) as `modulepreload` links alongside
 * the app, from a map of route pattern -> built files made at build time, and a preconnect to
 * the data origin.
 */

/** Route pattern -> the route module (none for pages loaded with the app), in the table's order. */
const ROUTE_MODULES: Array<[pattern: string, module: string | null]> = ROUTES.map((route) => [
  route.pattern,
  isEager(route) ? null : route.module,
])

/** The files a chunk needs that the entry has not already loaded. */
function chunkFiles(bundle: Rollup.OutputBundle, chunk: Rollup.OutputChunk, loaded: Set<string>): string[] {
  const files: string[] = []
  const visit = (fileName: string) => {
    if (loaded.has(fileName) || files.includes(fileName)) return
    files.push(fileName)
    const imported = bundle[fileName]
    if (imported?.type === 'chunk') imported.imports.forEach(visit)
  }
  visit(chunk.fileName)
  return files
}

function entryClosure(bundle: Rollup.OutputBundle): Set<string> {
  const loaded = new Set<string>()
  const visit = (fileName: string) => {
    const chunk = bundle[fileName]
    if (loaded.has(fileName) || chunk?.type !== 'chunk') return
    loaded.add(fileName)
    chunk.imports.forEach(visit)
  }
  for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName)
  return loaded
}

/** What the build learnt of the chunks, for the prerendering (vite-prerender-plugin.ts). */
export interface FirstLoadFiles {
  /** The files the entry imports statically (the entry loads them before it runs). */
  entryImports: string[]
  /** Per route module ('routes/portfolio'): the files its chunk needs beyond the entry's. */
  routeFiles: Map<string, string[]>
}

export const FIRST_LOAD_PLUGIN = 'agency:first-load'
/** The attribute that marks the first-load script's tag, so a prerendered page can leave it out. */
export const FIRST_LOAD_SCRIPT_ATTRIBUTE = 'data-first-load'

export function firstLoadPlugin(): Plugin<{ files: () => FirstLoadFiles }> {
  let base = '/'
  let supabaseUrl = ''
  const files: FirstLoadFiles = { entryImports: [], routeFiles: new Map() }
  return {
    name: FIRST_LOAD_PLUGIN,
    apply: 'build',
    api: { files: () => files },
    configResolved(config) {
      base = config.base
      supabaseUrl = String(config.env.VITE_SUPABASE_URL ?? '').trim()
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle
        if (!bundle) return
        const loaded = entryClosure(bundle)
        const entry = Object.values(bundle).find((c): c is Rollup.OutputChunk => c.type === 'chunk' && c.isEntry)
        files.entryImports = [...loaded].filter((file) => file !== entry?.fileName)
        const routes: Array<[string, string[]]> = ROUTE_MODULES.map(([pattern, module]) => {
          if (!module) return [pattern, []]
          const id = resolve(`src/app/${module}.tsx`)
          const chunk = Object.values(bundle).find(
            (c): c is Rollup.OutputChunk => c.type === 'chunk' && c.facadeModuleId === id,
          )
          if (!chunk) throw new Error(`first-load plugin: no chunk for ${module}`)
          const needed = chunkFiles(bundle, chunk, loaded)
          files.routeFiles.set(module, needed)
          return [pattern, needed]
        })
        const tags: HtmlTagDescriptor[] = []
        // The data origin's connection, opened while the app downloads (most public pages read from it).
        if (supabaseUrl) {
          tags.push({ tag: 'link', attrs: { rel: 'preconnect', href: new URL(supabaseUrl).origin, crossorigin: '' }, injectTo: 'head' })
        }
        const firstLoad = scriptAsset('first-load', firstLoadScript(routes, base))
        // In a build Vite runs this hook inside its generateBundle, whose context can add files.
        ;(this as unknown as Rollup.PluginContext).emitFile({ type: 'asset', ...firstLoad })
        tags.push({
          tag: 'script',
          attrs: { async: true, src: base + firstLoad.fileName, [FIRST_LOAD_SCRIPT_ATTRIBUTE]: true },
          injectTo: 'head',
        })
        return tags
      },
    },
  }
}
