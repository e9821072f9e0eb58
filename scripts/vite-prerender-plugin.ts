import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createServer, type Plugin, type ResolvedConfig } from 'vite'
import type * as PrerenderEntry from '../src/prerender'

const EMPTY_ROOT = '<div id="root"></div>'
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/

/*
 * On a prerendered page the app starts after the first paint: the HTML is already the page,
 * so the bandwidth and main thread of a slow phone go first to painting it (and its hero
 * image), then to making it interactive. A background tab, which gets no frames, starts it
 * by timer. Plain ES5: it runs before anything else.
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
  requestAnimationFrame(function () { setTimeout(start) })
  setTimeout(start, 1000)
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
      if (config.build.ssr) return
      const outDir = resolve(config.root, config.build.outDir)
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
