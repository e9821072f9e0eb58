import { describe, expect, it } from 'vitest'
import { hostAnswer, matchHostPattern, vercelRewrites } from '../../../../scripts/hosting/host-emulation'

// The model of the hosts that tests/build/published-pages checks the shipped files against.
const FILES = new Set(['index.html', '404.html', 'spa.html', 'case-study/shopsphere.html', 'assets/index-abc.js'])
const NAIVE = [
  { from: '/case-study/:slug', to: '/spa' },
  { from: '/:name/:service', to: '/spa' },
]

describe('hostAnswer', () => {
  it('on Cloudflare Pages applies a rule even where a file exists, which is why the build lists its pages first', () => {
    expect(hostAnswer('cloudflare-pages', NAIVE, FILES, '/case-study/shopsphere')).toEqual({ file: 'spa.html', status: 200 })
    expect(hostAnswer('cloudflare-pages', NAIVE, FILES, '/assets/index-abc.js')).toEqual({ file: 'spa.html', status: 200 })
    const listed = [{ from: '/case-study/shopsphere', to: '/case-study/shopsphere' }, { from: '/assets/*', to: '/assets/:splat' }, ...NAIVE]
    expect(hostAnswer('cloudflare-pages', listed, FILES, '/case-study/shopsphere')).toEqual({ file: 'case-study/shopsphere.html', status: 200 })
    expect(hostAnswer('cloudflare-pages', listed, FILES, '/assets/index-abc.js')).toEqual({ file: 'assets/index-abc.js', status: 200 })
    expect(hostAnswer('cloudflare-pages', listed, FILES, '/assets/gone.js')).toEqual({ file: '404.html', status: 404 })
  })

  it('on Netlify and Vercel serves a file before any rule', () => {
    for (const host of ['netlify', 'vercel'] as const) {
      expect(hostAnswer(host, NAIVE, FILES, '/case-study/shopsphere')).toEqual({ file: 'case-study/shopsphere.html', status: 200 })
      expect(hostAnswer(host, NAIVE, FILES, '/case-study/new-one')).toEqual({ file: 'spa.html', status: 200 })
      expect(hostAnswer(host, NAIVE, FILES, '/nothing')).toEqual({ file: '404.html', status: 404 })
    }
  })

  it('never serves the host files', () => {
    expect(hostAnswer('netlify', [], new Set([...FILES, '_headers']), '/_headers')).toEqual({ file: '404.html', status: 404 })
  })
})

describe('matchHostPattern', () => {
  it('matches as Cloudflare Pages compiles a rule: whole path, one segment per placeholder, any rest for *', () => {
    expect(matchHostPattern('/admin/*', '/admin/blogs/edit/1')).toEqual({ splat: 'blogs/edit/1' })
    expect(matchHostPattern('/admin/*', '/admin')).toBeNull()
    expect(matchHostPattern('/:name/:service', '/maria/web-apps')).toEqual({ name: 'maria', service: 'web-apps' })
    expect(matchHostPattern('/:name/:service', '/a/b/c')).toBeNull()
    expect(matchHostPattern('/blogs', '/Blogs')).toBeNull()
  })

  it('reads vercel.json\'s `:path*` as the rest', () => {
    expect(vercelRewrites({ rewrites: [{ source: '/assets/:path*', destination: '/assets/:path*' }] })).toEqual([{ from: '/assets/*', to: '/assets/:splat' }])
  })
})
