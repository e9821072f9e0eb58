import { zodResolver } from '@hookform/resolvers/zod'
import { ArrowLeft, ArrowRight, Loader2, Send } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { BUDGET_RANGES, PROJECT_TIMELINES, SERVICE_INTERESTS, type SourcePage } from '@/content/types'
import { REDIRECT_DELAY_MS } from '../model/display-errors'
import { INQUIRY_DISPLAY } from '../model/inquiry-messages'
import {
  detailedInquirySchema,
  EMPTY_DETAILED_INQUIRY,
  WIZARD_STEP_COUNT,
  WIZARD_STEPS,
  wizardProgress,
  type DetailedInquiryInput,
  type DetailedInquiryValues,
} from '../model/inquiry-form-schemas'
import { toDetailedInquiryPayload } from '../model/inquiry-payload'
import { FormField } from '@/components/form-field'
import { useBotSignals } from '../hooks/use-bot-signals'
import { useHumanCheck } from '../hooks/use-human-check'
import { useInquirySubmission } from '../api/use-inquiry-submission'

export interface DetailedInquiryFormProps {
  sourcePage: SourcePage
  onSuccess?: () => void
}

type SelectField = 'service_interest' | 'budget_range' | 'project_timeline'

const SELECTS: ReadonlyArray<{ name: SelectField; label: string; placeholder: string; options: readonly string[] }> = [
  { name: 'service_interest', label: 'Service Interest', placeholder: 'Select a service', options: SERVICE_INTERESTS },
  { name: 'budget_range', label: 'Budget Range', placeholder: 'Select a budget range', options: BUDGET_RANGES },
  { name: 'project_timeline', label: 'Project Timeline', placeholder: 'Select a timeline', options: PROJECT_TIMELINES },
]

/**
 * The detailed consultation, a 3-step wizard. Next validates the current step only;
 * Previous is disabled on step 1; step 3 submits. On success a toast and /thank-you after
 * 1000 ms; on failure a toast, and everything typed stays.
 */
export function DetailedInquiryForm({ sourcePage, onSuccess }: DetailedInquiryFormProps) {
  const id = useId()
  const [step, setStep] = useState(1)
  const [submitted, setSubmitted] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const stepChanged = useRef(false)
  const { mutation, redirectToThankYou } = useInquirySubmission()
  const bot = useBotSignals()
  const humanCheck = useHumanCheck()
  const {
    register,
    control,
    handleSubmit,
    trigger,
    getFieldState,
    formState: { errors },
  } = useForm<DetailedInquiryInput, unknown, DetailedInquiryValues>({
    resolver: zodResolver(detailedInquirySchema),
    defaultValues: EMPTY_DETAILED_INQUIRY,
    mode: 'onTouched',
  })

  // Next validates fields the visitor has not left yet. Such a field's message then goes away as
  // soon as the value is fixed, not on blur: a message vanishing under the pointer would move
  // the Next button away between mousedown and mouseup and swallow the click.
  const revalidateIfInvalid = (name: keyof DetailedInquiryInput) => {
    if (getFieldState(name).invalid) void trigger(name)
  }
  const textField = (name: Exclude<keyof DetailedInquiryInput, SelectField>) =>
    register(name, { onChange: () => revalidateIfInvalid(name) })

  // A new step announces itself: focus moves to its heading (not on the first render).
  useEffect(() => {
    if (stepChanged.current) headingRef.current?.focus()
    stepChanged.current = true
  }, [step])

  const onValid = async (values: DetailedInquiryValues) => {
    try {
      await mutation.mutateAsync({
        submission: { ...toDetailedInquiryPayload(values, sourcePage), ...bot.read() },
        humanCheckToken: humanCheck.token,
      })
    } catch {
      toast.error(INQUIRY_DISPLAY.failureTitle, { description: INQUIRY_DISPLAY.detailedFailure })
      return
    } finally {
      humanCheck.renew()
    }
    setSubmitted(true)
    toast.success(INQUIRY_DISPLAY.detailedSuccess.title, { description: INQUIRY_DISPLAY.detailedSuccess.description })
    onSuccess?.()
    redirectToThankYou(REDIRECT_DELAY_MS.detailed)
  }

  const submitStep = async (event: FormEvent<HTMLFormElement>) => {
    if (step === WIZARD_STEP_COUNT) return handleSubmit(onValid)(event)
    event.preventDefault()
    const valid = await trigger([...WIZARD_STEPS[step - 1].fields], { shouldFocus: true })
    if (valid) setStep(step + 1)
  }

  const progress = wizardProgress(step)
  const current = WIZARD_STEPS[step - 1]
  const submitting = mutation.isPending
  const fieldId = (name: string) => `${id}-${name}`

  return (
    <form noValidate onSubmit={submitStep} aria-label="Detailed consultation form" className="space-y-6">
      <div className="space-y-2">
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium text-ink-soft" data-testid="wizard-step">
            {progress.label}
          </span>
          <span className="text-ink-subtle">{progress.percent}% complete</span>
        </div>
        <div
          role="progressbar"
          aria-label="Form progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          aria-valuetext={`${progress.label}, ${progress.percent}% complete`}
          className="h-2 overflow-hidden rounded-full bg-surface-tint/10"
        >
          <div
            className="h-full rounded-full bg-brand-gradient-bright transition-[width] duration-500"
            style={{ width: `${progress.percent}%` }}
          />
        </div>
      </div>

      <fieldset className="space-y-5">
        <legend className="sr-only">{current.title}</legend>
        <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
          {current.title}
        </h3>

        {step === 1 && (
          <>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField tone="site" id={fieldId('first_name')} label="First Name" required error={errors.first_name?.message}>
                {(aria) => <Input {...aria} {...textField('first_name')} autoComplete="given-name" placeholder="Jane" />}
              </FormField>
              <FormField tone="site" id={fieldId('last_name')} label="Last Name" required error={errors.last_name?.message}>
                {(aria) => <Input {...aria} {...textField('last_name')} autoComplete="family-name" placeholder="Doe" />}
              </FormField>
            </div>
            <FormField tone="site" id={fieldId('email')} label="Email" required error={errors.email?.message}>
              {(aria) => (
                <Input {...aria} {...textField('email')} type="email" inputMode="email" autoComplete="email" placeholder="jane@company.com" />
              )}
            </FormField>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField tone="site" id={fieldId('phone')} label="Phone" error={errors.phone?.message}>
                {(aria) => <Input {...aria} {...textField('phone')} type="tel" autoComplete="tel" placeholder="+1 555 123 4567" />}
              </FormField>
              <FormField tone="site" id={fieldId('company')} label="Company" error={errors.company?.message}>
                {(aria) => <Input {...aria} {...textField('company')} autoComplete="organization" placeholder="Acme Inc." />}
              </FormField>
            </div>
          </>
        )}

        {step === 2 &&
          SELECTS.map((select) => (
            <FormField tone="site" key={select.name} id={fieldId(select.name)} label={select.label} required error={errors[select.name]?.message}>
              {(aria) => (
                <Controller
                  control={control}
                  name={select.name}
                  render={({ field }) => (
                    <Select
                      value={field.value}
                      onValueChange={(value) => {
                        field.onChange(value)
                        revalidateIfInvalid(select.name)
                      }}
                      onOpenChange={(open) => {
                        if (!open) field.onBlur()
                      }}
                    >
                      <SelectTrigger {...aria} ref={field.ref} name={field.name}>
                        <SelectValue placeholder={select.placeholder} />
                      </SelectTrigger>
                      <SelectContent>
                        {select.options.map((option) => (
                          <SelectItem key={option} value={option}>
                            {option}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              )}
            </FormField>
          ))}

        {step === 3 && (
          <FormField tone="site" id={fieldId('message')} label="Message" required error={errors.message?.message}>
            {(aria) => (
              <Textarea
                {...aria}
                {...textField('message')}
                rows={6}
                placeholder="Tell us about your goals, your users and what success looks like..."
              />
            )}
          </FormField>
        )}
      </fieldset>

      {step === WIZARD_STEP_COUNT && humanCheck.widget}

      <div className="flex items-center justify-between gap-3">
        <Button type="button" variant="outline" disabled={step === 1 || submitting} onClick={() => setStep(step - 1)}>
          <ArrowLeft aria-hidden="true" /> Previous
        </Button>
        {step < WIZARD_STEP_COUNT ? (
          <Button key="next" type="submit" variant="gradient">
            Next <ArrowRight aria-hidden="true" />
          </Button>
        ) : (
          <Button key="submit" type="submit" variant="gradient" disabled={submitting || submitted}>
            {submitting ? (
              <>
                <Loader2 className="animate-spin" aria-hidden="true" /> Submitting...
              </>
            ) : (
              <>
                <Send aria-hidden="true" /> Submit Inquiry
              </>
            )}
          </Button>
        )}
      </div>
      {bot.field}
    </form>
  )
}
