import { z } from '@/lib/zod'
// The one address rule, shared with the delivery function and mirrored by the database.
import { webhookUrlRefusal } from '../../../../supabase/functions/_shared/address-rule'
import { DESTINATION_FORM_MESSAGES as M } from './notification-messages'
import type { DestinationInput, DestinationKind, NotificationDestination } from './notification-types'

/**
 * The add and edit form of a destination. The rules are the database's (the same checks run
 * there); the form says them first, next to the field.
 */

export interface DestinationFormValues {
  kind: DestinationKind
  name: string
  webhookUrl: string
  /** Comma- or line-separated. */
  recipients: string
  enabled: boolean
  /** Empty on edit: the stored secret stays. */
  signingSecret: string
}

const EMAIL = /^[a-z0-9._%+'-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i
const SECRET = /^whsec_[A-Za-z0-9+/]{32,}={0,2}$/
const WEBHOOK_URL = /^https?:\/\/[^\s/?#]+\S*$/

export function splitRecipients(text: string): string[] {
  const seen = new Set<string>()
  for (const part of text.split(/[\s,;]+/)) {
    const address = part.trim().toLowerCase()
    if (address) seen.add(address)
  }
  return [...seen]
}

/** A fresh secret in the Standard Webhooks format, made in the admin's browser. */
export function generateSigningSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return `whsec_${btoa(String.fromCharCode(...bytes))}`
}

export function emptyDestinationForm(kind: DestinationKind = 'webhook'): DestinationFormValues {
  return { kind, name: '', webhookUrl: '', recipients: '', enabled: true, signingSecret: kind === 'webhook' ? generateSigningSecret() : '' }
}

export function toDestinationFormValues(destination: NotificationDestination): DestinationFormValues {
  return {
    kind: destination.kind,
    name: destination.name,
    webhookUrl: destination.webhookUrl ?? '',
    recipients: destination.emailRecipients.join(', '),
    enabled: destination.enabled,
    signingSecret: '',
  }
}

/** `requireSecret`: a new webhook needs one; an existing one keeps its own unless replaced. */
export function destinationFormSchema(requireSecret: boolean) {
  return z
    .object({
      kind: z.enum(['webhook', 'email']),
      name: z.string().refine((v) => v.trim().length >= 1 && v.trim().length <= 100, M.name),
      webhookUrl: z.string(),
      recipients: z.string(),
      enabled: z.boolean(),
      signingSecret: z.string(),
    })
    .superRefine((values, context) => {
      if (values.kind === 'webhook') {
        const url = values.webhookUrl.trim()
        // Loopback passes here: only the database knows whether this is the local development
        // stack, where its own receivers are allowed; elsewhere it refuses them with its message.
        const refusal = !WEBHOOK_URL.test(url) || url.length > 2000 ? M.url : webhookUrlRefusal(url, true)
        if (refusal) context.addIssue({ code: 'custom', path: ['webhookUrl'], message: refusal })
        const secret = values.signingSecret.trim()
        if ((secret || requireSecret) && (!SECRET.test(secret) || secret.length > 300)) {
          context.addIssue({ code: 'custom', path: ['signingSecret'], message: M.secret })
        }
      } else {
        const recipients = splitRecipients(values.recipients)
        if (recipients.length === 0 || recipients.some((address) => !EMAIL.test(address) || address.length > 254)) {
          context.addIssue({ code: 'custom', path: ['recipients'], message: M.recipients })
        } else if (recipients.length > 20) {
          context.addIssue({ code: 'custom', path: ['recipients'], message: M.tooManyRecipients })
        }
      }
    })
}

export function toDestinationInput(values: DestinationFormValues): DestinationInput {
  return {
    kind: values.kind,
    name: values.name.trim(),
    webhookUrl: values.kind === 'webhook' ? values.webhookUrl.trim() : null,
    emailRecipients: values.kind === 'email' ? splitRecipients(values.recipients) : [],
    enabled: values.enabled,
    signingSecret: values.kind === 'webhook' && values.signingSecret.trim() ? values.signingSecret.trim() : null,
  }
}
