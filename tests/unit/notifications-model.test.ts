import { describe, expect, it } from 'vitest'
import {
  destinationFormSchema, emptyDestinationForm, generateSigningSecret, splitRecipients, toDestinationInput,
} from '@/features/notifications/model/destination-form'
import { toDestinationChanges, toNewDestinationRow, toSettingsRow } from '@/features/notifications/model/notification-mapping'
import { DESTINATION_FORM_MESSAGES, SETTINGS_FORM_MESSAGES } from '@/features/notifications/model/notification-messages'
import { describeNotification, isSettled } from '@/features/notifications/model/notification-state'
import type { InquiryNotification } from '@/features/notifications/model/notification-types'
import { settingsFormSchema, toSettingsFormValues, toSettingsInput } from '@/features/notifications/model/settings-form'

const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('the destination form', () => {
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

describe('the settings form', () => {
  const saved = { reminderAfterHours: null, emailFrom: null, siteUrl: null, emailApiKeyHint: 're_…abcd' }

  it('offers this site\'s address and the default delay, and never shows the saved key', () => {
    expect(toSettingsFormValues(saved, 'https://agency.example')).toEqual({
      remindersOn: false, reminderAfterHours: '4', emailFrom: '', siteUrl: 'https://agency.example', emailApiKey: '',
    })
  })

  it('checks the delay, the sender, the site address and a new key', () => {
    const values = { remindersOn: true, reminderAfterHours: '0', emailFrom: 'Leads leads@agency', siteUrl: 'https://agency.example/admin', emailApiKey: 'short' }
    expect(issues(settingsFormSchema.safeParse(values))).toEqual({
      reminderAfterHours: SETTINGS_FORM_MESSAGES.hours,
      emailFrom: SETTINGS_FORM_MESSAGES.from,
      siteUrl: SETTINGS_FORM_MESSAGES.siteUrl,
      emailApiKey: SETTINGS_FORM_MESSAGES.apiKey,
    })
    const good = { remindersOn: true, reminderAfterHours: '24', emailFrom: 'Leads <leads@agency.example>', siteUrl: 'https://agency.example/', emailApiKey: '' }
    expect(settingsFormSchema.safeParse(good).success).toBe(true)
    // Left empty, the saved key stays: the row does not mention it.
    expect(toSettingsRow(toSettingsInput(good))).toEqual({ reminder_after_hours: 24, email_from: 'Leads <leads@agency.example>', site_url: 'https://agency.example' })
    expect(toSettingsInput({ ...good, remindersOn: false, emailApiKey: 're_new_key_123' })).toMatchObject({ reminderAfterHours: null, emailApiKey: 're_new_key_123' })
  })
})

describe('a notification on the inquiry card', () => {
  const base: InquiryNotification = {
    id: 'n1', inquiryId: 'i1', destinationKind: 'webhook', destinationName: 'Slack', event: 'inquiry.created', state: 'pending',
    attempts: 0, nextAttemptAt: '2026-11-23T10:00:00Z', lastError: null, deliveredAt: null, createdAt: '2026-11-23T10:00:00Z',
  }

  it('reads as delivered, retrying with the next attempt\'s time, failed with the reason, or sending', () => {
    expect(describeNotification({ ...base, state: 'delivered', attempts: 4, deliveredAt: '2026-11-23T10:00:05Z' }))
      .toMatchObject({ label: 'Delivered', tone: 'success', detail: 'Nov 23, 10:00:05, after 4 attempts', canRetry: false })
    expect(describeNotification({ ...base, state: 'retrying', attempts: 2, nextAttemptAt: '2026-11-23T10:01:00Z', lastError: 'HTTP 500' }))
      .toMatchObject({ label: 'Retrying', detail: 'Next attempt Nov 23, 10:01:00; 2 attempts so far, last: HTTP 500', settled: false })
    expect(describeNotification({ ...base, state: 'failed', attempts: 1, lastError: 'HTTP 410 Gone' }))
      .toMatchObject({ label: 'Failed', tone: 'danger', detail: 'HTTP 410 Gone', canRetry: true, settled: true })
    expect(describeNotification({ ...base, state: 'sending' })).toMatchObject({ label: 'Sending', detail: 'Queued since Nov 23, 10:00:00', settled: false })
    expect(isSettled([{ ...base, state: 'delivered' }, { ...base, state: 'failed' }])).toBe(true)
    expect(isSettled([{ ...base, state: 'delivered' }, { ...base, state: 'retrying' }])).toBe(false)
  })
})
