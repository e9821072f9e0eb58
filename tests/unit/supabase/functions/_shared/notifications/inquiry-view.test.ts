// The delivery code under Node (what a notification says about the inquiry); the same module runs in the Edge Function under Deno.
import { describe, expect, it } from 'vitest'
import { attributionOf } from '../../../../../../supabase/functions/_shared/notifications/inquiry-view'

const inquiry = {
  id: '6f1f7a40-0000-4000-8000-000000000001',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@engines.example',
  phone: '+44 20 7946 0958',
  company: 'Engines <Ltd> & Co',
  service_interest: 'AI & Automation',
  budget_range: '$50,000 - $100,000',
  project_timeline: '3-6 months',
  message: 'Line one\nLine <two> & more',
  source_page: 'home-detailed',
  status: 'new',
  created_at: '2026-11-23T10:42:00Z',
  deleted_at: null,
  // What the lead-capture work adds, whatever the names: all of it is attribution.
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'spring-sale',
  salesperson: 'maria-gomez',
  landing_path: '/ai-automation',
  gclid: 'abc123',
  referrer: '',
  client_ip_hash: 'deadbeef',
  first_touch: { utm_source: 'newsletter' },
  screening: 'clear',
}

describe('what a notification says', () => {
  it('lists every extra column as attribution, the ones people look for first, never internal hashes', () => {
    expect(attributionOf(inquiry).map((item) => [item.label, item.value])).toEqual([
      ['Source', 'google'],
      ['First touch source', 'newsletter'],
      ['Medium', 'cpc'],
      ['Campaign', 'spring-sale'],
      ['Salesperson', 'maria-gomez'],
      ['Landing path', '/ai-automation'],
      ['Google Ads click id', 'abc123'],
    ])
  })
})
