import { zodResolver } from '@hookform/resolvers/zod'
import { Copy, KeyRound } from 'lucide-react'
import { useMemo } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { Textarea } from '@/components/ui/textarea'
import { FormActions } from '@/components/admin/form-actions'
import { FormField } from '@/components/form-field'
import { useRecordForm } from '@/hooks/use-record-form'
import { ERROR_TOAST_TITLE, INVALID_FIELDS_MESSAGE } from '@/lib/admin-forms/form-messages'
import { useSaveDestination } from '../api/notification-queries'
import {
  destinationFormSchema, emptyDestinationForm, generateSigningSecret, toDestinationFormValues, toDestinationInput,
  type DestinationFormValues,
} from '../model/destination-form'
import { NOTIFICATION_MESSAGES } from '../model/notification-messages'
import { DESTINATION_KIND_LABELS, type DestinationKind, type NotificationDestination } from '../model/notification-types'

const KIND_HINTS: Record<DestinationKind, string> = {
  webhook: 'A signed JSON POST per inquiry; Slack incoming webhooks work as they are.',
  email: 'An email per inquiry; replying to it answers the prospect.',
}

async function copySecret(secret: string) {
  try {
    await navigator.clipboard.writeText(secret)
    toast.success(NOTIFICATION_MESSAGES.secretCopied)
  } catch {
    toast.error(ERROR_TOAST_TITLE, { description: NOTIFICATION_MESSAGES.secretCopyFailed })
  }
}

/** Add or edit one destination, shown in place of the list. */
export function DestinationForm({ destination, onClose }: { destination?: NotificationDestination; onClose: () => void }) {
  const mode = destination ? 'edit' : 'create'
  const save = useSaveDestination()
  const schema = useMemo(() => destinationFormSchema(mode === 'create'), [mode])
  const record = useRecordForm<DestinationFormValues>({
    resolver: zodResolver(schema),
    defaultValues: destination ? toDestinationFormValues(destination) : emptyDestinationForm(),
    onDone: onClose,
    invalidMessage: () => INVALID_FIELDS_MESSAGE,
  })
  const { form, errors } = record
  const { register, control, setValue } = form
  const kind = useWatch({ control, name: 'kind' })
  const secret = useWatch({ control, name: 'signingSecret' })

  const onSubmit = record.submit(async (values) => {
    await save.mutateAsync({ id: destination?.id, input: toDestinationInput(values) })
    return { title: mode === 'create' ? NOTIFICATION_MESSAGES.destinationAdded : NOTIFICATION_MESSAGES.destinationSaved }
  })

  const secretHint = destination?.signingSecretHint
    ? `Saved (${destination.signingSecretHint}). Leave empty to keep it; enter or generate a new one to replace it.`
    : 'Copy it now into the receiver: once saved it is never shown again. Receivers check the webhook-signature header with it (Standard Webhooks).'

  return (
    <Card className="border-line bg-surface-card/60">
      <CardHeader>
        <h2 className="text-lg font-semibold">{mode === 'create' ? 'Add Destination' : 'Edit Destination'}</h2>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={mode === 'create' ? 'Add destination' : 'Edit destination'}>
          {mode === 'create' ? (
            <Controller
              control={control}
              name="kind"
              render={({ field }) => (
                <fieldset className="space-y-2">
                  <legend className="text-sm font-medium">Type</legend>
                  <div className="grid gap-3 sm:grid-cols-2">
                    {(['webhook', 'email'] as const).map((value) => (
                      <label
                        key={value}
                        className="flex cursor-pointer items-start gap-3 rounded-md border border-line p-3 has-[:checked]:border-brand-400/60 has-[:checked]:bg-brand-500/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                      >
                        <input
                          type="radio"
                          name={field.name}
                          value={value}
                          checked={field.value === value}
                          onChange={() => {
                            field.onChange(value)
                            if (value === 'webhook' && !form.getValues('signingSecret')) setValue('signingSecret', generateSigningSecret())
                          }}
                          className="mt-1 accent-cyan-400"
                          aria-labelledby={`destination-kind-${value}-label`}
                          aria-describedby={`destination-kind-${value}-hint`}
                        />
                        <span>
                          <span id={`destination-kind-${value}-label`} className="block text-sm font-medium">
                            {DESTINATION_KIND_LABELS[value]}
                          </span>
                          <span id={`destination-kind-${value}-hint`} className="block text-xs text-muted-foreground">
                            {KIND_HINTS[value]}
                          </span>
                        </span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              )}
            />
          ) : (
            <p className="text-sm text-muted-foreground">
              Type: <span className="text-foreground">{DESTINATION_KIND_LABELS[kind]}</span>
            </p>
          )}

          <FormField id="destination-name" label="Name" required error={errors.name?.message} hint="How the inquiry card names it.">
            {(aria) => (
              <Input {...aria} autoComplete="off" placeholder={kind === 'webhook' ? 'e.g. Sales Slack channel' : 'e.g. Sales team'} {...register('name')} />
            )}
          </FormField>

          {kind === 'webhook' ? (
            <>
              <FormField id="destination-url" label="Webhook URL" required error={errors.webhookUrl?.message}>
                {(aria) => (
                  <Input {...aria} type="url" inputMode="url" autoComplete="off" placeholder="https://hooks.slack.com/services/..." {...register('webhookUrl')} />
                )}
              </FormField>
              <FormField
                id="destination-secret"
                label="Signing secret"
                required={mode === 'create'}
                error={errors.signingSecret?.message}
                hint={secretHint}
              >
                {(aria) => (
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <Input {...aria} autoComplete="off" spellCheck={false} className="font-mono text-xs sm:text-xs" placeholder="whsec_..." {...register('signingSecret')} />
                    <div className="flex shrink-0 gap-2">
                      <Button type="button" variant="outline" onClick={() => setValue('signingSecret', generateSigningSecret(), { shouldDirty: true, shouldValidate: true })}>
                        <KeyRound aria-hidden="true" />
                        Generate
                      </Button>
                      <Button type="button" variant="outline" disabled={!secret} onClick={() => copySecret(secret)} aria-label="Copy the signing secret">
                        <Copy aria-hidden="true" />
                        Copy
                      </Button>
                    </div>
                  </div>
                )}
              </FormField>
            </>
          ) : (
            <FormField
              id="destination-recipients"
              label="Email addresses"
              required
              error={errors.recipients?.message}
              hint="Separated by commas; up to 20."
            >
              {(aria) => <Textarea {...aria} rows={2} autoComplete="off" placeholder="sales@agency.com, ceo@agency.com" {...register('recipients')} />}
            </FormField>
          )}

          <Controller
            control={control}
            name="enabled"
            render={({ field }) => (
              <div className="flex items-center gap-3">
                <Switch id="destination-enabled" checked={field.value} onCheckedChange={field.onChange} />
                <Label htmlFor="destination-enabled">On: new inquiries are sent here</Label>
              </div>
            )}
          />

          <FormActions
            onCancel={record.leave}
            saving={save.isPending}
            submitLabel={mode === 'create' ? 'Add Destination' : 'Save Destination'}
          />
        </form>
      </CardContent>
      {record.guardDialog}
    </Card>
  )
}
