import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Switch } from '@/components/ui/switch'
import { paths } from '@/config/paths'
import type { ConsentChoice, RecipientAnswers } from '@/lib/consent/consent-choice'
import { PURPOSES, RECIPIENT_PURPOSE, recipientsFor, type Purpose, type RecipientId } from '@/lib/consent/recipients'
import { CONSENT_MESSAGES } from '../model/consent-messages'

export interface ConsentBannerProps {
  /** The recipients in use: the banner names each and asks about each. */
  recipients: readonly RecipientId[]
  /** The stored choice the switches start from, when reopened. */
  current: ConsentChoice | null
  /** Whether the browser sends Global Privacy Control: advertising is refused without asking. */
  gpc: boolean
  /** Focus the banner when it opens (reopened on request), not when it appears by itself. */
  focusOnOpen: boolean
  onDecide: (answers: RecipientAnswers) => void
  /** Forget the stored choice entirely (offered when there is one). */
  onForget: () => void
}

/**
 * The cookie banner: a labelled region (not a modal: the page stays usable and focus moves
 * freely). Its first layer names, purpose by purpose, every recipient in use; Accept all and
 * Reject all are of equal weight; Customise lists each recipient under its purpose with what it
 * receives and its own switch, nothing switched on unless the visitor had allowed it. Reopened
 * from Cookie settings, it also offers to forget the choice. Compact on a phone, so the page's
 * call to action stays visible above it.
 */
export function ConsentBanner({ recipients, current, gpc, focusOnOpen, onDecide, onForget }: ConsentBannerProps) {
  const titleId = useId()
  const regionRef = useRef<HTMLElement>(null)
  const [customising, setCustomising] = useState(false)
  const allowed = (id: RecipientId) => !(gpc && RECIPIENT_PURPOSE[id] === 'advertising')
  const [answers, setAnswers] = useState<RecipientAnswers>(() =>
    Object.fromEntries(recipients.map((id) => [id, current?.recipients[id] === true && allowed(id)])),
  )

  useEffect(() => {
    if (focusOnOpen) regionRef.current?.focus()
  }, [focusOnOpen])
  // The Customise button gives way to the switches: the focus moves to the first one it can take.
  useEffect(() => {
    if (customising) regionRef.current?.querySelector<HTMLElement>('[role="switch"]:not(:disabled)')?.focus()
  }, [customising])

  const purposes = PURPOSES.map((purpose) => [purpose, recipientsFor(purpose, recipients)] as [Purpose, RecipientId[]])
    .filter(([, named]) => named.length > 0)
  const decideAll = (granted: boolean) => onDecide(Object.fromEntries(recipients.map((id) => [id, granted && allowed(id)])))

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
        {CONSENT_MESSAGES.summary(purposes)}{' '}
        <Link to={paths.privacyPolicy.to()} className="text-brand-300 underline underline-offset-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          {CONSENT_MESSAGES.privacyLink}
        </Link>
      </p>
      {gpc && <p className="mt-2 text-ink">{CONSENT_MESSAGES.gpcNotice}</p>}
      {customising &&
        purposes.map(([purpose, named]) => (
          <PurposeGroup key={purpose} purpose={purpose}>
            {named.map((id) => (
              <RecipientSwitch
                key={id}
                recipient={id}
                checked={answers[id] === true}
                disabled={!allowed(id)}
                onChange={(checked) => setAnswers((before) => ({ ...before, [id]: checked }))}
              />
            ))}
          </PurposeGroup>
        ))}
      <div className="mt-3 grid grid-cols-3 gap-2">
        {/* Accept and Reject look alike: neither answer is pushed on the visitor. */}
        <Button variant="outline" size="sm" onClick={() => decideAll(false)}>
          {CONSENT_MESSAGES.rejectAll}
        </Button>
        <Button variant="outline" size="sm" onClick={() => decideAll(true)}>
          {CONSENT_MESSAGES.acceptAll}
        </Button>
        {customising ? (
          <Button variant="ghost" size="sm" onClick={() => onDecide(answers)}>
            {CONSENT_MESSAGES.save}
          </Button>
        ) : (
          <Button variant="ghost" size="sm" onClick={() => setCustomising(true)}>
            {CONSENT_MESSAGES.customise}
          </Button>
        )}
      </div>
      {current && (
        <Button variant="link" size="sm" className="mt-2 h-auto px-0" onClick={onForget}>
          {CONSENT_MESSAGES.forget}
        </Button>
      )}
    </section>
  )
}

function PurposeGroup({ purpose, children }: { purpose: Purpose; children: React.ReactNode }) {
  const headingId = useId()
  const { label, description } = CONSENT_MESSAGES.purposes[purpose]
  return (
    <div role="group" aria-labelledby={headingId} className="mt-3">
      <h3 id={headingId} className="font-semibold text-ink">
        {label}
      </h3>
      <p className="text-ink-muted">{description}</p>
      <ul className="mt-2 space-y-3">{children}</ul>
    </div>
  )
}

interface RecipientSwitchProps {
  recipient: RecipientId
  checked: boolean
  disabled: boolean
  onChange: (checked: boolean) => void
}

function RecipientSwitch({ recipient, checked, disabled, onChange }: RecipientSwitchProps) {
  const id = useId()
  return (
    <li className="flex items-start justify-between gap-3">
      <span>
        <label htmlFor={id} className="font-medium text-ink">
          {CONSENT_MESSAGES.recipientName(recipient)}
        </label>
        <span id={`${id}-description`} className="block text-ink-muted">
          {CONSENT_MESSAGES.recipientReceives(recipient)}
        </span>
      </span>
      <Switch id={id} checked={checked} disabled={disabled} aria-describedby={`${id}-description`} onCheckedChange={onChange} />
    </li>
  )
}
