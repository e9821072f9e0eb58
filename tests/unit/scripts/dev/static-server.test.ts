import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { answerForPath } from '../../../../scripts/dev/static-server'

// How `npm run preview`, the journeys and `npm run perf` answer a path: what the host files the
// build ships make Netlify, Cloudflare Pages and Vercel do too (tests/build/published-pages).

describe('answerForPath', () => {
  let dist = ''
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'dist-'))
    for (const file of ['index.html', 'spa.html', '404.html', 'blogs.html', 'web-apps.html', 'favicon.svg', '_headers', '_redirects']) {
      writeFileSync(join(dist, file), file)
    }
    mkdirSync(join(dist, 'assets'))
    writeFileSync(join(dist, 'assets', 'index-abc.js'), '')
    mkdirSync(join(dist, 'images', 'logos'), { recursive: true })
    writeFileSync(join(dist, 'images', 'logos', 'acme.svg'), '')
    mkdirSync(join(dist, 'case-study'))
    writeFileSync(join(dist, 'case-study', 'shopsphere.html'), '')
  })
  const served = (path: string) => {
    const answer = answerForPath(dist, path)
    return `${answer.status} ${answer.file.slice(dist.length)}`
  }

  it('answers a prerendered page by its address, with or without a trailing slash', () => {
    expect(served('/')).toBe('200 /index.html')
    expect(served('/blogs')).toBe('200 /blogs.html')
    expect(served('/blogs/')).toBe('200 /blogs.html')
    expect(served('/web-apps')).toBe('200 /web-apps.html')
    expect(served('/case-study/shopsphere')).toBe('200 /case-study/shopsphere.html')
  })

  it('answers files as they are', () => {
    expect(served('/favicon.svg')).toBe('200 /favicon.svg')
    expect(served('/assets/index-abc.js')).toBe('200 /assets/index-abc.js')
    expect(served('/images/logos/acme.svg')).toBe('200 /images/logos/acme.svg')
  })

  it('answers addresses the app renders in the browser with the plain app page', () => {
    expect(served('/case-study/2f1c7e9a-0000-4000-8000-000000000000')).toBe('200 /spa.html')
    expect(served('/blog/a-post-added-after-the-build')).toBe('200 /spa.html')
    expect(served('/admin')).toBe('200 /spa.html')
    expect(served('/admin/blogs/edit/1')).toBe('200 /spa.html')
    expect(served('/maria-gomez/web-apps')).toBe('200 /spa.html')
  })

  it('answers every other address, folders and escapes included, with the not-found page and 404', () => {
    expect(served('/no-such-page')).toBe('404 /404.html')
    expect(served('/a/b/c')).toBe('404 /404.html')
    expect(served('/assets')).toBe('404 /404.html')
    // An asset of an older build: a 404, not the app page a browser would fail to run.
    expect(served('/assets/index-old.js')).toBe('404 /404.html')
    // In a folder of files, an address is a file or nothing: never taken for a referral link.
    expect(served('/images/web-apps')).toBe('404 /404.html')
    expect(served('/assets/saas')).toBe('404 /404.html')
    // The host's own rules are read by the host, never served.
    expect(served('/_headers')).toBe('404 /404.html')
    expect(served('/_redirects')).toBe('404 /404.html')
    expect(served('/../../etc/ssl/private')).toBe('404 /404.html')
  })
})
