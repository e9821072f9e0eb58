import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import type { InquiryPayload } from '@/content/types'
import { publicClient } from '@/lib/public-client'
import { submitInquiry } from '../api/submit-inquiry'

/** Sends an inquiry; a success schedules the move to /thank-you after the form's delay. */
export function useInquirySubmission() {
  const navigate = useNavigate()
  const redirectTimer = useRef<number | undefined>(undefined)
  // Leaving the page before the delay is up cancels the redirect.
  useEffect(() => () => window.clearTimeout(redirectTimer.current), [])

  const mutation = useMutation({
    mutationFn: (payload: InquiryPayload) => submitInquiry(publicClient, payload),
  })

  function redirectToThankYou(delayMs: number) {
    window.clearTimeout(redirectTimer.current)
    redirectTimer.current = window.setTimeout(() => navigate(paths.thankYou.to()), delayMs)
  }

  return { mutation, redirectToThankYou }
}
