import { zodResolver } from '@hookform/resolvers/zod'
import type { ComponentProps } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/cn'
import { errorMessage } from '@/lib/errors'
import { useSaveConversionTiming } from '../api/conversion-queries'
import { CONVERSION_MESSAGES, CONVERSION_TIMING_TEXT } from '../model/conversion-admin-messages'
import type { ConversionSettings, ConversionTimingInput } from '../model/conversion-types'
import { conversionTimingSchema } from '../model/settings-form'

function CountingSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 aria-[invalid=true]:border-destructive md:text-sm',
        className,
      )}
      {...props}
    >
      <option value="one">One conversion per click</option>
      <option value="every">Every conversion</option>
    </select>
  )
}

const toInput = (settings: ConversionSettings): ConversionTimingInput => ({
  qualifiedCounting: settings.qualifiedCounting,
  wonCounting: settings.wonCounting,
  valueGraceHours: String(settings.valueGraceHours),
})

/**
 * How each stage's Google Ads conversion action counts (as set in Google Ads: with "One", the
 * feed leaves iOS clicks out, which Google refuses for such an action) and how long a won deal
 * waits for its value before it goes without one. A refusal by the database shows under the
 * wait's field; nothing is saved.
 */
export function ConversionTimingForm({ settings }: { settings: ConversionSettings }) {
  const save = useSaveConversionTiming()
  const form = useForm<ConversionTimingInput>({ resolver: zodResolver(conversionTimingSchema), defaultValues: toInput(settings) })
  const { errors, isDirty } = form.formState
  const oneSomewhere = form.watch('qualifiedCounting') === 'one' || form.watch('wonCounting') === 'one'
  const submit = form.handleSubmit((input) =>
    save.mutateAsync(input).then(
      (saved) => {
        toast.success(CONVERSION_MESSAGES.timingSaved)
        form.reset(toInput(saved))
      },
      (error: unknown) => form.setError('valueGraceHours', { message: errorMessage(error, CONVERSION_MESSAGES.saveSettings) }, { shouldFocus: true }),
    ),
  )
  return (
    <Card className="border-line bg-surface-card/60">
      <CardHeader>
        <h2 className="text-lg font-semibold">{CONVERSION_TIMING_TEXT.title}</h2>
        <p className="text-sm text-muted-foreground">{CONVERSION_TIMING_TEXT.intro}</p>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-4">
          <div className="grid gap-4 md:grid-cols-3">
            <FormField id="conversion-qualified-counting" label="Qualified lead: Google Ads counts" required
              error={errors.qualifiedCounting?.message}>
              {(aria) => <CountingSelect {...aria} {...form.register('qualifiedCounting')} />}
            </FormField>
            <FormField id="conversion-won-counting" label="Won: Google Ads counts" required error={errors.wonCounting?.message}>
              {(aria) => <CountingSelect {...aria} {...form.register('wonCounting')} />}
            </FormField>
            <FormField id="conversion-value-grace" label="Wait for the deal value (hours)" required error={errors.valueGraceHours?.message}
              hint={CONVERSION_TIMING_TEXT.graceHint}>
              {(aria) => <Input {...aria} inputMode="numeric" autoComplete="off" {...form.register('valueGraceHours')} />}
            </FormField>
          </div>
          {oneSomewhere && <p className="text-sm text-muted-foreground">{CONVERSION_TIMING_TEXT.braidsLeftOut}</p>}
          <Button type="submit" variant="gradient" disabled={save.isPending || !isDirty}>
            {save.isPending ? 'Saving...' : 'Save counting and wait'}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
