import { Plus, X } from 'lucide-react'
import { useState, type KeyboardEvent, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/cn'
import { addListItem, removeListItem } from '@/lib/admin-forms/list-items'

/** The key handler of an entry's field: Enter adds the entry instead of submitting the whole form. */
export function enterAdds(add: () => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      add()
    }
  }
}

export interface ListEditorProps {
  id: string
  label: string
  /** What one entry is called in button names: "Add technology", "Remove technology React". */
  itemName: string
  items: readonly string[]
  onChange: (items: string[]) => void
  placeholder?: string
  inputType?: 'text' | 'url'
  hint?: ReactNode
  /** A message when the typed entry is not acceptable (e.g. not a URL); null when it is. */
  validate?: (value: string) => string | null
  /** 'chips' for short words (technologies, tags), 'rows' for sentences and URLs. */
  variant?: 'chips' | 'rows'
  renderItem?: (item: string) => ReactNode
}

/**
 * A list field: type an entry, press Enter or Add. Blank entries and duplicates are ignored;
 * the admin is told why nothing was added.
 */
export function ListEditor({
  id,
  label,
  itemName,
  items,
  onChange,
  placeholder,
  inputType = 'text',
  hint,
  validate,
  variant = 'chips',
  renderItem,
}: ListEditorProps) {
  const [draft, setDraft] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const hintId = `${id}-hint`
  const messageId = `${id}-message`

  function add() {
    const value = draft.trim()
    if (value === '') {
      setMessage(null)
      return
    }
    const problem = validate?.(value) ?? null
    if (problem) {
      setMessage(problem)
      return
    }
    const next = addListItem(items, value)
    if (next.length === items.length) {
      setMessage(`"${value}" is already in the list.`)
      return
    }
    onChange(next)
    setDraft('')
    setMessage(null)
  }

  return (
    <div className="space-y-3">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          type={inputType}
          value={draft}
          placeholder={placeholder}
          onChange={(event) => {
            setDraft(event.target.value)
            setMessage(null)
          }}
          onKeyDown={enterAdds(add)}
          aria-invalid={!!message}
          aria-describedby={[hint ? hintId : null, message ? messageId : null].filter(Boolean).join(' ') || undefined}
        />
        <Button type="button" variant="secondary" onClick={add} aria-label={`Add ${itemName}`}>
          <Plus aria-hidden="true" />
          <span className="hidden sm:inline">Add</span>
        </Button>
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={messageId}>{message}</FieldError>
      {items.length > 0 && (
        <ul className={cn(variant === 'chips' ? 'flex flex-wrap gap-2' : 'space-y-2')} aria-label={`${label} list`}>
          {items.map((item) => (
            <li
              key={item}
              className={cn(
                'flex items-center gap-1 border border-line bg-surface-raised/70 text-sm',
                variant === 'chips' ? 'rounded-full py-1 pl-3 pr-1' : 'justify-between rounded-md py-1.5 pl-3 pr-1.5',
              )}
            >
              <span className={cn(variant === 'rows' && 'min-w-0 flex-1 break-words')}>{renderItem ? renderItem(item) : item}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-7 shrink-0 rounded-full"
                onClick={() => onChange(removeListItem(items, item))}
                aria-label={`Remove ${itemName} ${item}`}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
