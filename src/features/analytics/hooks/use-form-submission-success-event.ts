import { useEffect, useRef } from 'react'
import { trackerIds } from '@/lib/consent/tracker-ids'
import { pushFormSubmissionSuccess } from '../model/trackers'

/** The thank-you page's data-layer event, pushed once per visit of the page. */
export function useFormSubmissionSuccessEvent() {
  // StrictMode runs effects twice in development; the ref keeps it to one event.
  const pushed = useRef(false)
  useEffect(() => {
    if (pushed.current) return
    pushed.current = true
    pushFormSubmissionSuccess(trackerIds)
  }, [])
}
