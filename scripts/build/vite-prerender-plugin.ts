import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { createServer, type Plugin, type ResolvedConfig } from 'vite'
import type * as PrerenderEntry from '../../src/prerender'
import { pageContentSecurityPolicy } from '../hosting/host-policy.ts'
import { writeHostFiles } from '../hosting/write-host-files.ts'
import { START_ENTRY_ATTRIBUTE, START_PRELOAD_ATTRIBUTE, START_SCRIPT } from './page-scripts.ts'
import { FIRST_LOAD_PLUGIN, FIRST_LOAD_SCRIPT_ATTRIBUTE, type FirstLoadFiles } from './vite-first-load-plugin.ts'

const EMPTY_ROOT = '<div id="root"></div>'
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/
const TEMPLATE_TITLE = /\s*<title>[\s\S]*?<\/title>/
const TEMPLATE_DESCRIPTION = /\s*<meta\s+name="description"[\s\S]*?\/>/
const MODULE_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g
const CHARSET = /<meta charset="[^"]*"\s*\/?>/
const FIRST_LOAD_SCRIPT = new RegExp(`\\s*<script\\b[^>]*\\b${FIRST_LOAD_SCRIPT_ATTRIBUTE}\\b[^>]*><\\/script>`)

/** The tag that starts the app on a prerendered page once it is on screen (page-scripts.ts). */
const startTag = (entry: string, preload: string[]) =>
  `<script ${START_ENTRY_ATTRIBUTE}="${entry}" ${START_PRELOAD_ATTRIBUTE}="${preload.join(' ')}">${START_SCRIPT}</script>`

/**
 * The page's own copy of the Content-Security-Policy, first in its head (before anything it
 * governs): a host whose header cannot name the project (vercel.json) still applies the exact
 * policy of this build, and elsewhere it repeats the header.
 */
function withPagePolicy(html: string, policy: string): string {
  if (!CHARSET.test(html)) throw new Error('index.html has no <meta charset> to put the page policy after')
  const content = policy.replaceAll('&', '&amp;').replaceAll('"', '&quot;')
  return html.replace(CHARSET, (charset) => `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${content}" />`)
}

function writeFile(outDir: string, file: string, content: string) {
  const target = join(outDir, file)
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, content)
}

/**
 * After the client build: reads the published content and renders every public page with an
 * address (src/prerender.tsx) into a copy of the built index.html, with its head (title,
 * description, canonical, link previews, structured data, the build's Content-Security-Policy)
 * and the data it was rendered from; then writes the plain app page (spa.html) for every other
 * address, the sitemap, robots.txt, the blog feed, build-info.json, and the host's rules and headers (_headers, _redirects:
 * scripts/hosting/). The rendering loads the same source through Vite's SSR loader, so the
 * HTML matches what the browser's first render produces.
 *
 * The build fails, with the reason, when the content cannot be read: it never publishes an
 * empty portfolio or blog.
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
      const started = performance.now()
      let template = withPagePolicy(readFileSync(join(outDir, 'index.html'), 'utf8'), pageContentSecurityPolicy(config.env))
      if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to prerender into`)
      const entry = ENTRY_SCRIPT.exec(template)
      if (!entry) throw new Error('index.html has no entry module script')
      const firstLoad = config.plugins.find((plugin) => plugin.name === FIRST_LOAD_PLUGIN)?.api as
        | { files: () => FirstLoadFiles }
        | undefined
      if (!firstLoad) throw new Error(`the prerendering needs the ${FIRST_LOAD_PLUGIN} plugin`)
      const { entryImports, routeFiles } = firstLoad.files()
      const base = config.base
      const pageTemplate = (routeModule: string) =>
        template
          .replace(MODULE_PRELOADS, '')
          .replace(FIRST_LOAD_SCRIPT, '')
          .replace(entry[0], () => startTag(entry[1], [...entryImports, ...(routeFiles.get(routeModule) ?? [])].map((file) => base + file)))
          .replace(TEMPLATE_TITLE, '')
          .replace(TEMPLATE_DESCRIPTION, '')
      if (!FIRST_LOAD_SCRIPT.test(template)) throw new Error('index.html has no first-load script to leave out')

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
        const warn = (line: string) => config.logger.warn(`prerender: ${line}`)
        if (prerender.site.url === 'http://localhost:4173' && !config.env.VITE_SITE_URL) {
          warn('VITE_SITE_URL is not set: canonical URLs, the sitemap and the feed point to http://localhost:4173')
        }
        const content = await prerender.readPublishedContent()
        // Every page states the recipients published with it (the banner reads them there).
        template = template.replace('</head>', `  ${prerender.recipientsMetaTag(content)}\n  </head>`)
        const pages = await prerender.pagesToBuild(content, warn)

        // Addresses with no page of their own get the plain app page; it is never indexed.
        const noindex = '<meta name="robots" content="noindex" data-head />'
        writeFile(outDir, prerender.SPA_FALLBACK_FILE, template.replace('</head>', `  ${noindex}\n  </head>`))

        const sitemap: Array<{ path: string; lastModified?: string }> = []
        for (const page of pages) {
          const rendered = await prerender.renderPage(page, content)
          const head = prerender.headTagsToHtml(rendered.head)
          const state = `<script type="application/json" id="${prerender.QUERY_STATE_ID}">${prerender.scriptSafeJson(rendered.state)}</script>`
          const root = `<div id="root" ${prerender.PRERENDERED_ATTRIBUTE}="${page.path}">${rendered.html}</div>\n    ${state}`
          const html = pageTemplate(page.route.def.module).replace('</head>', `  ${head}\n  </head>`).replace(EMPTY_ROOT, root)
          writeFile(outDir, prerender.prerenderedFile(page.path), html)
          if (rendered.indexable) sitemap.push({ path: page.path, lastModified: page.lastModified })
        }

        const posts = pages.filter((page) => page.route.def.id === 'blog-post').length
        writeFile(outDir, 'sitemap.xml', prerender.sitemapXml(prerender.site, sitemap))
        writeFile(outDir, 'robots.txt', prerender.robotsTxt(prerender.site))
        writeFile(outDir, prerender.site.feedPath.slice(1), prerender.feedXml(prerender.site, prerender.publishedPosts(content), content.readAt))
        const info = prerender.buildInfo(content, String(config.env.VITE_SUPABASE_URL), pages.length, posts)
        writeFile(outDir, prerender.BUILD_INFO_PATH.slice(1), `${JSON.stringify(info, null, 2)}\n`)
        // Last, as it reads every page written above: the host's rules and headers for this build.
        writeHostFiles(outDir, config.env)
        config.logger.info(
          `prerendered ${pages.length} pages (${content.projects.length} projects, ${posts} posts) from ` +
            `${info.source} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        )
      } finally {
        await server.close()
      }
    },
  }
}
