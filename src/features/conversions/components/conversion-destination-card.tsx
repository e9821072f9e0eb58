import { AlertTriangle, Send } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { useSaveConversionDestination, useSendTestConversion } from '../api/conversion-queries'
import { CONVERSION_MESSAGES, PLATFORM_SETTINGS_MESSAGES } from '../model/conversion-admin-messages'
import { PLATFORM_LABELS } from '../model/conversion-labels'
import type { ConversionDestination, TestEventResult } from '../model/conversion-types'
import { DESTINATION_FIELDS, destinationSettingsErrors } from '../model/destination-fields'

/**
 * One ad platform sent to by API: its ids and per-platform settings (Meta's event names,
 * LinkedIn's version and ad account), its secret (write-only: the hint says one is stored), the
 * switch, Send test event with the platform's answer, and, when the platform refused our
 * credentials or version, what it said (saving again clears it).
 */
export function ConversionDestinationCard({ destination }: { destination: ConversionDestination }) {
  const { platform } = destination
  const label = PLATFORM_LABELS[platform]
  const fields = DESTINATION_FIELDS[platform]
  const save = useSaveConversionDestination()
  const sendTest = useSendTestConversion()
  const [settings, setSettings] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.settings.map((field) => [field.key, destination.settings[field.key] ?? ''])),
  )
  const [enabled, setEnabled] = useState(destination.enabled)
  const [secret, setSecret] = useState('')
  const [result, setResult] = useState<TestEventResult | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const id = (key: string) => `destination-${platform}-${key}`

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const refused = destinationSettingsErrors(platform, settings)
    setErrors(refused)
    if (Object.keys(refused).length > 0) return
    save.mutate(
      { platform, input: { enabled, settings, secret } },
      {
        onSuccess: () => {
          setSecret('')
          toast.success(CONVERSION_MESSAGES.destinationSaved(label))
        },
      },
    )
  }
  const test = () => {
    setResult(null)
    sendTest.mutate(platform, {
      onSuccess: (outcome) => {
        setResult(outcome)
        if (outcome.ok) toast.success(CONVERSION_MESSAGES.testAccepted(label))
        else toast.error(CONVERSION_MESSAGES.testRefused(label), { description: outcome.message })
      },
    })
  }

  return (
    <li>
      <form onSubmit={submit} noValidate aria-labelledby={id('title')} className="space-y-3 rounded-md border border-line p-4">
        <div className="flex items-center justify-between gap-3">
          <h3 id={id('title')} className="font-semibold">
            {label}
          </h3>
          <div className="flex items-center gap-2">
            <Switch id={id('enabled')} checked={enabled} onCheckedChange={setEnabled} />
            <Label htmlFor={id('enabled')}>{enabled ? 'On' : 'Off'}</Label>
          </div>
        </div>
        {destination.attentionSince && (
          <div role="alert" className="flex gap-2 rounded-md border border-warning-400/50 bg-warning-500/10 p-3 text-sm">
            <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warning-200" aria-hidden="true" />
            <div className="space-y-1">
              <p className="font-medium">{PLATFORM_SETTINGS_MESSAGES.needsAttention(label)}</p>
              {destination.attentionReason && <p className="break-words text-muted-foreground">{destination.attentionReason}</p>}
              <p className="text-muted-foreground">{PLATFORM_SETTINGS_MESSAGES.needsAttentionHelp}</p>
            </div>
          </div>
        )}
        <div className="grid gap-3 md:grid-cols-2">
          {fields.settings.map((field) => (
            <FormField key={field.key} id={id(field.key)} label={field.label} required={field.required} hint={field.hint} error={errors[field.key]}>
              {(aria) => (
                <Input
                  {...aria}
                  value={settings[field.key] ?? ''}
                  maxLength={200}
                  onChange={(event) => setSettings((current) => ({ ...current, [field.key]: event.target.value }))}
                />
              )}
            </FormField>
          ))}
          <FormField
            id={id('secret')}
            label={fields.secretLabel}
            hint={destination.secretHint ? `Stored: ${destination.secretHint}. Leave empty to keep it.` : 'Not set yet.'}
          >
            {(aria) => <Input {...aria} type="password" autoComplete="off" value={secret} onChange={(event) => setSecret(event.target.value)} />}
          </FormField>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" variant="gradient" size="sm" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : `Save ${label}`}
          </Button>
          <Button type="button" variant="outline" size="sm" disabled={sendTest.isPending || !destination.secretHint} onClick={test}>
            <Send aria-hidden="true" />
            {sendTest.isPending ? 'Sending...' : 'Send test event'}
          </Button>
        </div>
        {result && (
          <p role="status" className={result.ok ? 'text-sm text-success-200' : 'text-sm text-danger-300'}>
            {result.message}
          </p>
        )}
      </form>
    </li>
  )
}
