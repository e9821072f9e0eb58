import { Plus, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import type { DetailedMetric, KeyMetric } from '@/content/types'
import { enterAdds } from '@/components/admin/list-editor'
import { addDetailedMetric, addKeyMetric, removeAt } from '../model/portfolio-form-metrics'

/** Key metrics: the short figures on portfolio cards and the case study hero. */
export function AdminKeyMetricsEditor({ value, onChange }: { value: KeyMetric[]; onChange: (metrics: KeyMetric[]) => void }) {
  const id = useId()
  const [draft, setDraft] = useState<KeyMetric>({ label: '', value: '' })
  const [message, setMessage] = useState<string | null>(null)

  function add() {
    const result = addKeyMetric(value, draft)
    if (!result.ok) return setMessage(result.message)
    onChange(result.list)
    setDraft({ label: '', value: '' })
    setMessage(null)
  }

  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold">Key Metrics</legend>
      <p className="text-xs text-muted-foreground">
        Short figures shown on portfolio cards (first two) and in the case study header (first three). A label already in
        the list gets the new value.
      </p>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="space-y-2">
          <Label htmlFor={`${id}-label`}>Key metric label</Label>
          <Input
            id={`${id}-label`}
            value={draft.label}
            placeholder="e.g. Conversion Rate"
            onChange={(e) => setDraft({ ...draft, label: e.target.value })}
            onKeyDown={enterAdds(add)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-value`}>Key metric value</Label>
          <Input
            id={`${id}-value`}
            value={draft.value}
            placeholder="e.g. +45%"
            onChange={(e) => setDraft({ ...draft, value: e.target.value })}
            onKeyDown={enterAdds(add)}
          />
        </div>
        <Button type="button" variant="secondary" onClick={add}>
          <Plus aria-hidden="true" />
          Add key metric
        </Button>
      </div>
      <FieldError id={`${id}-message`}>{message}</FieldError>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Key metrics">
          {value.map((metric, index) => (
            <li key={metric.label} className="flex items-center gap-2 rounded-md border border-line bg-surface-raised/60 py-1 pl-3 pr-1 text-sm">
              <span>
                <span className="font-semibold text-brand-300">{metric.value}</span> {metric.label}
              </span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-7"
                onClick={() => onChange(removeAt(value, index))}
                aria-label={`Remove key metric ${metric.label}`}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  )
}

const EMPTY_METRIC: DetailedMetric = { label: '', value: '', description: '' }

/** Detailed metrics: label, value and description, all three needed. */
export function AdminDetailedMetricsEditor({
  value,
  onChange,
}: {
  value: DetailedMetric[]
  onChange: (metrics: DetailedMetric[]) => void
}) {
  const id = useId()
  const [draft, setDraft] = useState<DetailedMetric>(EMPTY_METRIC)
  const [message, setMessage] = useState<string | null>(null)

  function add() {
    const result = addDetailedMetric(value, draft)
    if (!result.ok) return setMessage(result.message)
    onChange(result.list)
    setDraft(EMPTY_METRIC)
    setMessage(null)
  }

  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold">Detailed Metrics</legend>
      <p className="text-xs text-muted-foreground">Shown in the Results and Impact part of the case study.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={`${id}-label`}>Metric label</Label>
          <Input
            id={`${id}-label`}
            value={draft.label}
            placeholder="e.g. Page Load Time"
            onChange={(e) => setDraft({ ...draft, label: e.target.value })}
            onKeyDown={enterAdds(add)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-value`}>Metric value</Label>
          <Input
            id={`${id}-value`}
            value={draft.value}
            placeholder="e.g. 0.8s"
            onChange={(e) => setDraft({ ...draft, value: e.target.value })}
            onKeyDown={enterAdds(add)}
          />
        </div>
        <div className="space-y-2 sm:col-span-2">
          <Label htmlFor={`${id}-description`}>Metric description</Label>
          <Textarea
            id={`${id}-description`}
            rows={2}
            value={draft.description}
            placeholder="e.g. Median load time on mobile, down from 5.2 seconds."
            onChange={(e) => setDraft({ ...draft, description: e.target.value })}
          />
        </div>
      </div>
      <FieldError id={`${id}-message`}>{message}</FieldError>
      <Button type="button" variant="secondary" onClick={add}>
        <Plus aria-hidden="true" />
        Add metric
      </Button>
      {value.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Detailed metrics">
          {value.map((metric, index) => (
            <li key={`${metric.label}-${index}`} className="flex items-start justify-between gap-2 rounded-md border border-line bg-surface-raised/40 p-3">
              <div className="min-w-0">
                <p className="text-xl font-bold text-brand-300">{metric.value}</p>
                <p className="font-medium">{metric.label}</p>
                <p className="text-sm text-muted-foreground">{metric.description}</p>
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8 shrink-0 text-danger-400 hover:text-danger-300"
                onClick={() => onChange(removeAt(value, index))}
                aria-label={`Remove metric ${metric.label}`}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  )
}
