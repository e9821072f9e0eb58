import { z } from '@/lib/zod'
import { SETTINGS_FORM_MESSAGES as M } from './notification-messages'
import type { NotificationSettings, SettingsInput } from './notification-types'

/** The settings form: the database holds the same rules. */

export interface SettingsFormValues {
  remindersOn: boolean
  reminderAfterHours: string
  /** Escalation follows the reminder: it is on only while reminders are. */
  escalationOn: boolean
  escalateAfterHours: string
  emailFrom: string
  siteUrl: string
  /** Empty: the saved key stays. */
  emailApiKey: string
}

export const DEFAULT_REMINDER_HOURS = 4
export const DEFAULT_ESCALATION_HOURS = 4

/** `origin`: this site's address, offered when none is saved (links in notifications need it). */
export function toSettingsFormValues(settings: NotificationSettings, origin: string): SettingsFormValues {
  return {
    remindersOn: settings.reminderAfterHours !== null,
    reminderAfterHours: String(settings.reminderAfterHours ?? DEFAULT_REMINDER_HOURS),
    escalationOn: settings.escalateAfterHours !== null,
    escalateAfterHours: String(settings.escalateAfterHours ?? DEFAULT_ESCALATION_HOURS),
    emailFrom: settings.emailFrom ?? '',
    siteUrl: settings.siteUrl ?? origin,
    emailApiKey: '',
  }
}

/**
 * The sender is one header line: a plain address, or a name and an address in angle brackets.
 * The name holds no control character (no line break), no quote, comma, colon, semicolon,
 * backslash or bracket, so it can never end the From header or start another (the database's
 * notification_settings_email_from_check is the same pattern).
 */
const ADDRESS = "[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}"
export const SENDER = new RegExp(`^([^\\u0000-\\u001f\\u007f-\\u009f"<>@,;:\\\\[\\]]{1,100} <${ADDRESS}>|${ADDRESS})$`)
const SITE = /^https?:\/\/[^\s/?#]+$/

/** A delay in whole hours, 1 to 168 (the database's checks on both delays). */
function isHours(value: string): boolean {
  const hours = Number(value)
  return /^\d+$/.test(value.trim()) && hours >= 1 && hours <= 168
}

export const settingsFormSchema = z
  .object({
    remindersOn: z.boolean(),
    reminderAfterHours: z.string(),
    escalationOn: z.boolean(),
    escalateAfterHours: z.string(),
    emailFrom: z.string().refine((v) => v.trim() === '' || (SENDER.test(v.trim()) && v.trim().length <= 200), M.from),
    siteUrl: z.string().refine((v) => v.trim() === '' || (SITE.test(v.trim().replace(/\/+$/, '')) && v.trim().length <= 200), M.siteUrl),
    emailApiKey: z.string().refine((v) => v.trim() === '' || /^\S{8,300}$/.test(v.trim()), M.apiKey),
  })
  .superRefine((values, context) => {
    if (!values.remindersOn) return
    if (!isHours(values.reminderAfterHours)) {
      context.addIssue({ code: 'custom', path: ['reminderAfterHours'], message: M.hours })
    }
    if (values.escalationOn && !isHours(values.escalateAfterHours)) {
      context.addIssue({ code: 'custom', path: ['escalateAfterHours'], message: M.hours })
    }
  })

export function toSettingsInput(values: SettingsFormValues): SettingsInput {
  return {
    reminderAfterHours: values.remindersOn ? Number(values.reminderAfterHours) : null,
    escalateAfterHours: values.remindersOn && values.escalationOn ? Number(values.escalateAfterHours) : null,
    emailFrom: values.emailFrom.trim() || null,
    siteUrl: values.siteUrl.trim().replace(/\/+$/, '') || null,
    emailApiKey: values.emailApiKey.trim() || null,
  }
}
