import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { FormField } from '@/components/form-field'
import { INVALID_FIELDS_MESSAGE, VALIDATION_TOAST_TITLE } from '@/lib/admin-forms/form-messages'
import { useRemoveEmailApiKey, useSaveSettings } from '../api/notification-queries'
import { NOTIFICATION_MESSAGES } from '../model/notification-messages'
import type { NotificationSettings } from '../model/notification-types'
import { settingsFormSchema, toSettingsFormValues, toSettingsInput, type SettingsFormValues } from '../model/settings-form'

/** The reminder delay and its escalation to the admins, the email sender and API key, and the site address used in links. */
export function NotificationSettingsForm({ settings, origin }: { settings: NotificationSettings; origin: string }) {
  const save = useSaveSettings()
  const removeKey = useRemoveEmailApiKey()
  const form = useForm<SettingsFormValues>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: toSettingsFormValues(settings, origin),
  })
  const { register, control, formState, reset } = form
  const { errors } = formState
  const remindersOn = useWatch({ control, name: 'remindersOn' })
  const escalationOn = useWatch({ control, name: 'escalationOn' })

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const saved = await save.mutateAsync(toSettingsInput(values))
        reset(toSettingsFormValues(saved, origin))
        toast.success(NOTIFICATION_MESSAGES.settingsSaved)
      } catch {
        // The save's own error toast has said what went wrong; the form keeps what was typed.
      }
    },
    () => toast.error(VALIDATION_TOAST_TITLE, { description: INVALID_FIELDS_MESSAGE }),
  )

  const onRemoveKey = () =>
    removeKey.mutate(undefined, {
      onSuccess: () => toast.success(NOTIFICATION_MESSAGES.apiKeyRemoved),
    })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="Notification settings">
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">Speed-to-lead reminder</legend>
        <Controller
          control={control}
          name="remindersOn"
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Switch id="settings-reminders" checked={field.value} onCheckedChange={field.onChange} />
              <Label htmlFor="settings-reminders">Remind the lead's owner (or, for a lead without one, the same destinations) when an inquiry is still New</Label>
            </div>
          )}
        />
        {remindersOn && (
          <FormField
            id="settings-reminder-hours"
            label="Remind after (hours)"
            error={errors.reminderAfterHours?.message}
            hint="One reminder per inquiry, from 1 to 168 hours after it arrived."
            className="max-w-xs"
          >
            {(aria) => <Input {...aria} type="number" inputMode="numeric" min={1} max={168} step={1} {...register('reminderAfterHours')} />}
          </FormField>
        )}
        {remindersOn && (
          <Controller
            control={control}
            name="escalationOn"
            render={({ field }) => (
              <div className="flex items-center gap-3">
                <Switch id="settings-escalation" checked={field.value} onCheckedChange={field.onChange} />
                <Label htmlFor="settings-escalation">Then email the admins if nobody has touched the inquiry</Label>
              </div>
            )}
          />
        )}
        {remindersOn && escalationOn && (
          <FormField
            id="settings-escalation-hours"
            label="Email the admins after (hours)"
            error={errors.escalateAfterHours?.message}
            hint="Once per inquiry, from 1 to 168 hours after its reminder, while it is still New with no note or meeting."
            className="max-w-xs"
          >
            {(aria) => <Input {...aria} type="number" inputMode="numeric" min={1} max={168} step={1} {...register('escalateAfterHours')} />}
          </FormField>
        )}
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold">Email</legend>
        <FormField
          id="settings-email-api-key"
          label="Email API key (Resend)"
          error={errors.emailApiKey?.message}
          hint={
            settings.emailApiKeyHint
              ? `Saved (${settings.emailApiKeyHint}). It is never shown again; enter a new one to replace it.`
              : 'None saved: the delivery function uses its RESEND_API_KEY secret, if set. On a developer machine, emails go to .local/mail/.'
          }
        >
          {(aria) => (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input {...aria} type="password" autoComplete="new-password" spellCheck={false} placeholder={settings.emailApiKeyHint ? 'Enter a new key to replace it' : 're_...'} {...register('emailApiKey')} />
              {settings.emailApiKeyHint && (
                <Button type="button" variant="outline" className="shrink-0" disabled={removeKey.isPending} onClick={onRemoveKey}>
                  Remove key
                </Button>
              )}
            </div>
          )}
        </FormField>
        <FormField
          id="settings-email-from"
          label="Sender"
          error={errors.emailFrom?.message}
          hint="An address on a domain verified with the email provider, e.g. Leads <leads@agency.com>. Empty: Resend's test sender."
        >
          {(aria) => <Input {...aria} autoComplete="off" placeholder="Website leads <leads@agency.com>" {...register('emailFrom')} />}
        </FormField>
      </fieldset>

      <FormField
        id="settings-site-url"
        label="Site address"
        error={errors.siteUrl?.message}
        hint="Every notification links to the inquiry in the back office at this address."
      >
        {(aria) => <Input {...aria} type="url" inputMode="url" autoComplete="off" placeholder="https://agency.com" {...register('siteUrl')} />}
      </FormField>

      <div className="flex justify-end">
        <Button type="submit" variant="gradient" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  )
}
