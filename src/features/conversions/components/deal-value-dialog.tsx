import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { errorMessage } from '@/lib/errors'
import { useConversionSettings, useSetConversionValue, useSkipConversionValue } from '../api/conversion-queries'
import { CONVERSION_MESSAGES, DEAL_VALUE_MESSAGES } from '../model/conversion-admin-messages'
import { CurrencySelect } from './currency-select'
import { dealValueSchema, type DealValueInput } from '../model/deal-value'

/** Until the settings name another, a deal is in US dollars. */
export const FALLBACK_CURRENCY = 'USD'

interface DealValueDialogProps {
  inquiryId: string
  /** Whose deal it is, for the title. */
  name: string
  onClose: () => void
  /** The value already stored, when changing it. */
  current?: { value: number | null; currency: string | null }
  /** The dialog was answered before (saved or skipped): nothing left to skip, the button only cancels. */
  answered?: boolean
}

function DealValueForm({ inquiryId, onClose, current, answered = false, defaultCurrency }: Omit<DealValueDialogProps, 'name'> & { defaultCurrency: string }) {
  const save = useSetConversionValue(inquiryId)
  const skip = useSkipConversionValue(inquiryId)
  const busy = save.isPending || skip.isPending
  // Skip is an answer the server keeps: the won conversion leaves now, without a value. Once
  // answered there is nothing to skip: the button only closes.
  const onSkip = () =>
    answered
      ? onClose()
      : skip.mutate(undefined, {
          onSuccess: () => {
            toast.success(CONVERSION_MESSAGES.valueSkipped)
            onClose()
          },
        })
  const form = useForm<DealValueInput>({
    resolver: zodResolver(dealValueSchema),
    defaultValues: {
      value: current?.value != null ? current.value.toFixed(2) : '',
      currency: current?.currency ?? defaultCurrency,
    },
  })
  const { errors } = form.formState

  const submit = form.handleSubmit((input) =>
    save.mutateAsync(input).then(
      () => {
        toast.success(CONVERSION_MESSAGES.valueSaved)
        onClose()
      },
      (error: unknown) => {
        // The server's refusal names its field: the currency's, or else the value's.
        const message = errorMessage(error, CONVERSION_MESSAGES.saveValue)
        form.setError(message === DEAL_VALUE_MESSAGES.currency ? 'currency' : 'value', { message }, { shouldFocus: true })
      },
    ),
  )

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <FormField id="deal-value" label="Deal value" required error={errors.value?.message} hint="For example 12345.50">
          {(aria) => <Input {...aria} inputMode="decimal" autoComplete="off" {...form.register('value')} />}
        </FormField>
        <FormField id="deal-currency" label="Currency" required error={errors.currency?.message}>
          {(aria) => <CurrencySelect {...aria} {...form.register('currency')} />}
        </FormField>
      </div>
      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" onClick={onSkip} disabled={busy}>
          {answered ? 'Cancel' : 'Skip'}
        </Button>
        <Button type="submit" variant="gradient" disabled={busy}>
          {save.isPending ? 'Saving...' : 'Save deal value'}
        </Button>
      </DialogFooter>
    </form>
  )
}

/**
 * Asks for a won deal's value and currency (after the inquiry is set to Converted, or later
 * from its ledger). The won conversion waits for this answer: Save sends it with the value,
 * Skip (recorded by the server) sends it without one; closing the dialog otherwise leaves it
 * waiting until the settings' wait is over. A refused value saves nothing and says why under
 * its field.
 */
export function DealValueDialog({ inquiryId, name, onClose, current, answered }: DealValueDialogProps) {
  const settings = useConversionSettings()
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Deal value</DialogTitle>
          <DialogDescription>What is the deal with {name} worth? The ad platforms learn which campaigns bring revenue.</DialogDescription>
        </DialogHeader>
        {settings.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading...
          </p>
        ) : (
          <DealValueForm
            inquiryId={inquiryId}
            onClose={onClose}
            current={current}
            answered={answered}
            defaultCurrency={settings.data?.defaultCurrency ?? FALLBACK_CURRENCY}
          />
        )}
      </DialogContent>
    </Dialog>
  )
}
