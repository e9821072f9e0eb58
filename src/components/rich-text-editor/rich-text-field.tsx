import { lazy, Suspense, type ReactNode } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { FormField } from '@/components/form-field'
import type { RichTextEditorProps } from './rich-text-editor'

// The editor (Tiptap and ProseMirror) loads with the first form that has one, not with the back office.
const RichTextEditor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })))

/** A labelled rich-text field of an admin form: label, editor, hint and error (FormField's). */
export function RichTextField({
  id,
  label,
  required,
  hint,
  error,
  className,
  ...editor
}: Omit<RichTextEditorProps, 'labelId' | 'describedBy' | 'invalid'> & {
  label: string
  required?: boolean
  hint?: ReactNode
  error?: string
  className?: string
}) {
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error} className={className}>
      {(aria) => (
        <Suspense
          fallback={
            <div role="status">
              <span className="sr-only">Loading the editor...</span>
              <Skeleton className="h-72 w-full" />
            </div>
          }
        >
          <RichTextEditor
            id={id}
            labelId={`${id}-label`}
            describedBy={aria['aria-describedby']}
            invalid={aria['aria-invalid']}
            {...editor}
          />
        </Suspense>
      )}
    </FormField>
  )
}
