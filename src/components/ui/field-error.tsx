import type { ReactNode } from 'react'

/** A form field's message, tied to its input by id (aria-describedby). */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null
  return (
    <p id={id} role="alert" className="text-sm font-medium text-danger-400">
      {children}
    </p>
  )
}
