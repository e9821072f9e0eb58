import type { ReactNode } from 'react'
import { FieldError } from '@/components/ui/field-error'
import { Label } from '@/components/ui/label'

interface FormFieldProps {
  id: string
  label: string
  required?: boolean
  error?: string
  className?: string
  /** Receives the aria attributes the control needs. */
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined; 'aria-required': boolean | undefined }) => ReactNode
}

/** A labelled form control with its validation message tied to it. */
export function FormField({ id, label, required, error, className, children }: FormFieldProps) {
  const errorId = `${id}-error`
  return (
    <div className={className ?? 'space-y-2'}>
      <Label htmlFor={id} className="text-ink-soft">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-brand-300">
            *
          </span>
        ) : (
          <>
            {' '}
            <span className="text-xs font-normal text-ink-subtle">(optional)</span>
          </>
        )}
      </Label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
        'aria-required': required || undefined,
      })}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  )
}
