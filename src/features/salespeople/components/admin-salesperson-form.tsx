import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { Controller, useWatch } from 'react-hook-form'
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
import { useRecordForm } from '@/hooks/use-record-form'
import { useSaveSalespersonLink } from '../api/admin-salesperson-queries'
import {
  EMPTY_SALESPERSON_FORM,
  salespersonFormSchema,
  salespersonValidationMessage,
  toggleService,
  toSalespersonFormValues,
  toSalespersonInput,
  type SalespersonFormValues,
} from '../model/link-generator-form'
import { normaliseSalespersonName } from '../model/normalise-name'
import { SALESPERSON_MESSAGES } from '../model/salespeople-messages'
import { SALESPERSON_FORM_MESSAGES } from '../model/salespeople-admin-messages'

/** Add or edit one salesperson; shown in place of the list. */
export function AdminSalespersonForm({ person, onClose }: { person?: SalespersonLink; onClose: () => void }) {
  const mode = person ? 'edit' : 'create'
  const save = useSaveSalespersonLink()
  const record = useRecordForm<SalespersonFormValues>({
    resolver: zodResolver(salespersonFormSchema),
    defaultValues: person ? toSalespersonFormValues(person) : EMPTY_SALESPERSON_FORM,
    onDone: onClose,
    conflict: { message: SALESPERSON_MESSAGES.nameTaken, fallback: SALESPERSON_MESSAGES.save },
    invalidMessage: salespersonValidationMessage,
  })
  const { form, errors } = record
  const { register, control, setFocus } = form
  // The form opens on the user's click in place of the list: take them to its first field.
  useEffect(() => setFocus('salespersonName'), [setFocus])
  const normalisedName = normaliseSalespersonName(useWatch({ control, name: 'salespersonName' }))
  const nameError = errors.salespersonName?.message ?? record.conflictError(normalisedName)

  const onSubmit = record.submit(async (values) => {
    const input = toSalespersonInput(values)
    await record.claim(input.salespersonName, () => save.mutateAsync({ id: person?.id, input }))
    return SALESPERSON_FORM_MESSAGES.saved[mode]
  })

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

          <FormActions onCancel={record.leave} saving={save.isPending} submitLabel={mode === 'create' ? 'Create Salesperson' : 'Update Salesperson'} />
        </form>
      </CardContent>
      {record.guardDialog}
    </Card>
  )
}
