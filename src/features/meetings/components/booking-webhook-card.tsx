import { KeyRound } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { CopyButton as SharedCopyButton } from '@/components/ui/copy-button'
import { useRotateSecret, useSecretHints } from '../api/meeting-queries'
import { MEETING_MESSAGES } from '../model/meeting-admin-messages'
import { MEETING_PROVIDERS, type MeetingProvider } from '../model/meeting-enums'
import { PROVIDER_LABELS, webhookUrl } from '../model/meeting'
import { LoadError } from './load-error'

function CopyButton({ text, label }: { text: string; label: string }) {
  return <SharedCopyButton text={text} label={label} copied={MEETING_MESSAGES.copied} failed={MEETING_MESSAGES.copyFailed} />
}

const WHERE: Record<MeetingProvider, string> = {
  'cal.com': 'In Cal.com, Settings, Developer, Webhooks: add a webhook with this URL, the events Booking created, rescheduled and cancelled, and the secret.',
  calendly:
    'In Calendly (API, paid plans): create a webhook subscription with this URL, the events invitee.created and invitee.canceled, and the secret as its signing_key.',
}

function ToolSecret({ provider, supabaseUrl, hint }: { provider: MeetingProvider; supabaseUrl: string; hint: string | null }) {
  const rotate = useRotateSecret()
  const [secret, setSecret] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const label = PROVIDER_LABELS[provider]
  const url = webhookUrl(supabaseUrl, provider)
  const make = () =>
    rotate.mutate(provider, {
      onSuccess: (made) => {
        setSecret(made)
        toast.success(MEETING_MESSAGES.secretMade)
      },
    })
  const hasOne = Boolean(hint || secret)
  return (
    <li className="space-y-2 rounded-md border border-line p-3">
      <h3 className="text-sm font-semibold">{label}</h3>
      <p className="text-sm text-muted-foreground">{WHERE[provider]}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code className="min-w-0 flex-1 break-all rounded bg-surface-tint/5 px-2 py-1 text-xs">{url}</code>
        <CopyButton text={url} label={`Copy the ${label} webhook URL`} />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 text-sm">
          {secret ? (
            <>
              <code className="break-all text-xs">{secret}</code>
              <p className="text-xs text-warning-200">Copy it now: it is shown only this once.</p>
            </>
          ) : (
            <p className="text-muted-foreground">{hint ? `The secret: ${hint}` : `No secret yet: ${label}’s deliveries are refused until you make one.`}</p>
          )}
        </div>
        <div className="flex shrink-0 gap-2">
          {secret && <CopyButton text={secret} label={`Copy the ${label} secret`} />}
          <Button variant="outline" size="sm" disabled={rotate.isPending} onClick={() => (hasOne ? setConfirming(true) : make())}>
            <KeyRound aria-hidden="true" />
            {hasOne ? 'Make a new secret' : 'Make a secret'}
          </Button>
        </div>
      </div>
      {confirming && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(false)}
          title={MEETING_MESSAGES.remakeQuestion}
          confirmLabel="Make a new secret"
          onConfirm={make}
        />
      )}
    </li>
  )
}

/**
 * Where Cal.com and Calendly send their bookings: per tool, the webhook URL and its signing
 * secret (shown in full once, when made; afterwards its hint). A delivery not signed with the
 * tool's current secret is refused.
 */
export function BookingWebhookCard({ supabaseUrl }: { supabaseUrl: string }) {
  const hints = useSecretHints()
  return (
    <Card className="border-line bg-surface-card/60">
      <CardHeader>
        <h2 className="text-lg font-semibold">Booking webhooks</h2>
        <p className="text-sm text-muted-foreground">
          Meetings booked in Cal.com or Calendly come back to their leads through these addresses.
        </p>
      </CardHeader>
      <CardContent>
        {hints.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading...
          </p>
        ) : hints.isError ? (
          <LoadError message={MEETING_MESSAGES.loadSecrets} onRetry={() => hints.refetch()} />
        ) : (
          <ul className="space-y-3" aria-label="Booking tools">
            {MEETING_PROVIDERS.map((provider) => (
              <ToolSecret
                key={provider}
                provider={provider}
                supabaseUrl={supabaseUrl}
                hint={hints.data.find((row) => row.provider === provider)?.hint ?? null}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
