import { describe, expect, it } from 'vitest'
import { services } from '@/content/services'

describe('the services', () => {
  it('has the five services of the spec, in order, with their prices, timelines and colours', () => {
    expect(services.map((s) => [s.id, s.title, s.startingPrice, s.timeline, s.color])).toEqual([
      ['web-apps', 'Web Applications', '$5,000', '4-12 weeks', 'cyan'],
      ['saas', 'SAAS Solutions', '$15,000', '8-16 weeks', 'blue'],
      ['mobile-apps', 'Mobile Applications', '$10,000', '6-14 weeks', 'purple'],
      ['ai-calling', 'AI Calling Agency', '$8,000', '6-10 weeks', 'pink'],
      ['ai-automation', 'AI Automation', '$12,000', '8-12 weeks', 'green'],
    ])
  })
})
