import { describe, expect, it } from 'vitest'
import { statusBadgeColour, statusBadgeText } from '@/lib/inquiries/inquiry-status'

describe('status badge', () => {
  it('shows the status uppercased with underscores as spaces', () => {
    expect(statusBadgeText('new')).toBe('NEW')
    expect(statusBadgeText('in_progress')).toBe('IN PROGRESS')
    expect(statusBadgeText('waiting_on_client_reply')).toBe('WAITING ON CLIENT REPLY')
  })

  it('has the colour of its status, grey for anything else', () => {
    expect(statusBadgeColour('new')).toBe('blue')
    expect(statusBadgeColour('in_progress')).toBe('yellow')
    expect(statusBadgeColour('contacted')).toBe('purple')
    expect(statusBadgeColour('converted')).toBe('green')
    expect(statusBadgeColour('closed')).toBe('gray')
    expect(statusBadgeColour('archived')).toBe('gray')
    expect(statusBadgeColour('NEW')).toBe('gray')
  })
})
