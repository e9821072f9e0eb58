// The delivery code under Node (what a notification says about the inquiry); the same module runs in the Edge Function under Deno.
import { describe, expect, it } from 'vitest'
import { attributionOf } from '../../../../../../supabase/functions/_shared/notifications/inquiry-view'
import { inquiry } from '../../../../../support/notification-fixture'

describe('what a notification says', () => {
  it('lists where the lead came from, in the order people look for it', () => {
    expect(attributionOf(inquiry).map((item) => [item.label, item.value])).toEqual([
      ['Source', 'google'],
      ['Medium', 'cpc'],
      ['Campaign', 'spring-sale'],
      ['Landing page', '/ai-automation'],
      ['Salesperson', 'maria-gomez'],
    ])
  })

  it('reads nothing else a payload holds: no click id, client id, user agent, consent flag or hash', () => {
    const stale = {
      ...inquiry, last_gclid: 'gclid-1', first_fbclid: 'fbclid-1', ga_client_id: '123.456', client_user_agent: 'Mozilla/5.0',
      consent_ad_user_data: true, client_hash: 'deadbeef', last_utm_term: 'term',
    }
    expect(attributionOf(stale)).toEqual(attributionOf(inquiry))
  })
})
