import { describe, expect, it } from 'vitest'
import { FOOTER_COMPANY_LINKS, FOOTER_SERVICE_IDS, NAV_ITEMS } from '@/config/nav-items'

describe('menu', () => {
  it('has the spec items and targets, in order', () => {
    expect(NAV_ITEMS.map((item) => [item.label, item.href])).toEqual([
      ['Home', '/'],
      ['Services', '/#services'],
      ['Portfolio', '/#portfolio'],
      ['Blogs', '/blogs'],
      ['Reviews', '/reviews'],
      ['About', '/#about'],
      ['Contact', '/#contact'],
    ])
  })

  it('footer links to the four service pages, /blogs, /privacy-policy and the about anchor', () => {
    expect(FOOTER_SERVICE_IDS.map((id) => `/${id}`)).toEqual(['/web-apps', '/mobile-apps', '/ai-automation', '/saas'])
    expect(FOOTER_COMPANY_LINKS.map((item) => item.href).sort()).toEqual(['/#about', '/blogs', '/privacy-policy'])
  })
})
