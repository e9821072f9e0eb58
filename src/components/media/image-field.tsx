import { X } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { FormField } from '@/components/form-field'
import type { ImageSlot } from '@/lib/media/upload-rules'
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
  return (
    <FormField id={id} label={label} hint={hint} error={error} className={className}>
      {(aria) => (
        <div className="flex items-start gap-3">
          <MediaThumb url={value.trim() || null} className="size-16 shrink-0" />
          <div className="min-w-0 flex-1 space-y-2">
            <div className="flex gap-2">
              <Input
                {...aria}
                type="url"
                value={value}
                placeholder="https://... or upload an image below"
                onChange={(event) => onChange(event.target.value)}
                onBlur={onBlur}
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
              describedBy={hint ? `${id}-hint` : undefined}
            />
          </div>
          <MediaPickerDialog open={pickerOpen} onOpenChange={setPickerOpen} onSelect={(item) => onChange(item.url)} />
        </div>
      )}
    </FormField>
  )
}

/** An ImageField bound to a react-hook-form field holding the image's URL. */
export function FormImageField<T extends FieldValues>({
  control,
  name,
  ...props
}: Omit<ImageFieldProps, 'value' | 'onChange' | 'onBlur'> & { control: Control<T>; name: FieldPathByValue<T, string> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <ImageField {...props} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
    />
  )
}
