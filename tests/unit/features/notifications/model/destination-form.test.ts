import { describe, expect, it } from 'vitest'
import { destinationFormSchema, emptyDestinationForm, generateSigningSecret, splitRecipients, toDestinationInput } from '@/features/notifications/model/destination-form'
import { toDestinationChanges, toNewDestinationRow } from '@/features/notifications/model/notification-mapping'
import { DESTINATION_FORM_MESSAGES } from '@/features/notifications/model/notification-messages'
import { ADDRESS_RULE_MESSAGES } from '../../../../../supabase/functions/_shared/address-rule'

const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('the destination form', () => {
  it('says, beside the field, why a webhook address that could reach a private network is refused', () => {
    const form = destinationFormSchema(false)
    const urlIssue = (webhookUrl: string) => issues(form.safeParse({ ...emptyDestinationForm(), name: 'Hook', webhookUrl, signingSecret: '' })).webhookUrl
    expect(urlIssue('http://169.254.169.254/latest/meta-data/')).toBe(ADDRESS_RULE_MESSAGES.notHttps)
    expect(urlIssue('http://10.0.0.1/')).toBe(ADDRESS_RULE_MESSAGES.notHttps)
    expect(urlIssue('https://10.0.0.1/')).toBe(ADDRESS_RULE_MESSAGES.privateHost)
    expect(urlIssue('https://[::ffff:169.254.169.254]/')).toBe(ADDRESS_RULE_MESSAGES.privateHost)
    expect(urlIssue('https://167772161/')).toBe(ADDRESS_RULE_MESSAGES.privateHost)
    // This machine is the database's call: allowed only while the local development stack runs.
    expect(urlIssue('http://127.0.0.1:8788/hook')).toBeUndefined()
    expect(urlIssue('https://hooks.slack.com/services/T/B/x')).toBeUndefined()
  })

  it('a new webhook comes with a generated Standard Webhooks secret', () => {
    const values = emptyDestinationForm()
    expect(values.signingSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    expect(generateSigningSecret()).not.toBe(values.signingSecret)
  })

  it('asks for a name, an http(s) URL and a well-formed secret for a webhook', () => {
    const create = destinationFormSchema(true)
    expect(issues(create.safeParse({ ...emptyDestinationForm(), signingSecret: 'secret' }))).toEqual({
      name: DESTINATION_FORM_MESSAGES.name,
      webhookUrl: DESTINATION_FORM_MESSAGES.url,
      signingSecret: DESTINATION_FORM_MESSAGES.secret,
    })
    expect(issues(create.safeParse({ ...emptyDestinationForm(), name: 'Slack', webhookUrl: 'ftp://x.example' }))).toEqual({
      webhookUrl: DESTINATION_FORM_MESSAGES.url,
    })
    expect(create.safeParse({ ...emptyDestinationForm(), name: 'Slack', webhookUrl: 'https://hooks.slack.com/services/T/B/x' }).success).toBe(true)
    // Editing keeps the saved secret when the field is left empty.
    const edit = destinationFormSchema(false)
    expect(edit.safeParse({ ...emptyDestinationForm(), name: 'Slack', webhookUrl: 'https://x.example/h', signingSecret: '' }).success).toBe(true)
  })

  it('reads email addresses separated by commas, spaces or lines, once each, and checks each', () => {
    expect(splitRecipients(' Sales@Agency.com, ceo@agency.com\nsales@agency.com;ops@agency.com ')).toEqual([
      'sales@agency.com', 'ceo@agency.com', 'ops@agency.com',
    ])
    const schema = destinationFormSchema(true)
    const email = { ...emptyDestinationForm('email'), name: 'Sales' }
    expect(issues(schema.safeParse({ ...email, recipients: 'sales@agency.com, nope' }))).toEqual({ recipients: DESTINATION_FORM_MESSAGES.recipients })
    expect(issues(schema.safeParse({ ...email, recipients: '' }))).toEqual({ recipients: DESTINATION_FORM_MESSAGES.recipients })
    const many = Array.from({ length: 21 }, (_, i) => `a${i}@agency.com`).join(',')
    expect(issues(schema.safeParse({ ...email, recipients: many }))).toEqual({ recipients: DESTINATION_FORM_MESSAGES.tooManyRecipients })
  })

  it('sends the secret only when one was typed, and never changes a destination\'s kind', () => {
    const input = toDestinationInput({ ...emptyDestinationForm(), name: ' Slack ', webhookUrl: ' https://x.example/h ', signingSecret: '' })
    expect(input).toEqual({ kind: 'webhook', name: 'Slack', webhookUrl: 'https://x.example/h', emailRecipients: [], enabled: true, signingSecret: null })
    expect(toDestinationChanges(input)).toEqual({ name: 'Slack', webhook_url: 'https://x.example/h', email_recipients: [], enabled: true })
    expect(toNewDestinationRow({ ...input, signingSecret: 'whsec_abc' })).toMatchObject({ kind: 'webhook', signing_secret: 'whsec_abc' })
  })
})
