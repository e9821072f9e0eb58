import { useEffect, useRef } from 'react'
import { TURNSTILE_ACTION } from '../model/human-check'

interface TurnstileApi {
  render(container: HTMLElement, options: Record<string, unknown>): string
  remove(widgetId: string): void
}

declare global {
  interface Window {
    turnstile?: TurnstileApi
  }
}

const SCRIPT_ID = 'cf-turnstile-api'
const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'

let loading: Promise<void> | undefined

/** Cloudflare's script, once per page, only when a form that needs it is on screen. */
function loadTurnstile(): Promise<void> {
  if (window.turnstile) return Promise.resolve()
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.id = SCRIPT_ID
    script.src = SCRIPT_URL
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => {
      loading = undefined
      script.remove()
      reject(new Error('The verification could not be loaded.'))
    }
    document.head.appendChild(script)
  })
  return loading
}

interface TurnstileWidgetProps {
  siteKey: string
  /** A fresh token, or null when it expired or the check failed. */
  onToken: (token: string | null) => void
}

/** Cloudflare Turnstile's check; its token goes with the inquiry to the Edge Function. */
export function TurnstileWidget({ siteKey, onToken }: TurnstileWidgetProps) {
  const container = useRef<HTMLDivElement>(null)
  const report = useRef(onToken)
  useEffect(() => {
    report.current = onToken
  }, [onToken])

  useEffect(() => {
    let widgetId: string | undefined
    let cancelled = false
    loadTurnstile().then(
      () => {
        if (cancelled || !container.current || !window.turnstile) return
        widgetId = window.turnstile.render(container.current, {
          sitekey: siteKey,
          action: TURNSTILE_ACTION,
          theme: 'dark',
          callback: (token: string) => report.current(token),
          'expired-callback': () => report.current(null),
          'error-callback': () => report.current(null),
        })
      },
      () => report.current(null),
    )
    return () => {
      cancelled = true
      if (widgetId) window.turnstile?.remove(widgetId)
    }
  }, [siteKey])

  return <div ref={container} className="min-h-[65px]" data-testid="human-check" />
}
