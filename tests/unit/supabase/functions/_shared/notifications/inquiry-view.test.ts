// The delivery code under Node (what a notification says about the inquiry); the same module runs in the Edge Function under Deno.
import { describe, expect, it } from 'vitest'
import { attributionOf } from '../../../../../../supabase/functions/_shared/notifications/inquiry-view'
import { inquiry } from '../../../../../support/notification-fixture'

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
