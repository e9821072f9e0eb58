import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { MediaChooser } from '@/components/media/media-chooser'
import { MediaThumb } from '@/components/media/media-thumb'
import { UploadDropZone } from '@/components/media/upload-drop-zone'

export const INSERT_IMAGE_MESSAGES = {
  noImage: 'Upload an image or choose one from the library.',
  noAlt: 'Describe the image for visitors who cannot see it.',
} as const

/** Upload an image or choose one from the library, describe it, and insert it at the cursor. */
export function InsertImageDialog({
  open,
  onOpenChange,
  onInsert,
  idPrefix,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onInsert: (image: { url: string; alt: string }) => void
  idPrefix: string
}) {
  const [url, setUrl] = useState<string | null>(null)
  const [alt, setAlt] = useState('')
  const [problem, setProblem] = useState<{ field: 'image' | 'alt'; message: string } | null>(null)
  const altId = `${idPrefix}-image-alt`

  const reset = (next: boolean) => {
    if (!next) {
      setUrl(null)
      setAlt('')
      setProblem(null)
    }
    onOpenChange(next)
  }

  const insert = (event: FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
    if (!url) return setProblem({ field: 'image', message: INSERT_IMAGE_MESSAGES.noImage })
    if (alt.trim() === '') return setProblem({ field: 'alt', message: INSERT_IMAGE_MESSAGES.noAlt })
    onInsert({ url, alt: alt.trim() })
    reset(false)
  }

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto" closeLabel="Close without inserting">
        <form onSubmit={insert} noValidate className="space-y-4">
          <DialogHeader>
            <DialogTitle>Insert an image</DialogTitle>
            <DialogDescription>Upload a new image or choose one already on the site.</DialogDescription>
          </DialogHeader>
          <div className="flex items-center gap-3">
            <MediaThumb url={url} className="size-16 shrink-0" />
            <div className="min-w-0 flex-1">
              <UploadDropZone
                id={`${idPrefix}-insert-image`}
                label="Upload an image to insert"
                slot="wide"
                onUploaded={([uploaded]) => {
                  if (uploaded) setUrl(uploaded)
                  setProblem(null)
                }}
              />
            </div>
          </div>
          {problem?.field === 'image' && <FieldError id={`${idPrefix}-image-problem`}>{problem.message}</FieldError>}
          <MediaChooser
            enabled={open}
            selectedUrl={url}
            onChoose={(item) => {
              setUrl(item.url)
              setProblem(null)
            }}
          />
          <div className="space-y-2">
            <Label htmlFor={altId}>Image description (alt text)</Label>
            <Input
              id={altId}
              value={alt}
              onChange={(event) => {
                setAlt(event.target.value)
                setProblem(null)
              }}
              aria-invalid={problem?.field === 'alt'}
              aria-describedby={problem?.field === 'alt' ? `${altId}-error` : undefined}
            />
            {problem?.field === 'alt' && <FieldError id={`${altId}-error`}>{problem.message}</FieldError>}
          </div>
          <DialogFooter className="gap-2">
            <Button type="button" variant="outline" onClick={() => reset(false)}>
              Cancel
            </Button>
            <Button type="submit">Insert image</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
