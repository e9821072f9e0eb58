import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'

/** A salesperson link the team screen offers to tie to a sales member. */
export interface LinkOption {
  id: string
  /** e.g. "Sam Lee (sam-lee)". */
  label: string
}

/**
 * The salesperson links a sales member speaks for, as a list of checkboxes (a fieldset, so the
 * group is named and each box reached with Tab and toggled with Space).
 */
export function AdminLinkChecklist({ idPrefix, legend, links, value, onChange, disabled }: {
  idPrefix: string
  legend: string
  links: readonly LinkOption[]
  value: readonly string[]
  onChange: (next: string[]) => void
  disabled?: boolean
}) {
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="text-sm font-medium">{legend}</legend>
      {links.length === 0 ? (
        <p className="text-sm text-muted-foreground">No salesperson links yet. Create them in the Link Generator.</p>
      ) : (
        <ul className="max-h-48 space-y-2 overflow-y-auto rounded-md border border-line p-3">
          {links.map((link) => {
            const id = `${idPrefix}-${link.id}`
            const checked = value.includes(link.id)
            return (
              <li key={link.id} className="flex items-center gap-2">
                <Checkbox
                  id={id}
                  checked={checked}
                  disabled={disabled}
                  onCheckedChange={(next) => onChange(next === true ? [...value, link.id] : value.filter((linkId) => linkId !== link.id))}
                />
                <Label htmlFor={id} className="font-normal">
                  {link.label}
                </Label>
              </li>
            )
          })}
        </ul>
      )}
    </fieldset>
  )
}
