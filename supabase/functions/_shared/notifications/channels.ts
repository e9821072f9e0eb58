/**
 * Sends one notification to one destination, whatever its kind: the single place the
 * delivery run and the settings page's Send test go through.
 */
import type { Fetch } from './attempt.ts'
import type { DeliveryConfig } from './config.ts'
import { composeEmail, DEFAULT_EMAIL_FROM, mailboxProvider, resendProvider, type EmailProvider } from './email.ts'
import type { AttemptResult, DeliverySettings, Destination, OutgoingNotification } from './types.ts'
import { sendWebhook } from './webhook.ts'
import { refuseWebhookTarget, type ResolveHost } from './webhook-target.ts'

export interface ChannelDeps {
  config: DeliveryConfig
  fetch: Fetch
  /** Resolves a webhook's host name, so its addresses are checked before anything is sent. */
  resolveHost: ResolveHost
  now: () => Date
  /** Writes a file into config.localMailDir (given only where that folder is writable). */
  writeMail?: (fileName: string, contents: string) => Promise<void>
}

export function emailProviderFor(settings: DeliverySettings, deps: ChannelDeps): EmailProvider | null {
  const apiKey = settings.email_api_key ?? deps.config.resendApiKey
  if (apiKey) {
    return resendProvider({
      apiKey, fetch: deps.fetch, baseUrl: deps.config.resendApiUrl ?? undefined, timeoutMs: deps.config.emailTimeoutMs,
    })
  }
  if (deps.config.localMailDir && deps.writeMail) return mailboxProvider({ write: deps.writeMail, now: deps.now })
  return null
}

export function siteUrlOf(settings: DeliverySettings, config: DeliveryConfig): string | null {
  return settings.site_url ?? config.siteUrl
}

export async function sendToDestination(
  destination: Destination,
  notification: OutgoingNotification,
  settings: DeliverySettings,
  deps: ChannelDeps,
): Promise<AttemptResult> {
  const siteUrl = siteUrlOf(settings, deps.config)
  if (destination.kind === 'webhook') {
    if (!destination.webhook_url) return { ok: false, error: 'The webhook has no URL.', retryable: false }
    const refused = await refuseWebhookTarget(destination.webhook_url, deps.resolveHost, settings.allow_loopback === true)
    if (refused) return refused
    return sendWebhook(deps.fetch, { url: destination.webhook_url, signingSecret: destination.signing_secret }, notification, {
      siteUrl,
      timeoutMs: deps.config.webhookTimeoutMs,
      nowSeconds: Math.floor(deps.now().getTime() / 1000),
    })
  }
  const provider = emailProviderFor(settings, deps)
  if (!provider) {
    return {
      ok: false,
      error: 'No email provider is configured: add the email API key in Notifications settings.',
      retryable: false,
    }
  }
  if (destination.email_recipients.length === 0) return { ok: false, error: 'The email destination has no address.', retryable: false }
  const from = settings.email_from ?? deps.config.emailFrom ?? DEFAULT_EMAIL_FROM
  const message = composeEmail(notification, { from, to: destination.email_recipients, siteUrl })
  return provider.send(message, notification.id)
}
