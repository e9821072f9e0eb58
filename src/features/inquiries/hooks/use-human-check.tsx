import { useState, type ReactNode } from 'react'
import { env } from '@/config/env'
import { TurnstileWidget } from '../components/turnstile-widget'

export interface HumanCheck {
  /** The check to show above the submit button; null when none is configured. */
  widget: ReactNode
  /** The token of a passed check; null when none is configured or it is not passed yet. */
  token: string | null
  /** A token is good for one submission: after each attempt the check starts again. */
  renew: () => void
}

/** The optional Turnstile check (VITE_TURNSTILE_SITE_KEY); without a key it is nothing at all. */
export function useHumanCheck(siteKey = env.VITE_TURNSTILE_SITE_KEY): HumanCheck {
  const [token, setToken] = useState<string | null>(null)
  const [round, setRound] = useState(0)
  return {
    widget: siteKey ? <TurnstileWidget key={round} siteKey={siteKey} onToken={setToken} /> : null,
    token,
    renew: () => {
      if (!siteKey) return
      setToken(null)
      setRound((n) => n + 1)
    },
  }
}
