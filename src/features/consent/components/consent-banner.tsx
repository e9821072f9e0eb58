import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Switch } from '@/components/ui/switch'
import { paths } from '@/config/paths'
import { type ConsentChoice } from '@/lib/consent/consent-choice'
import { CONSENT_MESSAGES } from '../model/consent-messages'

type Purpose = keyof typeof CONSENT_MESSAGES.purposes
type Purposes = Record<Purpose, boolean>

export interface ConsentBannerProps {
  /** The stored choice the switches start from, when reopened. */
  current: ConsentChoice | null
  /** Whether the browser sends Global Privacy Control: advertising is refused without asking. */
  gpc: boolean
  /** Focus the banner when it opens (reopened on request), not when it appears by itself. */
  focusOnOpen: boolean
  onDecide: (purposes: Purposes) => void
}

/**
 * The cookie banner: a labelled region (not a modal: the page stays usable and focus moves
 * freely), with Accept all and Reject all of equal weight and a Customise view with one switch
 * per purpose. Compact on a phone, so the page's call to action stays visible above it.
 */
export function ConsentBanner({ current, gpc, focusOnOpen, onDecide }: ConsentBannerProps) {
  const titleId = useId()
  const regionRef = useRef<HTMLElement>(null)
  const [customising, setCustomising] = useState(false)
  const [purposes, setPurposes] = useState<Purposes>({
    advertising: Boolean(current?.advertising) && !gpc,
    analytics: Boolean(current?.analytics),
  })

  useEffect(() => {
    if (focusOnOpen) regionRef.current?.focus()
  }, [focusOnOpen])
  // The Customise button gives way to the switches: the focus moves to the first one it can take.
  useEffect(() => {
    if (customising) regionRef.current?.querySelector<HTMLElement>('[role="switch"]:not(:disabled)')?.focus()
  }, [customising])

  const allowed = (purpose: Purpose) => !(purpose === 'advertising' && gpc)
  const decideAll = (granted: boolean) => onDecide({ advertising: granted && allowed('advertising'), analytics: granted })

  return (
    <section
      id="cookie-consent"
      ref={regionRef}
      aria-labelledby={titleId}
      tabIndex={-1}
      className="fixed inset-x-2 bottom-2 z-50 max-h-[calc(100vh-5rem)] overflow-y-auto rounded-xl border border-line bg-surface-card p-4 text-sm text-ink-soft shadow-2xl outline-none sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-md"
    >
      <h2 id={titleId} className="text-base font-semibold text-ink">
        {CONSENT_MESSAGES.title}
      </h2>
      <p className="mt-1">
        {CONSENT_MESSAGES.summary}{' '}
        <Link to={paths.privacyPolicy.to()} className="text-brand-300 underline underline-offset-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          {CONSENT_MESSAGES.privacyLink}
        </Link>
      </p>
      {gpc && <p className="mt-2 text-ink">{CONSENT_MESSAGES.gpcNotice}</p>}
      {customising && (
        <ul className="mt-3 space-y-3">
          {(Object.keys(CONSENT_MESSAGES.purposes) as Purpose[]).map((purpose) => (
            <PurposeSwitch
              key={purpose}
              purpose={purpose}
              checked={purposes[purpose]}
              disabled={!allowed(purpose)}
              onChange={(checked) => setPurposes((before) => ({ ...before, [purpose]: checked }))}
            />
          ))}
        </ul>
      )}
      <div className="mt-3 grid grid-cols-3 gap-2">
        {/* Accept and Reject look alike: neither answer is pushed on the visitor. */}
        <Button variant="outline" size="sm" onClick={() => decideAll(false)}>
          {CONSENT_MESSAGES.rejectAll}
        </Button>
        <Button variant="outline" size="sm" onClick={() => decideAll(true)}>
          {CONSENT_MESSAGES.acceptAll}
        </Button>
        {customising ? (
          <Button variant="ghost" size="sm" onClick={() => onDecide(purposes)}>
            {CONSENT_MESSAGES.save}
          </Button>
        ) : (
          <Button variant="ghost" size="sm" onClick={() => setCustomising(true)}>
            {CONSENT_MESSAGES.customise}
          </Button>
        )}
      </div>
    </section>
  )
}

interface PurposeSwitchProps {
  purpose: Purpose
  checked: boolean
  disabled: boolean
  onChange: (checked: boolean) => void
}

function PurposeSwitch({ purpose, checked, disabled, onChange }: PurposeSwitchProps) {
  const id = useId()
  const { label, description } = CONSENT_MESSAGES.purposes[purpose]
  return (
    <li className="flex items-start justify-between gap-3">
      <span>
        <label htmlFor={id} className="font-medium text-ink">
          {label}
        </label>
        <span id={`${id}-description`} className="block text-ink-muted">
          {description}
        </span>
      </span>
      <Switch id={id} checked={checked} disabled={disabled} aria-describedby={`${id}-description`} onCheckedChange={onChange} />
    </li>
  )
}
