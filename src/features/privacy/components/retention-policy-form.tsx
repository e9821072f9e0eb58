import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import type { RetentionPolicy } from '@/content/privacy-policy'
import { INVALID_FIELDS_MESSAGE, VALIDATION_TOAST_TITLE } from '@/lib/admin-forms/form-messages'
import { useSaveRetentionSettings } from '../api/privacy-admin-queries'
import { PRIVACY_ADMIN_MESSAGES as M } from '../model/privacy-admin-messages'
import { RETENTION_LIMITS } from '../model/retention'
import {
  RETENTION_FIELD_LABELS, retentionFormSchema, toRetentionFormValues, toRetentionPolicyInput, type RetentionFormValues,
} from '../model/retention-form'

const FIELDS = Object.keys(RETENTION_FIELD_LABELS) as Array<keyof RetentionPolicy>

/**
 * The four retention values. Saving asks for a rebuild of the public pages (`requestPublish`,
 * the publishing feature's call, handed in by the app), so the privacy policy states them.
 */
export function RetentionPolicyForm({ policy, requestPublish }: { policy: RetentionPolicy; requestPublish: () => Promise<unknown> }) {
  const save = useSaveRetentionSettings()
  const form = useForm<RetentionFormValues>({ resolver: zodResolver(retentionFormSchema), defaultValues: toRetentionFormValues(policy) })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const saved = await save.mutateAsync(toRetentionPolicyInput(values))
        form.reset(toRetentionFormValues(saved))
        toast.success(M.settingsSaved)
      } catch {
        // The save's own error toast said what went wrong; the form keeps what was typed.
        return
      }
      try {
        await requestPublish()
        toast.success(M.publishRequested)
      } catch {
        toast.error(M.publishFailed)
      }
    },
    () => toast.error(VALIDATION_TOAST_TITLE, { description: INVALID_FIELDS_MESSAGE }),
  )

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Retention policy">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => {
          const { label, unit, hint } = RETENTION_FIELD_LABELS[field]
          const { min, max } = RETENTION_LIMITS[field]
          return (
            <FormField key={field} id={`retention-${field}`} label={`${label} (${unit})`} hint={hint} error={errors[field]?.message}>
              {(aria) => <Input {...aria} type="number" inputMode="numeric" min={min} max={max} step={1} {...form.register(field)} />}
            </FormField>
          )
        })}
      </div>
      <div className="flex justify-end">
        <Button type="submit" variant="gradient" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Policy'}
        </Button>
      </div>
    </form>
  )
}
