import { describe, expect, it } from 'vitest'
import { routeForPath } from '@/app/route-modules'
import { FOOTER_COMPANY_LINKS, FOOTER_SERVICE_IDS, NAV_ITEMS } from '@/config/nav-items'
import { HOME_SECTIONS, paths } from '@/config/paths'

const LINKS = [...NAV_ITEMS, ...FOOTER_COMPANY_LINKS, ...FOOTER_SERVICE_IDS.map((id) => ({ label: id, href: paths.service.to(id), section: undefined }))]

describe('the menu and the footer', () => {
  it.each(LINKS.map((link) => [link.label, link] as const))('%s opens a page the site has, not the not-found page', (_label, link) => {
    const { pathname } = new URL(link.href, 'https://agency.example')
    expect(routeForPath(pathname)?.def.id).not.toBe('not-found')
  })

  it.each(LINKS.filter((link) => link.href.includes('#')).map((link) => [link.label, link] as const))(
    '%s scrolls to the home section its address names',
    (_label, link) => {
      const { pathname, hash } = new URL(link.href, 'https://agency.example')
      expect(pathname).toBe('/')
      expect(link.section).toBe(hash.slice(1))
      expect(HOME_SECTIONS).toContain(link.section)
    },
  )
})
