import { Plus, Trash2, X } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { TechStackEntry } from '@/content/types'
import { enterAdds } from '@/components/admin/list-editor'
import { addTechStackEntry, removeTechStackCategory, removeTechStackTechnology } from '../model/portfolio-form-tech-stack'

/** Technology Stack: categories, each with its technologies. */
export function AdminTechStackEditor({ value, onChange }: { value: TechStackEntry[]; onChange: (stack: TechStackEntry[]) => void }) {
  const id = useId()
  const [category, setCategory] = useState('')
  const [technology, setTechnology] = useState('')
  const [message, setMessage] = useState<string | null>(null)

  function add() {
    const result = addTechStackEntry(value, category, technology)
    if (!result.ok) {
      setMessage(result.message)
      return
    }
    onChange(result.stack)
    // The category stays filled: several technologies usually go into the same one.
    setTechnology('')
    setMessage(null)
  }

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="space-y-2">
          <Label htmlFor={`${id}-category`}>Category</Label>
          <Input
            id={`${id}-category`}
            value={category}
            list={`${id}-categories`}
            placeholder="e.g. Frontend"
            onChange={(e) => {
              setCategory(e.target.value)
              setMessage(null)
            }}
            onKeyDown={enterAdds(add)}
            aria-describedby={message ? `${id}-message` : undefined}
          />
          <datalist id={`${id}-categories`}>
            {value.map((entry) => (
              <option key={entry.category} value={entry.category} />
            ))}
          </datalist>
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-technology`}>Technology</Label>
          <Input
            id={`${id}-technology`}
            value={technology}
            placeholder="e.g. React"
            onChange={(e) => {
              setTechnology(e.target.value)
              setMessage(null)
            }}
            onKeyDown={enterAdds(add)}
            aria-describedby={message ? `${id}-message` : undefined}
          />
        </div>
        <Button type="button" variant="secondary" onClick={add}>
          <Plus aria-hidden="true" />
          Add to stack
        </Button>
      </div>
      <FieldError id={`${id}-message`}>{message}</FieldError>
      {value.length === 0 ? (
        <p className="text-sm text-muted-foreground">No technology stack yet.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Technology stack">
          {value.map((entry) => (
            <li key={entry.category} className="space-y-2 rounded-md border border-line bg-surface-raised/40 p-3">
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-medium">{entry.category}</h3>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8 text-danger-400 hover:text-danger-300"
                  onClick={() => onChange(removeTechStackCategory(value, entry.category))}
                  aria-label={`Remove category ${entry.category}`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              <ul className="flex flex-wrap gap-2" aria-label={`${entry.category} technologies`}>
                {entry.technologies.map((tech) => (
                  <li key={tech} className="flex items-center gap-1 rounded-full border border-line bg-surface-raised py-0.5 pl-3 pr-1 text-sm">
                    {tech}
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-6 rounded-full"
                      onClick={() => onChange(removeTechStackTechnology(value, entry.category, tech))}
                      aria-label={`Remove ${tech} from ${entry.category}`}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
