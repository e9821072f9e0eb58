import { lazy, Suspense, type ReactNode } from 'react'
import { FieldError } from '@/components/ui/field-error'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import type { RichTextEditorProps } from './rich-text-editor'

// The editor (Tiptap and ProseMirror) loads with the first form that has one, not with the back office.
const RichTextEditor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })))

/** A labelled rich-text field of an admin form: label, editor, hint and error, wired for assistive technology. */
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
  const labelId = `${id}-label`
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <div className={cn('space-y-2', className)}>
      <span id={labelId} className="block text-sm font-medium leading-none">
        {label}
        {required && (
          <span className="text-red-400" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </span>
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
          labelId={labelId}
          describedBy={[hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined}
          invalid={!!error}
          {...editor}
        />
      </Suspense>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  )
}
