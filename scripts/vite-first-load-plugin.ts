import { resolve } from 'node:path'
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite'
import { paths } from '../src/config/paths.ts'

/**
 * Every page but the home page is a lazy chunk (src/app/lazy-routes.ts). Left alone, a visitor
 * who opens such a page directly waits for two trips in a row: the app, then the page's chunk.
 * This build plugin writes into index.html a small script that fetches the current page's chunk
 * (and what it imports) as `modulepreload` links alongside the app, from a map of route pattern
 * -> built files made at build time, and a preconnect to the data origin.
 */

/** Route pattern -> the route module, in src/app/lazy-routes.ts's order of precedence. */
const ROUTE_MODULES: Array<[pattern: string, module: string | null]> = [
  [paths.home.pattern, null],
  [paths.homeAlias.pattern, null],
  ['/admin/*', 'src/app/admin/admin-app.tsx'],
  [paths.portfolio.pattern, 'src/app/routes/portfolio.tsx'],
  [paths.caseStudy.pattern, 'src/app/routes/case-study.tsx'],
  [paths.blogs.pattern, 'src/app/routes/blogs.tsx'],
  [paths.blogPost.pattern, 'src/app/routes/blog-post.tsx'],
  [paths.reviews.pattern, 'src/app/routes/reviews.tsx'],
  [paths.contact.pattern, 'src/app/routes/contact.tsx'],
  [paths.thankYou.pattern, 'src/app/routes/thank-you.tsx'],
  [paths.privacyPolicy.pattern, 'src/app/routes/privacy-policy.tsx'],
  ['/:service', 'src/app/routes/service-page.tsx'],
  [paths.salesperson.pattern, 'src/app/routes/salesperson.tsx'],
]

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

/*
 * The script itself: plain ES5, it runs before the app. `match` follows react-router's
 * matchPath for these patterns (case-insensitive, optional trailing slash, ':param' is one
 * segment, a trailing '*' any rest).
 */
const script = (routes: Array<[string, string[]]>, base: string) => `(function () {
  var path = location.pathname
  function match(pattern) {
    var want = pattern.split('/'), have = path.replace(/\\/+$/, '').split('/'), params = {}
    if (have.length === 1) have = ['', '']
    if (want[want.length - 1] === '*') { want.pop(); if (have.length < want.length) return null }
    else if (have.length !== want.length) return null
    for (var i = 1; i < want.length; i++) {
      if (want[i].charAt(0) === ':') {
        if (!have[i]) return null
        try { params[want[i].slice(1)] = decodeURIComponent(have[i]) } catch (e) { return null }
      } else if (want[i].toLowerCase() !== have[i].toLowerCase()) return null
    }
    return params
  }
  var routes = ${JSON.stringify(routes)}
  for (var r = 0; r < routes.length; r++) {
    if (!match(routes[r][0])) continue
    for (var f = 0; f < routes[r][1].length; f++) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = ${JSON.stringify(base)} + routes[r][1][f]
      document.head.appendChild(link)
    }
    break
  }
})()`

export function firstLoadPlugin(): Plugin {
  let base = '/'
  let supabaseUrl = ''
  return {
    name: 'nexalabs-first-load',
    apply: 'build',
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
        const routes: Array<[string, string[]]> = ROUTE_MODULES.map(([pattern, module]) => {
          if (!module) return [pattern, []]
          const id = resolve(module)
          const chunk = Object.values(bundle).find(
            (c): c is Rollup.OutputChunk => c.type === 'chunk' && c.facadeModuleId === id,
          )
          if (!chunk) throw new Error(`first-load plugin: no chunk for ${module}`)
          return [pattern, chunkFiles(bundle, chunk, loaded)]
        })
        const tags: HtmlTagDescriptor[] = []
        // The data origin's connection, opened while the app downloads (most public pages read from it).
        if (supabaseUrl) {
          tags.push({ tag: 'link', attrs: { rel: 'preconnect', href: new URL(supabaseUrl).origin, crossorigin: '' }, injectTo: 'head' })
        }
        tags.push({ tag: 'script', children: script(routes, base), injectTo: 'head' })
        return tags
      },
    },
  }
}
