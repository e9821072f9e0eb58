import type { ReactNode } from 'react'
import { FieldError } from '@/components/ui/field-error'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/cn'

export interface FormFieldProps {
  /** The control's id; the label, hint and error hang off it. */
  id: string
  label: string
  required?: boolean
  hint?: ReactNode
  error?: string
  className?: string
  /**
   * The back office marks required fields (red star); the public site's forms mark required
   * fields (cyan star) and name the optional ones "(optional)", as visitors expect.
   */
  tone?: 'admin' | 'site'
  /** Receives the aria props the control must carry. */
  children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; 'aria-required'?: boolean }) => ReactNode
}

function RequiredMark({ tone }: { tone: 'admin' | 'site' }) {
  return tone === 'site' ? (
    <span aria-hidden="true" className="ml-0.5 text-brand-300">
      *
    </span>
  ) : (
    <span className="text-danger-400" aria-hidden="true">
      {' '}
      *
    </span>
  )
}

/**
 * Label, control, hint and error of one form field, wired for assistive technology. The label's
 * id is `{id}-label`, for a control that is named by aria-labelledby (a rich-text editor).
 */
export function FormField({ id, label, required, hint, error, className, tone = 'admin', children }: FormFieldProps) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('space-y-2', className)}>
      <Label id={`${id}-label`} htmlFor={id} className={cn(tone === 'site' && 'text-ink-soft')}>
        {label}
        {required && <RequiredMark tone={tone} />}
        {!required && tone === 'site' && (
          <>
            {' '}
            <span className="text-xs font-normal text-ink-subtle">(optional)</span>
          </>
        )}
      </Label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': describedBy, ...(required ? { 'aria-required': true } : {}) })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  )
}
