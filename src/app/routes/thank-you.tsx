import { pageTitle } from '@/config/brand'
import { useFormSubmissionSuccessEvent } from '@/features/analytics/hooks/use-form-submission-success-event'
import { ThankYouContent } from '@/features/inquiries/components/thank-you-content'
import { useHead } from '@/lib/head/use-head'

/** /thank-you: pushes the form-submission-success event (the conversion) and shows the next steps. */
export function Page() {
  useHead({
    title: pageTitle('Thank You'),
    description:
      'Thank you for your inquiry. Our team will analyse your requirements within 24 hours and send a proposal within 48 hours.',
    noindex: true,
  })
  useFormSubmissionSuccessEvent()
  return <ThankYouContent />
}
