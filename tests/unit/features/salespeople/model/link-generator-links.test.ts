import { describe, expect, it } from 'vitest'
import { copyAllText, generateLinks, linkFormatExample } from '@/features/salespeople/model/link-generator-links'

describe('generated links', () => {
  it('one per selected service, on the site origin, in the order the site lists services', () => {
    const links = generateLinks({ salespersonName: 'john-doe', services: ['ai-calling', 'web-apps'] }, 'https://agency.example/')
    expect(links).toEqual([
      { serviceId: 'web-apps', serviceName: 'Web Applications', url: 'https://agency.example/john-doe/web-apps' },
      { serviceId: 'ai-calling', serviceName: 'AI Calling Agency', url: 'https://agency.example/john-doe/ai-calling' },
    ])
  })

  it('Copy All is "service name: URL", one per line', () => {
    const links = generateLinks({ salespersonName: 'ann', services: ['saas', 'mobile-apps'] }, 'http://localhost:4173')
    expect(copyAllText(links)).toBe('SAAS Solutions: http://localhost:4173/ann/saas\nMobile Applications: http://localhost:4173/ann/mobile-apps')
    expect(copyAllText([])).toBe('')
  })

  it('the How it works card shows the format on this site', () => {
    expect(linkFormatExample('https://agency.example')).toBe('https://agency.example/{salesperson-name}/{service}')
  })
})
