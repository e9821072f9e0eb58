import { useLocation } from 'react-router-dom'
import { pageTitle } from '@/config/brand'
import { useFormSubmissionSuccessEvent } from '@/features/analytics/hooks/use-form-submission-success-event'
import { ThankYouContent } from '@/features/inquiries/components/thank-you-content'
import { readBookingOffer } from '@/features/inquiries/model/booking-offer'
import { useHead } from '@/lib/head/use-head'

/**
 * /thank-you: pushes the form-submission-success event (the conversion) and shows the next
 * steps, with the booking page the form passed in the router state when there is one.
 */
export function Page() {
  useHead({
    title: pageTitle('Thank You'),
    description:
      'Thank you for your inquiry. Our team will analyse your requirements within 24 hours and send a proposal within 48 hours.',
    noindex: true,
  })
  useFormSubmissionSuccessEvent()
  const { state } = useLocation()
  return <ThankYouContent bookingOffer={readBookingOffer(state)} />
}
