import { describe, expect, it } from 'vitest'
import { composeEmail } from '../../../../../../supabase/functions/_shared/notifications/email'
import type { OutgoingNotification } from '../../../../../../supabase/functions/_shared/notifications/types'

const notification = (platform: string): OutgoingNotification => ({
  id: '00000000-0000-4000-8000-0000000000e1',
  type: 'conversion.destination_attention',
  inquiry: { platform },
  createdAt: '2026-11-28T10:00:00Z',
})

describe('the needs-attention email', () => {
  it('names the platform, says nothing is lost and links to the Conversions screen', () => {
    const email = composeEmail(notification('linkedin'), { from: 'Site <site@example.com>', to: ['sales@example.com'], siteUrl: 'https://agency.example/' })
    expect(email.subject).toBe('LinkedIn conversions are paused: the destination needs attention')
    expect(email.replyTo).toBeNull()
    expect(email.text).toContain('nothing is lost')
    expect(email.text).toContain('https://agency.example/admin/conversions')
    expect(email.html).toContain('<a href="https://agency.example/admin/conversions">')
  })

  it('carries no text from the payload but the platform, picked from a fixed list', () => {
    const email = composeEmail(notification('<script>alert(1)</script>'), { from: 'x@example.com', to: ['a@example.com'], siteUrl: null })
    expect(email.subject).toBe('Ad platform conversions are paused: the destination needs attention')
    expect(email.html).not.toContain('<script>')
    expect(email.text).not.toContain('/admin/conversions')
  })
})
