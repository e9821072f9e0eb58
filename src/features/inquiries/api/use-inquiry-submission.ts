import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import { env } from '@/config/env'
import { paths } from '@/config/paths'
import { readAttribution } from '@/lib/attribution/attribution-store'
import { clientContext } from '@/lib/attribution/client-context'
import { currentConsentPayload } from '@/lib/consent/consent-payload'
import { keepInquiryReceipt } from '@/lib/consent/inquiry-receipts'
import { publicClient } from '@/lib/public-client'
import { bookingOfferFor, type BookingOffer } from '../model/booking-offer'
import { submitInquiry, type InquirySubmission } from './submit-inquiry'
import { submitVerifiedInquiry } from './submit-verified-inquiry'

export interface SubmissionVariables {
  submission: InquirySubmission
  /** Turnstile's token, when a site key is configured. */
  humanCheckToken?: string | null
}

/**
 * Sends an inquiry with where the visitor came from, the cookie consent they had given (both
 * read at the moment of sending; no consent when none was asked or given) and the browser's
 * user agent and, with analytics consent, its Google Analytics client id; a success
 * schedules the move to /thank-you after the form's delay, and keeps the inquiry's receipt
 * when it carried consent (lib/consent/inquiry-receipts.ts). With a Turnstile site key the
 * inquiry goes through the verifying Edge Function, otherwise straight to rpc/submit_inquiry.
 * The booking page the server offered travels to /thank-you in the router state, prefilled
 * with the visitor's name and email and the inquiry's reference (model/booking-offer.ts).
 */
export function useInquirySubmission() {
  const navigate = useNavigate()
  const redirectTimer = useRef<number | undefined>(undefined)
  const bookingOffer = useRef<BookingOffer | null>(null)
  // Leaving the page before the delay is up cancels the redirect.
  useEffect(() => () => window.clearTimeout(redirectTimer.current), [])

  const mutation = useMutation({
    mutationFn: ({ submission, humanCheckToken }: SubmissionVariables) => {
      const consent = currentConsentPayload()
      const payload = { ...submission, attribution: readAttribution(), consent, ...clientContext(consent) }
      const sent = env.VITE_TURNSTILE_SITE_KEY
        ? submitVerifiedInquiry({ url: env.VITE_SUPABASE_URL, anonKey: env.VITE_SUPABASE_ANON_KEY }, payload, humanCheckToken ?? null)
        : submitInquiry(publicClient, payload)
      // Its receipt, so a consent withdrawn later in Cookie settings reaches this lead too.
      return sent.then((inquiry) => {
        keepInquiryReceipt(inquiry, consent)
        bookingOffer.current = bookingOfferFor(inquiry.booking, payload, inquiry.id)
        return inquiry
      })
    },
  })

  function redirectToThankYou(delayMs: number) {
    window.clearTimeout(redirectTimer.current)
    const state = bookingOffer.current ? { booking: bookingOffer.current } : undefined
    redirectTimer.current = window.setTimeout(() => navigate(paths.thankYou.to(), { state }), delayMs)
  }

  return { mutation, redirectToThankYou }
}
