import { describe, expect, it } from 'vitest'
import { composeEmail } from '../../../../../../supabase/functions/_shared/notifications/email'
import { heldCount, heldDigestWebhookBody, heldListUrl } from '../../../../../../supabase/functions/_shared/notifications/held-digest'
import type { OutgoingNotification } from '../../../../../../supabase/functions/_shared/notifications/types'

const digest = (payload: Record<string, unknown>): OutgoingNotification => ({
  id: '0b6f6c1e-1d2a-4c55-9a53-6f1b0f3c9d11',
  type: 'inquiry.held_digest',
  inquiry: payload,
  createdAt: '2026-11-25T10:00:00Z',
})

describe('the held digest', () => {
  it('says how many were held and links to the held list, for Slack and for email', () => {
    const body = heldDigestWebhookBody(digest({ held_count: 12 }), 'https://agency.example/')
    expect(body).toEqual({
      type: 'inquiry.held_digest',
      id: '0b6f6c1e-1d2a-4c55-9a53-6f1b0f3c9d11',
      created_at: '2026-11-25T10:00:00Z',
      text: '*12 inquiries held for review*\nThey came past a flood limit. Approve the real ones in the back office; the rest need nothing.\n<https://agency.example/admin/customer-inquiries?screening=held|Open the held list>',
      unfurl_links: false,
      unfurl_media: false,
      held: { count: 12, url: 'https://agency.example/admin/customer-inquiries?screening=held' },
    })
    const email = composeEmail(digest({ held_count: 1 }), { from: 'Leads <leads@agency.example>', to: ['sales@agency.example'], siteUrl: null })
    expect(email).toMatchObject({ subject: '1 inquiry held for review', replyTo: null, to: ['sales@agency.example'] })
    expect(email.text).not.toContain('Open the held list')
  })

  it('never carries what a visitor wrote, whatever the payload holds', () => {
    const hostile = digest({ held_count: '3\n*Budget: $250,000+*', first_name: '<!channel> Jo', email: 'spy@example.com' })
    const text = JSON.stringify([heldDigestWebhookBody(hostile, 'https://agency.example'), composeEmail(hostile, { from: 'a@b.co', to: ['c@d.co'], siteUrl: null })])
    expect(text).not.toMatch(/Budget|channel|Jo|spy@/)
    expect(heldCount(hostile)).toBe(1)
    expect(heldCount(digest({ held_count: 40 }))).toBe(40)
    expect(heldListUrl(null)).toBeNull()
  })
})
