import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { services } from '@/content/services'
import type { SalespersonLink } from '@/content/types'
import { FormActions } from '@/components/admin/form-actions'
import { FormField } from '@/components/form-field'
import { errorMessage } from '@/lib/errors'
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard'
import { collectErrorMessages, VALIDATION_TOAST_TITLE } from '@/lib/admin-forms/form-messages'
import { useSaveSalespersonLink } from '../api/admin-salesperson-queries'
import { EMPTY_SALESPERSON_FORM, salespersonFormSchema, salespersonValidationMessage, toggleService, toSalespersonFormValues, toSalespersonInput, type SalespersonFormValues } from '../model/link-generator-form'
import { normaliseSalespersonName } from '../model/normalise-name'
import { SALESPERSON_FORM_MESSAGES, SALESPERSON_MESSAGES } from '../model/salespeople-messages'

/** Add or edit one salesperson; shown in place of the list. */
export function AdminSalespersonForm({ person, onClose }: { person?: SalespersonLink; onClose: () => void }) {
  const mode = person ? 'edit' : 'create'
  const save = useSaveSalespersonLink()
  const form = useForm<SalespersonFormValues>({
    resolver: zodResolver(salespersonFormSchema),
    defaultValues: person ? toSalespersonFormValues(person) : EMPTY_SALESPERSON_FORM,
  })
  const { register, control, formState, setFocus } = form
  // The form opens on the user's click in place of the list: take them to its first field.
  useEffect(() => setFocus('salespersonName'), [setFocus])
  const { errors } = formState
  const guard = useUnsavedChangesGuard(formState.isDirty)
  const [takenName, setTakenName] = useState<string | null>(null)
  const typedName = useWatch({ control, name: 'salespersonName' })
  const normalisedName = normaliseSalespersonName(typedName)
  const nameError = errors.salespersonName?.message ?? (takenName !== null && takenName === normalisedName ? SALESPERSON_MESSAGES.nameTaken : undefined)

  const onSubmit = form.handleSubmit(
    async (values) => {
      const input = toSalespersonInput(values)
      try {
        await save.mutateAsync({ id: person?.id, input })
        toast.success(mode === 'create' ? 'Salesperson created successfully!' : 'Salesperson updated successfully!')
        guard.release()
        onClose()
      } catch (error) {
        // The save's own error toast says what went wrong; a taken name also marks the field.
        if (errorMessage(error, SALESPERSON_MESSAGES.save) === SALESPERSON_MESSAGES.nameTaken) setTakenName(input.salespersonName)
      }
    },
    (invalid) => {
      toast.error(VALIDATION_TOAST_TITLE, { description: salespersonValidationMessage(collectErrorMessages(invalid)) })
    },
  )

  const cancel = () => guard.leave(onClose)

  return (
    <Card className="border-line bg-surface-card/60">
      <CardHeader>
        <h2 className="text-lg font-semibold">{mode === 'create' ? 'Add Salesperson' : 'Edit Salesperson'}</h2>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={mode === 'create' ? 'Add salesperson' : 'Edit salesperson'}>
          <div className="grid gap-4 md:grid-cols-2">
            <FormField
              id="salesperson-name"
              label="URL Name"
              required
              error={nameError}
              hint={
                <>
                  {SALESPERSON_FORM_MESSAGES.nameHint}{' '}
                  <span aria-live="polite">
                    {normalisedName ? (
                      <>
                        Saved as <code className="rounded bg-surface-raised px-1 text-brand-300">{normalisedName}</code>
                      </>
                    ) : null}
                  </span>
                </>
              }
            >
              {(aria) => <Input {...aria} autoComplete="off" placeholder="e.g. john-doe" {...register('salespersonName')} />}
            </FormField>
            <FormField id="salesperson-display-name" label="Full Name" required error={errors.displayName?.message}>
              {(aria) => <Input {...aria} autoComplete="off" placeholder="e.g. John Doe" {...register('displayName')} />}
            </FormField>
            <FormField id="salesperson-email" label="Email" required error={errors.email?.message}>
              {(aria) => <Input {...aria} type="email" autoComplete="off" placeholder="john@example.com" {...register('email')} />}
            </FormField>
          </div>

          <Controller
            control={control}
            name="services"
            render={({ field }) => (
              <fieldset className="space-y-3" aria-describedby={errors.services ? 'salesperson-services-error' : undefined}>
                <legend className="text-sm font-medium">
                  Services
                  <span className="text-danger-400" aria-hidden="true">
                    {' '}
                    *
                  </span>
                </legend>
                <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                  {services.map((service, index) => {
                    const checkboxId = `salesperson-service-${service.id}`
                    return (
                      <div key={service.id} className="flex items-center gap-3 rounded-md border border-line p-3">
                        <Checkbox
                          id={checkboxId}
                          ref={index === 0 ? field.ref : undefined}
                          checked={field.value.includes(service.id)}
                          onCheckedChange={(checked) => field.onChange(toggleService(field.value, service.id, checked === true))}
                          aria-invalid={!!errors.services}
                        />
                        <Label htmlFor={checkboxId} className="cursor-pointer">
                          {service.title}
                        </Label>
                      </div>
                    )
                  })}
                </div>
                <FieldError id="salesperson-services-error">{errors.services?.message}</FieldError>
              </fieldset>
            )}
          />

          <Controller
            control={control}
            name="isActive"
            render={({ field }) => (
              <div className="flex items-center gap-3">
                <Switch
                  id="salesperson-active"
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  aria-describedby="salesperson-active-hint"
                />
                <Label htmlFor="salesperson-active">Active</Label>
                <span id="salesperson-active-hint" className="text-xs text-muted-foreground">
                  Links of an inactive salesperson lead to the 404 page.
                </span>
              </div>
            )}
          />

          <FormActions onCancel={cancel} saving={save.isPending} submitLabel={mode === 'create' ? 'Create Salesperson' : 'Update Salesperson'} />
        </form>
      </CardContent>
      {guard.dialog}
    </Card>
  )
}
