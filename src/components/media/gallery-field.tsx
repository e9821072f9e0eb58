import { useState } from 'react'
import { ListEditor } from '@/components/admin/list-editor'
import { addListItem } from '@/lib/admin-forms/list-items'
import { MediaPickerDialog } from './media-picker-dialog'
import { MediaThumb } from './media-thumb'
import { UploadDropZone } from './upload-drop-zone'

/**
 * A list of images (a project's gallery): URLs typed as before, or images dropped, picked or
 * chosen from the library, each added at the end. Blank entries and duplicates are ignored.
 */
export function GalleryField({
  id,
  label,
  items,
  onChange,
  validate,
}: {
  id: string
  label: string
  items: readonly string[]
  onChange: (items: string[]) => void
  validate?: (value: string) => string | null
}) {
  const [pickerOpen, setPickerOpen] = useState(false)
  const add = (urls: readonly string[]) => onChange(urls.reduce<string[]>((list, url) => addListItem(list, url), [...items]))
  return (
    <div className="space-y-3">
      <ListEditor
        id={id}
        label={label}
        itemName="image"
        inputType="url"
        variant="rows"
        placeholder="https://..."
        validate={validate}
        items={items}
        onChange={onChange}
        renderItem={(url) => (
          <span className="flex items-center gap-3">
            <MediaThumb url={url} className="size-12 shrink-0" />
            <span className="break-all">{url}</span>
          </span>
        )}
      />
      <UploadDropZone id={id} label={`Upload images for ${label}`} slot="wide" multiple onUploaded={add} onOpenLibrary={() => setPickerOpen(true)} />
      <MediaPickerDialog open={pickerOpen} onOpenChange={setPickerOpen} onSelect={(item) => add([item.url])} />
    </div>
  )
}
