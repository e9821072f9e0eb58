import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { fileForPath } from '../../scripts/static-server'

// How `npm run preview`, the journeys and `npm run perf` answer a path: what a production
// host must be configured to do too (README, hosted Supabase, step 4).
describe('fileForPath', () => {
  let dist = ''
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'dist-'))
    for (const file of ['index.html', 'spa.html', 'blogs.html', 'web-apps.html', 'favicon.svg']) writeFileSync(join(dist, file), file)
    mkdirSync(join(dist, 'assets'))
    writeFileSync(join(dist, 'assets', 'index-abc.js'), '')
  })
  const served = (path: string) => fileForPath(dist, path).slice(dist.length)

  it('answers a prerendered page by its address, with or without a trailing slash', () => {
    expect(served('/')).toBe('/index.html')
    expect(served('/blogs')).toBe('/blogs.html')
    expect(served('/blogs/')).toBe('/blogs.html')
    expect(served('/web-apps')).toBe('/web-apps.html')
  })

  it('answers files as they are', () => {
    expect(served('/favicon.svg')).toBe('/favicon.svg')
    expect(served('/assets/index-abc.js')).toBe('/assets/index-abc.js')
  })

  it('answers every other address, folders and escapes included, with the plain app page', () => {
    expect(served('/case-study/shopsphere')).toBe('/spa.html')
    expect(served('/admin/blogs')).toBe('/spa.html')
    expect(served('/assets')).toBe('/spa.html')
    expect(served('/../../etc/passwd')).toBe('/spa.html')
  })
})
