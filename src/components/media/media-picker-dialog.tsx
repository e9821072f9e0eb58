import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { MediaChooser, type StoredMediaItem } from './media-chooser'

/** Picks an image already in the media library. Loads the library only once opened. */
export function MediaPickerDialog({
  open,
  onOpenChange,
  onSelect,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onSelect: (item: StoredMediaItem) => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[85vh] max-w-3xl overflow-y-auto" closeLabel="Close the media library">
        <DialogHeader>
          <DialogTitle>Choose an image</DialogTitle>
          <DialogDescription>Images uploaded to the site, newest first.</DialogDescription>
        </DialogHeader>
        <MediaChooser
          enabled={open}
          onChoose={(item) => {
            onSelect(item)
            onOpenChange(false)
          }}
        />
      </DialogContent>
    </Dialog>
  )
}
