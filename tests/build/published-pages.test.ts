/**
 * The published pages, as a host serves them and a crawler reads them: no script runs here.
 * One production build against a local stack holding the sample content plus a project and a
 * post added "in the back office" just before the build; every assertion reads the files the
 * build wrote, the host configuration it ships among them.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RECIPIENT_FACTS } from '@/content/data-recipients'
import { builtInPosts } from '@/content/blog-posts'
import { readSeededQueries } from '@/lib/query-seed'
import { hostAnswer, parseHeadersFile, parseRedirectsFile, vercelRewrites, type Host } from '../../scripts/hosting/host-emulation'
import { vercelConfig } from '../../scripts/hosting/host-files'
import { pageContentSecurityPolicy, scriptHash } from '../../scripts/hosting/host-policy'
import { answerForPath } from '../../scripts/dev/static-server'
import { startTestStack, type TestStack } from '../support/local-stack'

const SITE = 'https://agency.example'
const HOOK_SECRET = 'hook-secret-5d1e9b'
const NEW_PROJECT = {
  slug: 'harbour-logistics-portal',
  title: 'Harbour Logistics Portal',
  description: 'A shipment tracking portal for a port operator.',
  challenge: 'Dispatchers tracked four hundred containers a day on paper manifests.',
  solution: 'A real-time portal that reads the cranes and the customs feed.',
  service_id: 'web-apps',
  image: '/images/projects/taskflow.webp',
  technologies: ['React', 'Go'],
}
const NEW_POST = {
  slug: 'shipping-faster-with-edge-caching',
  title: 'Shipping Faster with Edge Caching',
  excerpt: 'What a CDN in front of an API changed for our clients.',
  // Stored raw, as a post saved before the back office sanitised on save: the page still shows
  // it safely, and its element with the state's id is not the state.
  content: '<h2>Why the edge</h2><p>Latency fell from 420 ms to 60 ms for visitors abroad.</p><script>window.pwned = 1</script><img src=x onerror="window.pwned=2"><p id="query-state">[]</p>',
  author: { name: 'Priya Raman', bio: 'Engineer' },
  tags: ['Performance'],
  published_date: '2026-10-01T09:00:00Z',
}

/** Written in the back office but not public: neither may reach the published pages. */
const DRAFT_PROJECT = { ...NEW_PROJECT, slug: 'secret-merger-dashboard', title: 'Secret Merger Dashboard', status: 'draft' }
const SCHEDULED_POST = {
  ...NEW_POST,
  slug: 'announcing-next-month',
  title: 'Announcing Next Month',
  status: 'scheduled',
  publish_at: '2099-01-01T09:00:00Z',
}
/** A project whose search and social fields the admin filled in. */
const SEO_PROJECT = {
  ...NEW_PROJECT,
  slug: 'clinic-booking-revamp',
  title: 'Clinic Booking Revamp',
  seo_title: 'Clinic booking, rebuilt for phones',
  seo_description: 'How a clinic group halved no-shows with a booking flow built for phones.',
  seo_image: '/images/projects/mediconnect.webp',
}

let stack: TestStack
let dist = ''
let projectCount = 0

/** `vite build` in its own process, as `npm run build` runs it, against the test stack. */
function build(outDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--logLevel', 'warn'], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        VITE_SUPABASE_URL: stack.url,
        VITE_SUPABASE_ANON_KEY: stack.anonKey,
        VITE_SITE_URL: SITE,
      },
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`vite build failed (${code}):\n${output}`))))
  })
}

const page = (file: string) => readFileSync(join(dist, file), 'utf8')
const dom = (file: string) => new JSDOM(page(file)).window.document
const meta = (doc: Document, property: string) =>
  doc.querySelector(`meta[property="${property}"], meta[name="${property}"]`)?.getAttribute('content')
const jsonLd = (doc: Document) =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>)

function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? allFiles(path) : [path]
  })
}

beforeAll(async () => {
  stack = await startTestStack({ seed: true })
  // Added as the back office adds them: signed in as an admin, through the API.
  const admin = await stack.adminClient()
  const project = await admin.from('portfolios').insert(NEW_PROJECT).select('id').single()
  if (project.error) throw project.error
  const post = await admin.from('blogs').insert(NEW_POST).select('id').single()
  if (post.error) throw post.error
  const rows: Array<[string, Record<string, unknown>]> = [['portfolios', DRAFT_PROJECT], ['portfolios', SEO_PROJECT], ['blogs', SCHEDULED_POST]]
  for (const [table, row] of rows) {
    const { error } = await admin.from(table).insert(row)
    if (error) throw error
  }
  await stack.db.query(`update private.publish_settings set build_hook_url = $1`, [`https://api.netlify.com/build_hooks/${HOOK_SECRET}`])
  // A retention policy an admin changed: the privacy policy must state it, not the defaults.
  const retention = await admin.from('retention_settings').update({ inquiry_months: 24, trash_days: 14 }).eq('id', true)
  if (retention.error) throw retention.error
  // A conversion destination an admin enabled: the banner and the policy must name it.
  const meta = await admin.from('conversion_destinations').update({ enabled: true, secret: 'meta-token-0123456789' }).eq('platform', 'meta')
  if (meta.error) throw meta.error
  // What visitors may read: drafts and posts not yet due are not theirs.
  projectCount = (await stack.anonClient().from('portfolios').select('id', { count: 'exact', head: true })).count ?? 0
  dist = mkdtempSync(join(tmpdir(), 'published-pages-'))
  await build(dist)
}, 300_000)

afterAll(async () => {
  await stack?.stop()
  if (dist) rmSync(dist, { recursive: true, force: true })
})

describe('the privacy policy page', () => {
  it('states the retention policy in force, as the build read it from the database', () => {
    const text = dom('privacy-policy.html').getElementById('data-retention')?.textContent ?? ''
    expect(text).toContain('Contact form submissions are kept for 2 years from the date of submission.')
    expect(text).toContain('removed for good 14 days after it was moved to our trash')
    expect(text).not.toContain('3 years')
  })

  it('names each recipient the build read (an enabled destination), with what it receives, and no other', () => {
    const text = dom('privacy-policy.html').getElementById('sharing')?.textContent ?? ''
    expect(text).toContain(RECIPIENT_FACTS.meta.policy)
    expect(text).not.toContain('LinkedIn')
  })

  it('states, like every built page, the recipients published with it, for the cookie banner', () => {
    for (const file of ['privacy-policy.html', 'index.html', 'spa.html']) {
      expect(dom(file).querySelector('meta[name="consent-recipients"]')?.getAttribute('content'), file).toBe('meta')
    }
  })
})

describe('a case study page', () => {
  it('holds the project\'s content, before any script runs', () => {
    const doc = dom(`case-study/${NEW_PROJECT.slug}.html`)
    expect(doc.querySelector('h1')?.textContent).toBe(NEW_PROJECT.title)
    expect(doc.body.textContent).toContain(NEW_PROJECT.challenge)
    expect(doc.body.textContent).toContain(NEW_PROJECT.solution)
    expect(doc.body.textContent).not.toContain('Loading')
  })

  it('has its own title, description, canonical address and link preview', () => {
    const doc = dom(`case-study/${NEW_PROJECT.slug}.html`)
    const url = `${SITE}/case-study/${NEW_PROJECT.slug}`
    expect(doc.title).toBe(`${NEW_PROJECT.title} | Case Study | NexaLabs`)
    expect(meta(doc, 'description')).toContain(NEW_PROJECT.description)
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url)
    expect(meta(doc, 'og:title')).toBe(doc.title)
    expect(meta(doc, 'og:url')).toBe(url)
    expect(meta(doc, 'og:type')).toBe('article')
    expect(meta(doc, 'og:image')).toBe(`${SITE}${NEW_PROJECT.image}`)
    expect(meta(doc, 'twitter:card')).toBe('summary_large_image')
  })

  it('describes itself as an Article in a breadcrumb trail (schema.org, Google\'s required fields)', () => {
    const [article, trail] = jsonLd(dom(`case-study/${NEW_PROJECT.slug}.html`))
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: NEW_PROJECT.title,
      image: [`${SITE}${NEW_PROJECT.image}`],
      author: { '@type': 'Organization', name: 'NexaLabs' },
      publisher: { '@type': 'Organization', name: 'NexaLabs' },
    })
    expect(Date.parse(String(article.datePublished))).not.toBeNaN()
    expect(Date.parse(String(article.dateModified))).not.toBeNaN()
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' })
    expect((trail.itemListElement as Array<Record<string, unknown>>).map((item) => [item.position, item.name, item.item])).toEqual([
      [1, 'Home', `${SITE}/`],
      [2, 'Portfolio', `${SITE}/portfolio`],
      [3, NEW_PROJECT.title, `${SITE}/case-study/${NEW_PROJECT.slug}`],
    ])
  })

  it('carries the data it was rendered from, so the browser needs no request to show it', () => {
    const doc = dom(`case-study/${NEW_PROJECT.slug}.html`)
    const state = readSeededQueries(doc) ?? []
    expect(state).toHaveLength(1)
    expect(state[0][0]).toEqual(['projects', 'detail', NEW_PROJECT.slug])
    expect((state[0][1] as { project: { title: string } }).project.title).toBe(NEW_PROJECT.title)
    expect(doc.getElementById('root')?.getAttribute('data-prerendered')).toBe(`/case-study/${NEW_PROJECT.slug}`)
  })
})

describe('search and social fields, drafts and scheduled posts', () => {
  it('a case study\'s head and Article use the meta title, meta description and social image the admin set', () => {
    const doc = dom(`case-study/${SEO_PROJECT.slug}.html`)
    expect(doc.title).toBe(SEO_PROJECT.seo_title)
    expect(meta(doc, 'description')).toBe(SEO_PROJECT.seo_description)
    expect(meta(doc, 'og:title')).toBe(SEO_PROJECT.seo_title)
    expect(meta(doc, 'og:image')).toBe(`${SITE}${SEO_PROJECT.seo_image}`)
    expect(jsonLd(doc)[0]).toMatchObject({ headline: SEO_PROJECT.title, description: SEO_PROJECT.seo_description, image: [`${SITE}${SEO_PROJECT.seo_image}`] })
  })

  it('a draft project and a post scheduled for later are built nowhere: no page, no list, no sitemap, no feed', () => {
    const files = allFiles(dist).map((file) => file.slice(dist.length + 1))
    expect(files).not.toContain(`case-study/${DRAFT_PROJECT.slug}.html`)
    expect(files).not.toContain(`blog/${SCHEDULED_POST.slug}.html`)
    for (const file of ['portfolio.html', 'blogs.html', 'sitemap.xml', 'feed.xml', 'index.html']) {
      expect(page(file), file).not.toContain(DRAFT_PROJECT.title)
      expect(page(file), file).not.toContain(SCHEDULED_POST.title)
    }
  })
})

describe('a blog post page', () => {
  it('holds the post\'s body, sanitised as the browser sanitises it', () => {
    const doc = dom(`blog/${NEW_POST.slug}.html`)
    expect(doc.querySelector('h1')?.textContent).toBe(NEW_POST.title)
    expect(doc.body.textContent).toContain('Latency fell from 420 ms to 60 ms for visitors abroad.')
    // The page's markup; the data it was built from (raw, as stored) sits in an inert JSON script.
    const body = doc.getElementById('root')?.innerHTML ?? ''
    expect(body).toContain('<h2>Why the edge</h2>')
    expect(body).not.toContain('window.pwned')
    expect(body).not.toMatch(/onerror/)
    expect(page(`blog/${NEW_POST.slug}.html`)).not.toMatch(/<script>window\.pwned/)
  })

  it('is taken over from the build\'s data, never from an element of the post that has the state\'s id', () => {
    const doc = dom(`blog/${NEW_POST.slug}.html`)
    expect(doc.getElementById('root')?.innerHTML).toContain('<p id="user-content-query-state">[]</p>')
    expect(JSON.stringify(readSeededQueries(doc))).toContain(NEW_POST.title)
  })

  it('has its head and a BlogPosting with headline, dates, author, image and description', () => {
    const doc = dom(`blog/${NEW_POST.slug}.html`)
    expect(doc.title).toBe(`${NEW_POST.title} | NexaLabs Blog`)
    expect(meta(doc, 'og:type')).toBe('article')
    expect(meta(doc, 'article:published_time')).toBe('2026-10-01T09:00:00+00:00')
    const [posting, trail] = jsonLd(doc)
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: NEW_POST.title,
      description: expect.stringContaining(NEW_POST.excerpt),
      datePublished: '2026-10-01T09:00:00+00:00',
      author: { '@type': 'Person', name: 'Priya Raman' },
      image: [expect.stringMatching(/^https:\/\/agency\.example\//)],
    })
    expect(Date.parse(String(posting.dateModified))).not.toBeNaN()
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' })
  })

  it('is built for every built-in post too', () => {
    for (const post of builtInPosts) expect(dom(`blog/${post.slug}.html`).querySelector('h1')?.textContent).toBe(post.title)
  })
})

describe('the portfolio and the blog list', () => {
  it('show every published project and post in their HTML, the new ones included', () => {
    const portfolio = dom('portfolio.html')
    expect(portfolio.body.textContent).toContain(NEW_PROJECT.title)
    expect(portfolio.body.textContent).not.toContain('Loading real portfolios...')
    expect(portfolio.querySelectorAll('a[href^="/case-study/"]').length).toBeGreaterThanOrEqual(projectCount)
    const blogs = dom('blogs.html')
    expect(blogs.body.textContent).toContain(NEW_POST.title)
    expect(blogs.body.textContent).not.toContain('Loading blogs...')
  })

  it('the blog list carries only the database\'s posts as its data: the built-in ones are in the bundle', () => {
    const doc = dom('blogs.html')
    const state = JSON.parse(doc.getElementById('query-state')?.textContent ?? '[]') as Array<[unknown[], Array<{ title: string }>]>
    const list = state.find(([key]) => key.join('/') === 'blogs/list')
    expect(list?.[1].map((post) => post.title)).toEqual([NEW_POST.title])
    expect(doc.body.textContent).toContain(builtInPosts[0].title)
  })
})

describe('the site files', () => {
  it('sitemap.xml lists every published project and post and nothing private or thin', () => {
    const locs = [...new JSDOM(page('sitemap.xml'), { contentType: 'application/xml' }).window.document.querySelectorAll('loc')].map(
      (loc) => loc.textContent ?? '',
    )
    expect(locs.filter((loc) => loc.startsWith(`${SITE}/case-study/`))).toHaveLength(projectCount)
    expect(locs.filter((loc) => loc.startsWith(`${SITE}/blog/`))).toHaveLength(builtInPosts.length + 1)
    expect(locs).toContain(`${SITE}/case-study/${NEW_PROJECT.slug}`)
    expect(locs).toContain(`${SITE}/`)
    for (const hidden of ['/admin', '/thank-you', '/404', '/h1']) expect(locs.some((loc) => loc.startsWith(`${SITE}${hidden}`))).toBe(false)
  })

  it('the feed is well-formed RSS with one item per post, and every page links it', () => {
    const feed = new JSDOM(page('feed.xml'), { contentType: 'application/xml' }).window.document
    expect(feed.querySelector('parsererror')).toBeNull()
    expect(feed.querySelectorAll('item')).toHaveLength(builtInPosts.length + 1)
    for (const file of ['index.html', 'portfolio.html', `blog/${NEW_POST.slug}.html`]) {
      expect(dom(file).querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href')).toBe(`${SITE}/feed.xml`)
    }
  })

  it('robots.txt keeps crawlers out of /admin and names the sitemap', () => {
    expect(page('robots.txt')).toContain('Disallow: /admin')
    expect(page('robots.txt')).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  })

  it('404.html is the real not-found page, kept out of search results', () => {
    const doc = dom('404.html')
    expect(doc.body.textContent).toContain('Oops! Page not found')
    expect(meta(doc, 'robots')).toBe('noindex')
  })

  it('the pages not to be indexed say so, and the home page carries Organization and WebSite', () => {
    expect(meta(dom('thank-you.html'), 'robots')).toBe('noindex')
    expect(meta(dom('spa.html'), 'robots')).toBe('noindex')
    expect(jsonLd(dom('index.html')).map((data) => data['@type'])).toEqual(['Organization', 'WebSite'])
  })

  it('build-info.json says when the content was read and what was seen', () => {
    const info = JSON.parse(page('build-info.json')) as Record<string, unknown>
    expect(Date.parse(String(info.builtAt))).toBeLessThanOrEqual(Date.now())
    expect(info).toMatchObject({ source: stack.url, projects: projectCount, blogPosts: builtInPosts.length + 1 })
  })

  it('the build hook\'s secret address appears nowhere in what is published', () => {
    for (const file of allFiles(dist)) expect(readFileSync(file, 'utf8').includes(HOOK_SECRET), file).toBe(false)
  })
})

describe('the host configuration the build ships', () => {
  const settings = () => ({ VITE_SUPABASE_URL: stack.url, VITE_SUPABASE_ANON_KEY: stack.anonKey, VITE_SITE_URL: SITE })
  const published = () => new Set(allFiles(dist).map((file) => relative(dist, file)))
  const shipped = (): Array<[Host, ReturnType<typeof parseRedirectsFile>]> => {
    const redirects = parseRedirectsFile(page('_redirects'))
    return [
      ['netlify', redirects],
      ['cloudflare-pages', redirects],
      ['vercel', vercelRewrites(JSON.parse(vercelConfig()) as Parameters<typeof vercelRewrites>[0])],
    ]
  }
  const preview = (path: string) => {
    const answer = answerForPath(dist, path)
    return { file: relative(dist, answer.file), status: answer.status }
  }

  it('makes Netlify, Cloudflare Pages and Vercel answer every address as npm run preview does', () => {
    const files = [...published()]
    // Every file at its address, every page at its clean address, and addresses of every other kind.
    const addresses = [
      ...files.filter((file) => !file.endsWith('.html')).map((file) => `/${file}`),
      ...files.filter((file) => file.endsWith('.html')).map((file) => (file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`)),
      '/admin', '/admin/login', '/admin/blogs/edit/1', '/case-study/added-after-the-build', '/blog/2f1c7e9a-0000-4000-8000-000000000000',
      '/maria-gomez/web-apps', '/someone/unknown-service', '/no-such-page', '/a/b/c', '/case-study/a/b', '/assets/index-of-an-older-build.js',
      '/assets/saas', '/images/web-apps', '/images/missing.webp', '/favicon.ico',
    ]
    const present = published()
    for (const path of addresses) {
      for (const [host, rewrites] of shipped()) expect(hostAnswer(host, rewrites, present, path), `${host}: ${path}`).toEqual(preview(path))
    }
  })

  it('answers pages by address, the app page for addresses rendered in the browser, and 404 with the not-found page otherwise', () => {
    const expectations: Array<[string, string, number]> = [
      ['/', 'index.html', 200],
      ['/blogs', 'blogs.html', 200],
      [`/case-study/${NEW_PROJECT.slug}`, `case-study/${NEW_PROJECT.slug}.html`, 200],
      [`/blog/${NEW_POST.slug}`, `blog/${NEW_POST.slug}.html`, 200],
      ['/admin/customer-inquiries', 'spa.html', 200],
      ['/case-study/added-after-the-build', 'spa.html', 200],
      ['/maria-gomez/web-apps', 'spa.html', 200],
      ['/no-such-page', '404.html', 404],
      ['/assets/index-of-an-older-build.js', '404.html', 404],
    ]
    const present = published()
    for (const [host, rewrites] of shipped()) {
      for (const [path, file, status] of expectations) {
        expect(hostAnswer(host, rewrites, present, path), `${host}: ${path}`).toEqual({ file, status })
      }
    }
  })

  it('sends the security headers, with a policy naming the project the pages were built from', () => {
    const [everywhere] = parseHeadersFile(page('_headers'))
    expect(everywhere.path).toBe('/*')
    const headers = Object.fromEntries(everywhere.headers)
    expect(headers['Content-Security-Policy']).toContain(`connect-src 'self' ${stack.url} ${stack.url.replace(/^http/, 'ws')};`)
    expect(Object.keys(headers)).toEqual(expect.arrayContaining(['X-Frame-Options', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'Strict-Transport-Security']))
  })

  it('states the build\'s policy first in every page\'s head, so a host whose header names no project (vercel.json) applies it', () => {
    const expected = pageContentSecurityPolicy(settings())
    expect(expected).toContain(`connect-src 'self' ${stack.url} `)
    for (const file of [...published()].filter((name) => name.endsWith('.html'))) {
      const head = dom(file).head
      const policies = head.querySelectorAll('meta[http-equiv="Content-Security-Policy"]')
      expect(policies, file).toHaveLength(1)
      expect(policies[0]!.getAttribute('content'), file).toBe(expected)
      // Right after the charset: before every script, style sheet and preload it governs.
      expect(head.children[1], file).toBe(policies[0])
    }
  })

  it('has no inline script the policy does not name by its hash (data blocks do not run)', () => {
    const csp = Object.fromEntries(parseHeadersFile(page('_headers'))[0].headers)['Content-Security-Policy']
    const allowed = csp.split(';').find((part) => part.trim().startsWith('script-src'))!.trim().split(' ')
    for (const file of [...published()].filter((name) => name.endsWith('.html'))) {
      for (const script of dom(file).querySelectorAll('script:not([src])')) {
        if (['application/json', 'application/ld+json'].includes(script.getAttribute('type') ?? '')) continue
        expect(allowed, `${file}: ${script.outerHTML.slice(0, 100)}`).toContain(scriptHash(script.textContent ?? ''))
      }
    }
  })
})
