// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { cookieDomains, deleteCookies, GOOGLE_ADS_COOKIE, GOOGLE_ANALYTICS_COOKIE } from '@/lib/consent/tag-cookies'

describe("Google's tag cookies", () => {
  it('are recognised by name: _gcl_* for Google Ads, _ga and _ga_* for Google Analytics', () => {
    expect(['_gcl_au', '_gcl_aw', '_gcl_gb'].every((name) => GOOGLE_ADS_COOKIE.test(name))).toBe(true)
    expect(['_ga', '_ga_ABC123'].every((name) => GOOGLE_ANALYTICS_COOKIE.test(name))).toBe(true)
    expect(['_gat', '_gid', 'cookie-consent', '_gcl'].some((name) => GOOGLE_ADS_COOKIE.test(name) || GOOGLE_ANALYTICS_COOKIE.test(name))).toBe(false)
  })

  it('are expired on the host and every parent domain a tag may have set them on', () => {
    expect(cookieDomains('www.agency.example')).toEqual(['www.agency.example', 'agency.example', 'example'])
    expect(cookieDomains('127.0.0.1')).toEqual(['127.0.0.1'])
  })

  it('are deleted by kind, leaving the others', () => {
    document.cookie = '_gcl_au=1.1.123; path=/'
    document.cookie = '_ga=GA1.1.1.1; path=/'
    document.cookie = 'theme=dark; path=/'
    deleteCookies([GOOGLE_ADS_COOKIE])
    expect(document.cookie.split('; ').sort()).toEqual(['_ga=GA1.1.1.1', 'theme=dark'])
    deleteCookies([GOOGLE_ANALYTICS_COOKIE])
    expect(document.cookie).toBe('theme=dark')
  })
})
