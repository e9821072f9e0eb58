import type { Editor } from '@tiptap/react'
import { Link2 } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { isUrlOrSitePath } from '@/lib/admin-forms/form-messages'
import { ToolbarButton } from './toolbar-button'

export const LINK_MESSAGES = {
  invalid: 'Enter a web address (https://...), a page of this site (/contact) or an email (mailto:...).',
} as const

function isLinkTarget(value: string): boolean {
  return /^mailto:[^\s@]+@[^\s@]+$/i.test(value) || /^tel:[+0-9 ()-]+$/i.test(value) || isUrlOrSitePath(value)
}

/** Adds, changes or removes the link on the selected text. */
export function LinkPopover({ editor, idPrefix, active }: { editor: Editor; idPrefix: string; active: boolean }) {
  const [open, setOpen] = useState(false)
  const [href, setHref] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const inputId = `${idPrefix}-link-url`

  const onOpenChange = (next: boolean) => {
    if (next) {
      setHref((editor.getAttributes('link').href as string | undefined) ?? '')
      setProblem(null)
    }
    setOpen(next)
  }

  const apply = (event: FormEvent) => {
    event.preventDefault()
    // The editor's form sits inside the page's form: this one must not submit that.
    event.stopPropagation()
    const value = href.trim()
    if (value === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run()
      setOpen(false)
      return
    }
    if (!isLinkTarget(value)) {
      setProblem(LINK_MESSAGES.invalid)
      return
    }
    const chain = editor.chain().focus().extendMarkRange('link')
    if (editor.state.selection.empty && !active) chain.insertContent({ type: 'text', text: value, marks: [{ type: 'link', attrs: { href: value } }] }).run()
    else chain.setLink({ href: value }).run()
    setOpen(false)
  }

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <ToolbarButton label="Link" active={active}>
          <Link2 aria-hidden="true" />
        </ToolbarButton>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-80 space-y-3">
        <form onSubmit={apply} noValidate className="space-y-3" aria-label="Link">
            <div className="space-y-2">
              <Label htmlFor={inputId}>Link address</Label>
              <Input
                id={inputId}
                value={href}
                placeholder="https://... or /contact"
                onChange={(event) => {
                  setHref(event.target.value)
                  setProblem(null)
                }}
                aria-invalid={!!problem}
                aria-describedby={problem ? `${inputId}-error` : undefined}
              />
              <FieldError id={`${inputId}-error`}>{problem}</FieldError>
            </div>
            <div className="flex justify-end gap-2">
              {active && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    editor.chain().focus().extendMarkRange('link').unsetLink().run()
                    setOpen(false)
                  }}
                >
                  Remove link
                </Button>
              )}
              <Button type="submit" size="sm">
                Apply
              </Button>
            </div>
        </form>
      </PopoverContent>
    </Popover>
  )
}
