import type { UseFormRegisterReturn } from 'react-hook-form'
import { Input } from '@/components/ui/input'
import type { Publishable } from '@/content/types'
import { FormField } from '@/components/form-field'
import { FormSection } from './form-section'
import { PublicationBadge } from './publication-badge'

/**
 * Where an item stands (draft, scheduled, published) and the time Schedule publishes it at.
 * The buttons at the bottom of the form decide what happens on save.
 */
export function PublishingSection({
  idPrefix,
  item,
  scheduleField,
  scheduleError,
  noun,
  publishLabel,
}: {
  idPrefix: string
  /** The stored item; undefined while creating. */
  item: Publishable | undefined
  scheduleField: UseFormRegisterReturn
  scheduleError?: string
  /** "portfolio", "post": how the hint names the item. */
  noun: string
  /** The name of the form's button that publishes now ("Create Portfolio", "Publish"). */
  publishLabel: string
}) {
  return (
    <FormSection
      title="Publishing"
      description={`Save draft keeps the ${noun} off the public site; ${publishLabel} puts it there now; Schedule publishes it at the time below.`}
    >
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span className="text-muted-foreground">Now:</span>
        {item ? <PublicationBadge item={item} className="flex-row items-center" /> : <span>Not saved yet</span>}
      </div>
      <FormField
        id={`${idPrefix}-publish-at`}
        label="Publish at (for Schedule)"
        error={scheduleError}
        hint="Your local time. Visitors see the item from this moment on."
        className="max-w-xs"
      >
        {(aria) => <Input {...aria} type="datetime-local" {...scheduleField} />}
      </FormField>
    </FormSection>
  )
}
