import { useEffect, useRef } from 'react'

/**
 * The two bot signals a form sends with its inquiry, judged on the server (submit_inquiry):
 * a field people never see (bots fill in every field), and how long the form was open before
 * it was sent (bots send at once). A bot gets the same answer as a person either way.
 */
export function useBotSignals() {
  const honeypot = useRef<HTMLInputElement>(null)
  const renderedAt = useRef<number | null>(null)
  // The clock starts at the form's first render in the browser.
  useEffect(() => {
    renderedAt.current ??= performance.now()
  }, [])

  const read = () => ({
    website: honeypot.current?.value ?? '',
    form_fill_ms: renderedAt.current === null ? 0 : Math.round(performance.now() - renderedAt.current),
  })

  const field = (
    // Off-screen and hidden from assistive technology; out of the tab order; never autofilled.
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
      <label>
        Website
        <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )

  return { field, read }
}
