import { zodResolver } from '@hookform/resolvers/zod'
import { AlertCircle, Loader2, Send } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import type { SourcePage } from '@/content/types'
import { quickFormErrorMessage, REDIRECT_DELAY_MS } from '../model/display-errors'
import { INQUIRY_DISPLAY } from '../model/inquiry-messages'
import {
  EMPTY_QUICK_INQUIRY,
  quickInquirySchema,
  type QuickInquiryInput,
  type QuickInquiryValues,
} from '../model/inquiry-form-schemas'
import { toQuickInquiryPayload } from '../model/inquiry-payload'
import { FormField } from '@/components/form-field'
import { useBotSignals } from '../hooks/use-bot-signals'
import { useHumanCheck } from '../hooks/use-human-check'
import { useInquirySubmission } from '../api/use-inquiry-submission'

export interface QuickContactFormProps {
  sourcePage?: SourcePage
  onSuccess?: () => void
}

/**
 * The quick form (name, email, optional phone, message). On success a toast, a reset and
 * /thank-you after 1500 ms; on failure a red banner and a toast, and the typed values stay.
 */
export function QuickContactForm({ sourcePage = 'home-simple', onSuccess }: QuickContactFormProps) {
  const id = useId()
  const [failure, setFailure] = useState<string | null>(null)
  const { mutation, redirectToThankYou } = useInquirySubmission()
  const bot = useBotSignals()
  const humanCheck = useHumanCheck()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<QuickInquiryInput, unknown, QuickInquiryValues>({
    resolver: zodResolver(quickInquirySchema),
    defaultValues: EMPTY_QUICK_INQUIRY,
    mode: 'onTouched',
  })

  const onValid = async (values: QuickInquiryValues) => {
    setFailure(null)
    try {
      await mutation.mutateAsync({
        submission: { ...toQuickInquiryPayload(values, sourcePage), ...bot.read() },
        humanCheckToken: humanCheck.token,
      })
    } catch (error) {
      const message = quickFormErrorMessage(error)
      setFailure(message)
      toast.error(INQUIRY_DISPLAY.failureTitle, { description: message })
      return
    } finally {
      humanCheck.renew()
    }
    toast.success(INQUIRY_DISPLAY.quickSuccess.title, { description: INQUIRY_DISPLAY.quickSuccess.description })
    reset(EMPTY_QUICK_INQUIRY)
    onSuccess?.()
    redirectToThankYou(REDIRECT_DELAY_MS.quick)
  }

  const sending = mutation.isPending
  return (
    <form noValidate onSubmit={handleSubmit(onValid)} aria-label="Quick contact form" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField tone="site" id={`${id}-name`} label="Name" required error={errors.name?.message}>
          {(aria) => <Input {...aria} {...register('name')} autoComplete="name" placeholder="Jane Doe" />}
        </FormField>
        <FormField tone="site" id={`${id}-email`} label="Email" required error={errors.email?.message}>
          {(aria) => (
            <Input {...aria} {...register('email')} type="email" autoComplete="email" inputMode="email" placeholder="jane@company.com" />
          )}
        </FormField>
      </div>
      <FormField tone="site" id={`${id}-phone`} label="Phone" error={errors.phone?.message}>
        {(aria) => <Input {...aria} {...register('phone')} type="tel" autoComplete="tel" placeholder="+1 555 123 4567" />}
      </FormField>
      <FormField tone="site" id={`${id}-message`} label="Message" required error={errors.message?.message}>
        {(aria) => (
          <Textarea {...aria} {...register('message')} rows={5} placeholder="Tell us briefly about your project..." />
        )}
      </FormField>
      {failure && (
        <div role="alert" data-testid="quick-form-error" className="flex gap-3 rounded-lg border border-danger-500/50 bg-danger-500/10 p-4 text-sm text-danger-200">
          <AlertCircle className="mt-0.5 size-5 shrink-0 text-danger-400" aria-hidden="true" />
          <div>
            <p className="font-semibold text-danger-100">{INQUIRY_DISPLAY.failureTitle}</p>
            <p>{failure}</p>
          </div>
        </div>
      )}
      {humanCheck.widget}
      <Button type="submit" variant="gradient" size="lg" disabled={sending} className="w-full">
        {sending ? (
          <>
            <Loader2 className="animate-spin" aria-hidden="true" /> Sending...
          </>
        ) : (
          <>
            <Send aria-hidden="true" /> Send Message
          </>
        )}
      </Button>
      {bot.field}
    </form>
  )
}
