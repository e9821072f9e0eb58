import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createServer, type Plugin, type ResolvedConfig } from 'vite'
import type * as PrerenderEntry from '../src/prerender'

const EMPTY_ROOT = '<div id="root"></div>'
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/

/*
 * On a prerendered page the app starts once the first paint is on screen: the HTML is already
 * the page, so a slow phone's bandwidth and main thread go first to showing it (and its hero
 * image), then to making it interactive. The paint-timing entry marks that moment; browsers
 * without it, and background tabs (which do not paint), start by timer. Plain ES5: it runs
 * before anything else.
 */
const startAfterFirstPaint = (src: string) => `<script>(function () {
  var started = false
  function start() {
    if (started) return
    started = true
    var script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = ${JSON.stringify(src)}
    document.head.appendChild(script)
  }
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) start()
    }).observe({ type: 'paint', buffered: true })
  } catch (e) {
    requestAnimationFrame(function () { setTimeout(start) })
  }
  setTimeout(start, 1500)
})()</script>`

/**
 * After the client build: renders the fixed-address public pages (src/prerender.tsx) into
 * copies of the built index.html, so their first screen paints from HTML alone (the app then
 * starts after that paint and hydrates it), and keeps the plain app page as spa.html for
 * every other address. The rendering loads the same source
 * through Vite's SSR loader, so the HTML matches what the browser's first render produces.
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'agency:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir)
      // closeBundle runs after a failed build too: then there is no page, and the build's own
      // error is the one to show.
      if (config.build.ssr || !existsSync(join(outDir, 'index.html'))) return
      const template = readFileSync(join(outDir, 'index.html'), 'utf8')
      if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to prerender into`)
      const entry = ENTRY_SCRIPT.exec(template)
      if (!entry) throw new Error('index.html has no entry module script')
      const pageTemplate = template.replace(entry[0], startAfterFirstPaint(entry[1]))

      const server = await createServer({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      })
      try {
        const prerender = (await server.ssrLoadModule('/src/prerender.tsx')) as typeof PrerenderEntry
        writeFileSync(join(outDir, prerender.SPA_FALLBACK_FILE), template)
        for (const path of prerender.PRERENDERED_PATHS) {
          const html = await prerender.renderPage(path)
          const root = `<div id="root" ${prerender.PRERENDERED_ATTRIBUTE}="${path}">${html}</div>`
          writeFileSync(join(outDir, prerender.prerenderedFile(path)), pageTemplate.replace(EMPTY_ROOT, root))
        }
      } finally {
        await server.close()
      }
    },
  }
}
