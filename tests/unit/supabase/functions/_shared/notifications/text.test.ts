// The delivery code under Node (the words of a notification); the same module runs in the Edge Function under Deno.
import { describe, expect, it } from 'vitest'
import { toInquiryView } from '../../../../../../supabase/functions/_shared/notifications/inquiry-view'
import { emailContent, emailSubject, slackText } from '../../../../../../supabase/functions/_shared/notifications/text'
import type { OutgoingNotification } from '../../../../../../supabase/functions/_shared/notifications/types'
import { inquiry, notification } from '../../../../../support/notification-fixture'

/** What a visitor types to make a notification say something it should not. */
const hostile = {
  ...inquiry,
  first_name: 'Jo\n*Budget: $250,000+ (verified)*',
  last_name: 'Smith\u2028Budget: $1,000,000',
  company: '<!channel> _urgent_ ~old~ `code`',
  phone: '+1 555\r\nTimeline: ASAP',
  message: [
    'Hello',
    '*Budget: $250,000+ (verified)*',
    'Budget: $250,000+',
    '<http://evil.example|click here> <!here> <@U0123> @here @channel',
    '```',
    'Name: Someone Else',
  ].join('\n'),
  campaign: 'spring\n*Approved by the CEO*',
}

const hostileNotification: OutgoingNotification = { ...notification, inquiry: hostile }

const lines = (text: string) => text.split('\n')

describe('a hostile lead in Slack', () => {
  const text = slackText(hostileNotification, toInquiryView(hostile, 'https://agency.example'))

  it('forges no line: names, company, phone and attribution stay on the line they belong to', () => {
    expect(lines(text)[0]).toBe(
      '*New inquiry from Jo \u2217Budget: $250,000+ (verified)\u2217 Smith Budget: $1,000,000 (&lt;!channel&gt; \u02cdurgent\u02cd \u223cold\u223c \u02cbcode\u02cb)*',
    )
    expect(text).toContain('+1 555 Timeline: ASAP')
    expect(text).toContain('Campaign: spring \u2217Approved by the CEO\u2217')
    // Every line of the message is inside the quote.
    const quoted = lines(text).filter((line) => line.startsWith('> '))
    expect(quoted).toHaveLength(6)
    expect(lines(text).filter((line) => /Budget|Name: Someone/.test(line) && !line.startsWith('> ') && !line.startsWith('*New inquiry'))).toEqual([])
  })

  it('carries no formatting, link, mention or code block the visitor wrote', () => {
    // What remains once the notification's own markup is taken out: the headline's bold, the
    // quote marks, the two links.
    const visitorParts = text
      .replace(/^\*([^\n]*)\*$/m, '$1')
      .replace(/^> /gm, '')
      .replace(/<https:\/\/agency\.example[^>]*>|<mailto:[^>]*>/g, '')
    expect(visitorParts).not.toMatch(/[*_~`]/)
    expect(visitorParts).not.toMatch(/[<>]/)
    expect(text).toContain('&lt;http://evil.example|click here&gt; &lt;!here&gt; &lt;@U0123&gt; @\u2060here @\u2060channel')
    expect(text).toContain('> \u02cb\u02cb\u02cb')
  })
})

describe('a hostile lead by email', () => {
  const content = emailContent(hostileNotification, toInquiryView(hostile, 'https://agency.example'))

  it('has no "Budget:" line but the real one, and quotes the message line by line', () => {
    const budgetLines = lines(content.text).filter((line) => line.startsWith('Budget:'))
    expect(budgetLines).toEqual(['Budget: $50,000 - $100,000'])
    expect(lines(content.text).filter((line) => line.startsWith('Name:'))).toEqual([
      'Name: Jo *Budget: $250,000+ (verified)* Smith Budget: $1,000,000',
    ])
    expect(content.text).toContain('Phone: +1 555 Timeline: ASAP\n')
    expect(content.text).toContain('> *Budget: $250,000+ (verified)*\n> Budget: $250,000+\n')
    expect(content.subject).not.toMatch(/[\r\n\u2028]/)
  })

  it('escapes everything the visitor typed in the HTML', () => {
    expect(content.html).not.toContain('<http://evil')
    expect(content.html).not.toContain('<!channel>')
    expect(content.html).toContain('&lt;http://evil.example|click here&gt;')
    expect(content.html).toContain('&lt;!channel&gt; _urgent_')
  })
})

describe('what the owner and the admins read first', () => {
  const view = toInquiryView(inquiry, null)
  const subject = (extra: Partial<OutgoingNotification>) => emailSubject({ ...notification, ...extra }, view)

  it('says the lead is now theirs, or that nobody has answered it yet and for how long', () => {
    expect(subject({ type: 'inquiry.assigned' })).toMatch(/^Assigned to you: the inquiry from /)
    expect(subject({ type: 'inquiry.escalated', waitedHours: 5 })).toMatch(/^Nobody has answered yet: the inquiry from .+ is still untouched after 5 hours/)
    expect(subject({ type: 'inquiry.escalated', waitedHours: null })).toMatch(/is still untouched – /)
    expect(emailContent({ ...notification, type: 'inquiry.assigned' }, view).text).toContain(view.email)
  })
})
