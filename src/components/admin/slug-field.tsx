import { Lock } from 'lucide-react'
import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Input } from '@/components/ui/input'
import { FormField } from '@/components/form-field'

interface SlugFieldProps {
  id: string
  /** While creating, the slug is generated from other fields and shown read-only. */
  locked: boolean
  /** The slug as it will be saved (the generated one while locked). */
  value: string
  /** The field's registration, for when the admin may type the slug. */
  registration: UseFormRegisterReturn
  /** What the locked field says while there is nothing to generate from yet. */
  lockedPlaceholder: string
  hint: ReactNode
  error?: string
  className?: string
}

/** The address part of a record: generated and locked while creating, editable afterwards. */
export function SlugField({ id, locked, value, registration, lockedPlaceholder, hint, error, className }: SlugFieldProps) {
  return (
    <FormField id={id} label="Slug" className={className} error={error} hint={hint}>
      {(aria) =>
        locked ? (
          <div className="relative">
            <Input {...aria} value={value} readOnly placeholder={lockedPlaceholder} className="pr-9 text-muted-foreground" />
            <Lock className="absolute right-3 top-3 size-4 text-muted-foreground" aria-hidden="true" />
          </div>
        ) : (
          <Input {...aria} {...registration} />
        )
      }
    </FormField>
  )
}
