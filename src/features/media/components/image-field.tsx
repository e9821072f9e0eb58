import { X } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/cn'
import type { ImageSlot } from '../model/upload-rules'
import { MediaPickerDialog } from './media-picker-dialog'
import { MediaThumb } from './media-thumb'
import { UploadDropZone } from './upload-drop-zone'

export interface ImageFieldProps {
  id: string
  label: string
  value: string
  onChange: (url: string) => void
  onBlur?: () => void
  slot: ImageSlot
  error?: string
  hint?: ReactNode
  className?: string
}

/**
 * One image of a record: a preview, a URL (typed, as before), or an image dropped, picked from
 * the computer or chosen from the media library, uploaded in several widths.
 */
export function ImageField({ id, label, value, onChange, onBlur, slot, error, hint, className }: ImageFieldProps) {
  const [pickerOpen, setPickerOpen] = useState(false)
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-start gap-3">
        <MediaThumb url={value.trim() || null} className="size-16 shrink-0" />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex gap-2">
            <Input
              id={id}
              type="url"
              value={value}
              placeholder="https://... or upload an image below"
              onChange={(event) => onChange(event.target.value)}
              onBlur={onBlur}
              aria-invalid={!!error}
              aria-describedby={describedBy}
            />
            {value.trim() !== '' && (
              <Button type="button" variant="ghost" size="icon" onClick={() => onChange('')} aria-label={`Remove ${label}`}>
                <X aria-hidden="true" />
              </Button>
            )}
          </div>
          <UploadDropZone
            id={id}
            label={`Upload an image for ${label}`}
            slot={slot}
            onUploaded={([url]) => url && onChange(url)}
            onOpenLibrary={() => setPickerOpen(true)}
            describedBy={hint ? hintId : undefined}
          />
        </div>
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={errorId}>{error}</FieldError>
      <MediaPickerDialog open={pickerOpen} onOpenChange={setPickerOpen} onSelect={(item) => onChange(item.url)} />
    </div>
  )
}
