import { describe, expect, it } from 'vitest'
import { toSettingsRow } from '@/features/notifications/model/notification-mapping'
import { SETTINGS_FORM_MESSAGES } from '@/features/notifications/model/notification-messages'
import { settingsFormSchema, toSettingsFormValues, toSettingsInput } from '@/features/notifications/model/settings-form'

const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('the settings form', () => {
  const saved = { reminderAfterHours: null, escalateAfterHours: null, emailFrom: null, siteUrl: null, emailApiKeyHint: 're_…abcd' }

  it('offers this site\'s address and the default delay, and never shows the saved key', () => {
    expect(toSettingsFormValues(saved, 'https://agency.example')).toEqual({
      remindersOn: false, reminderAfterHours: '4', escalationOn: false, escalateAfterHours: '4',
      emailFrom: '', siteUrl: 'https://agency.example', emailApiKey: '',
    })
  })

  it('checks the delay, the sender, the site address and a new key', () => {
    const values = { remindersOn: true, reminderAfterHours: '0', escalationOn: true, escalateAfterHours: '169', emailFrom: 'Leads leads@agency', siteUrl: 'https://agency.example/admin', emailApiKey: 'short' }
    expect(issues(settingsFormSchema.safeParse(values))).toEqual({
      reminderAfterHours: SETTINGS_FORM_MESSAGES.hours,
      escalateAfterHours: SETTINGS_FORM_MESSAGES.hours,
      emailFrom: SETTINGS_FORM_MESSAGES.from,
      siteUrl: SETTINGS_FORM_MESSAGES.siteUrl,
      emailApiKey: SETTINGS_FORM_MESSAGES.apiKey,
    })
    const good = { remindersOn: true, reminderAfterHours: '24', escalationOn: false, escalateAfterHours: 'x', emailFrom: 'Leads <leads@agency.example>', siteUrl: 'https://agency.example/', emailApiKey: '' }
    expect(settingsFormSchema.safeParse(good).success).toBe(true)
    // Left empty, the saved key stays: the row does not mention it.
    expect(toSettingsRow(toSettingsInput(good))).toEqual({ reminder_after_hours: 24, escalate_after_hours: null, email_from: 'Leads <leads@agency.example>', site_url: 'https://agency.example' })
    expect(toSettingsInput({ ...good, remindersOn: false, emailApiKey: 're_new_key_123' })).toMatchObject({ reminderAfterHours: null, emailApiKey: 're_new_key_123' })
  })

  it('escalates to the admins only while reminders are on, a whole number of hours from 1 to 168', () => {
    const base = { remindersOn: true, reminderAfterHours: '2', escalationOn: true, escalateAfterHours: '6', emailFrom: '', siteUrl: '', emailApiKey: '' }
    expect(toSettingsInput(base)).toMatchObject({ reminderAfterHours: 2, escalateAfterHours: 6 })
    expect(toSettingsInput({ ...base, remindersOn: false })).toMatchObject({ reminderAfterHours: null, escalateAfterHours: null })
    expect(toSettingsInput({ ...base, escalationOn: false })).toMatchObject({ reminderAfterHours: 2, escalateAfterHours: null })
    for (const bad of ['0', '169', '1.5', '', 'four']) {
      expect(issues(settingsFormSchema.safeParse({ ...base, escalateAfterHours: bad })).escalateAfterHours).toBe(SETTINGS_FORM_MESSAGES.hours)
    }
    // Switched off, whatever the field holds is not checked.
    expect(settingsFormSchema.safeParse({ ...base, remindersOn: false, escalateAfterHours: '0' }).success).toBe(true)
    expect(toSettingsFormValues({ ...saved, reminderAfterHours: 2, escalateAfterHours: 6 }, '')).toMatchObject({ escalationOn: true, escalateAfterHours: '6' })
  })

  it('refuses a sender that would add a header line or a second address', () => {
    const sender = (emailFrom: string) => issues(settingsFormSchema.safeParse({
      remindersOn: false, reminderAfterHours: '4', escalationOn: false, escalateAfterHours: '4', emailFrom, siteUrl: '', emailApiKey: '',
    })).emailFrom
    for (const bad of ['Leads\r\nBcc: spy@elsewhere.example <leads@agency.example>', 'Leads\n<leads@agency.example>', 'Bcc: x <leads@agency.example>', 'Leads <a@agency.example>, b@elsewhere.example']) {
      expect(sender(bad)).toBe(SETTINGS_FORM_MESSAGES.from)
    }
    expect(sender('Agency Website (leads) <leads@agency.example>')).toBeUndefined()
  })
})
