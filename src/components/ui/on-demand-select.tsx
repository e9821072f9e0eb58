import { ChevronDown } from 'lucide-react'
import { useId, useState, type KeyboardEvent } from 'react'
import { cn } from '@/lib/cn'
import { OptionsSelect, SELECT_TRIGGER_CLASSES } from './select'

interface OnDemandSelectProps {
  value: string | undefined
  options: ReadonlyArray<{ value: string; label: string }>
  onValueChange: (value: string) => void
  /** The control's accessible name. */
  label: string
  /** Shown when the value is none of the options. */
  placeholder: string
  disabled?: boolean
  className?: string
}

/** Keys that open a select from its closed control, as Radix's trigger opens on them. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp'])

/**
 * A select for long lists of rows (one per row): until it is used, only a button that looks
 * and reads as the closed select (a combobox with its name and value); the first click or
 * arrow key mounts the real select, open, in its place. Radix's select renders all its options
 * and listeners even while closed, which is what made 25 rows slow to show.
 */
export function OnDemandSelect({ value, options, onValueChange, label, placeholder, disabled, className }: OnDemandSelectProps) {
  const [used, setUsed] = useState(false)
  // Names the list it will open, as Radix's closed trigger does (the list is not there yet).
  const listId = useId()
  if (used) {
    return (
      <OptionsSelect
        defaultOpen
        value={value}
        disabled={disabled}
        onValueChange={onValueChange}
        options={options}
        placeholder={placeholder}
        trigger={{ className, 'aria-label': label }}
      />
    )
  }
  const open = () => setUsed(true)
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!OPENING_KEYS.has(event.key)) return
    event.preventDefault()
    open()
  }
  return (
    <button
      type="button"
      role="combobox"
      aria-label={label}
      aria-expanded={false}
      aria-controls={listId}
      aria-autocomplete="none"
      disabled={disabled}
      className={cn(SELECT_TRIGGER_CLASSES, className)}
      onClick={open}
      onKeyDown={onKeyDown}
    >
      <span>{options.find((option) => option.value === value)?.label ?? placeholder}</span>
      <ChevronDown className="size-4 opacity-50" aria-hidden="true" />
    </button>
  )
}
