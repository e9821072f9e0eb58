import { describe, expect, it } from 'vitest'
import { activeNavLabel, isHomePath, sectionInBand } from '@/lib/active-nav'

describe('active menu item', () => {
  it('follows the section in view on home and on /h1', () => {
    expect(activeNavLabel('/', null)).toBe('Home')
    expect(activeNavLabel('/', 'services')).toBe('Services')
    expect(activeNavLabel('/', 'portfolio')).toBe('Portfolio')
    expect(activeNavLabel('/h1', 'about')).toBe('About')
    expect(activeNavLabel('/', 'contact')).toBe('Contact')
  })

  it('marks Blogs for /blogs and any /blog/ path, Reviews for /reviews', () => {
    expect(activeNavLabel('/blogs', 'about')).toBe('Blogs')
    expect(activeNavLabel('/blog/some-post-2025', null)).toBe('Blogs')
    expect(activeNavLabel('/reviews', null)).toBe('Reviews')
    expect(activeNavLabel('/reviews/', null)).toBe('Reviews')
  })

  it('marks nothing elsewhere', () => {
    for (const path of ['/contact', '/portfolio', '/privacy-policy', '/blogsy', '/web-apps', '/thank-you']) {
      expect(activeNavLabel(path, null)).toBeNull()
    }
  })

  it('knows the home paths', () => {
    expect(isHomePath('/')).toBe(true)
    expect(isHomePath('/h1')).toBe(true)
    expect(isHomePath('/h1/')).toBe(true)
    expect(isHomePath('/home')).toBe(false)
  })
})

describe('section in the observed band (top 20% of the viewport)', () => {
  const height = 1000 // band bottom at 200 px
  it('is the last section whose top reached the band', () => {
    expect(sectionInBand([['home', 0], ['services', 900], ['about', 2000]], height)).toBe('home')
    expect(sectionInBand([['home', -700], ['services', 200], ['about', 1300]], height)).toBe('services')
    expect(sectionInBand([['home', -700], ['services', 201], ['about', 1300]], height)).toBe('home')
    expect(sectionInBand([['home', -3000], ['services', -2000], ['about', -50]], height)).toBe('about')
  })
})
