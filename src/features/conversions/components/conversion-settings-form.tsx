import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { useSaveConversionSettings } from '../api/conversion-queries'
import { CONVERSION_MESSAGES } from '../model/conversion-admin-messages'
import type { ConversionSettings, ConversionSettingsInput } from '../model/conversion-types'
import { conversionSettingsSchema } from '../model/settings-form'
import { CurrencySelect } from './currency-select'

/** The conversion names per stage and the currency a deal value starts in. */
export function ConversionSettingsForm({ settings }: { settings: ConversionSettings }) {
  const save = useSaveConversionSettings()
  const form = useForm<ConversionSettingsInput>({
    resolver: zodResolver(conversionSettingsSchema),
    defaultValues: { qualifiedName: settings.qualifiedName, wonName: settings.wonName, defaultCurrency: settings.defaultCurrency },
  })
  const { errors, isDirty } = form.formState
  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        toast.success(CONVERSION_MESSAGES.settingsSaved)
        form.reset({ qualifiedName: saved.qualifiedName, wonName: saved.wonName, defaultCurrency: saved.defaultCurrency })
      },
    }),
  )
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 md:grid-cols-3">
        <FormField id="conversion-qualified-name" label="Qualified lead conversion name" required error={errors.qualifiedName?.message}
          hint="Set to Contacted. The name of the conversion action in Google Ads.">
          {(aria) => <Input {...aria} maxLength={100} {...form.register('qualifiedName')} />}
        </FormField>
        <FormField id="conversion-won-name" label="Won conversion name" required error={errors.wonName?.message} hint="Set to Converted.">
          {(aria) => <Input {...aria} maxLength={100} {...form.register('wonName')} />}
        </FormField>
        <FormField id="conversion-default-currency" label="Default currency" required error={errors.defaultCurrency?.message}
          hint="What the deal value dialog starts with.">
          {(aria) => <CurrencySelect {...aria} {...form.register('defaultCurrency')} />}
        </FormField>
      </div>
      <Button type="submit" variant="gradient" disabled={save.isPending || !isDirty}>
        {save.isPending ? 'Saving...' : 'Save settings'}
      </Button>
    </form>
  )
}
