/**
 * Helpers of the conversion suites: a claimed delivery as the worker gets it, with what a
 * test changes.
 */
import type { ClaimedDelivery } from '../../supabase/functions/_shared/conversions/types'

export function claimedDelivery(overrides: Partial<ClaimedDelivery> = {}): ClaimedDelivery {
  return {
    delivery_id: '00000000-0000-4000-8000-0000000000d1',
    platform: 'meta',
    attempts: 1,
    event_id: '00000000-0000-4000-8000-0000000000c1',
    inquiry_id: '00000000-0000-4000-8000-0000000000a1',
    stage: 'won',
    conversion_name: 'Won',
    occurred_at: '2026-11-25T10:00:00.250Z',
    value: 12345,
    currency: 'USD',
    settings: {
      dataset_id: '1234567890', qualified_event_name: 'Marketing Qualified Lead', won_event_name: 'Converted',
      measurement_id: 'G-TEST123', qualified_rule_id: '111', won_rule_id: '222', api_version: '202603', ad_account_id: '5077',
    },
    secret: 'platform-secret',
    email: ' Test@Example.com ',
    phone: '+1 (415) 555-0123',
    phone_default_country: null,
    first_name: 'Grace',
    last_name: 'Hopper',
    company: 'Compilers Inc',
    fbclid: 'IwAR2xYz_AbC',
    fbclid_seen_at: '2026-11-20T08:00:00.123Z',
    li_fat_id: 'li-fat-0001',
    ga_client_id: '1234567890.1700000000',
    client_user_agent: 'Mozilla/5.0 (X11; Linux x86_64)',
    landing_path: '/services/ai',
    consent: { ad_user_data: true, ad_personalization: false, analytics_storage: true },
    ...overrides,
  }
}
