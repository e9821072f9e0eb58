import { lazy, Suspense } from 'react'
import { SizedSkeleton } from '@/components/ui/sized-skeleton'
import type { QuickContactFormProps } from './quick-contact-form'

// The form library is only needed once the form is near: the home page's first load skips it.
const QuickContactForm = lazy(() => import('./quick-contact-form').then((module) => ({ default: module.QuickContactForm })))

export function QuickFormSkeleton() {
  return (
    <div className="space-y-5" role="status" aria-label="Loading the form">
      <div className="grid gap-5 sm:grid-cols-2">
        <SizedSkeleton className="h-16" />
        <SizedSkeleton className="h-16" />
      </div>
      <SizedSkeleton className="h-16" />
      <SizedSkeleton className="h-32" />
      <SizedSkeleton className="h-11" />
    </div>
  )
}

/** The quick contact form, loaded on demand. */
export function LazyQuickContactForm(props: QuickContactFormProps) {
  return (
    <Suspense fallback={<QuickFormSkeleton />}>
      <QuickContactForm {...props} />
    </Suspense>
  )
}
