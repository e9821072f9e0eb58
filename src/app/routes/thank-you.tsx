import { pageTitle } from '@/config/brand'
import { useFormSubmissionSuccessEvent } from '@/features/analytics/components/use-form-submission-success-event'
import { ThankYouContent } from '@/features/inquiries/components/thank-you-content'
import { useDocumentMeta } from '@/lib/use-document-meta'

/** Spec, /thank-you: pushes the form-submission-success event and shows the next steps. */
export function ThankYouRoute() {
  useDocumentMeta(
    pageTitle('Thank You'),
    'Thank you for your inquiry. Our team will analyse your requirements within 24 hours and send a proposal within 48 hours.',
  )
  useFormSubmissionSuccessEvent()
  return <ThankYouContent />
}
