import { ImagePlus, Upload } from 'lucide-react'
import { useRef, useState, type DragEvent } from 'react'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { errorMessage } from '@/lib/errors'
import { cn } from '@/lib/cn'
import { useUploadImage } from '@/lib/media/media-queries'
import type { UploadProgress } from '@/lib/media/upload-image'
import { ACCEPT_ATTRIBUTE, uploadProblem, UPLOAD_MESSAGES, type ImageSlot } from '@/lib/media/upload-rules'

interface UploadDropZoneProps {
  id: string
  /** Names the file button for screen readers: "Upload an image for Project Image". */
  label: string
  slot: ImageSlot
  multiple?: boolean
  /** Called once the files are done, with the stored images' URLs in the order given. */
  onUploaded: (urls: string[]) => void
  /** Opens the media library to pick an image already stored. */
  onOpenLibrary?: () => void
  /** Ids of elements that describe the zone (the field's hint). */
  describedBy?: string
}

function progressText(progress: UploadProgress, file: string, position: string): string {
  if (progress.stage === 'resizing' || progress.total === 0) return `Resizing ${file}${position}...`
  return `Uploading ${file}${position}: ${progress.done} of ${progress.total} sizes stored`
}

/**
 * Where an admin drops image files or picks them: each is checked (type, size), resized in
 * the browser and stored, with its progress shown. A refused or failed file says why and
 * changes nothing; the field keeps its value.
 */
export function UploadDropZone({ id, label, slot, multiple = false, onUploaded, onOpenLibrary, describedBy }: UploadDropZoneProps) {
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadImage()
  const [dragging, setDragging] = useState(false)
  const [status, setStatus] = useState<{ text: string; value: number } | null>(null)
  const [problems, setProblems] = useState<string[]>([])
  const messageId = `${id}-upload-message`
  const busy = status !== null

  async function handleFiles(list: FileList | null) {
    const files = [...(list ?? [])].slice(0, multiple ? undefined : 1)
    if (files.length === 0 || busy) return
    const found: string[] = []
    const stored: string[] = []
    for (const [index, file] of files.entries()) {
      const problem = uploadProblem(file)
      if (problem) {
        found.push(problem)
        continue
      }
      const position = files.length > 1 ? ` (${index + 1} of ${files.length})` : ''
      const show = (progress: UploadProgress) =>
        setStatus({
          text: progressText(progress, `"${file.name}"`, position),
          value: progress.total === 0 ? 5 : Math.round(10 + (90 * progress.done) / progress.total),
        })
      show({ stage: 'resizing', done: 0, total: 0 })
      try {
        stored.push(await upload.mutateAsync({ file, slot, onProgress: show }))
      } catch (error) {
        found.push(errorMessage(error, UPLOAD_MESSAGES.failed))
      }
    }
    setStatus(null)
    setProblems(found)
    if (stored.length > 0) onUploaded(stored)
    if (input.current) input.current.value = ''
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    void handleFiles(event.dataTransfer.files)
  }

  return (
    <div className="space-y-2">
      <div
        onDragOver={(event) => {
          event.preventDefault()
          if (!busy) setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-dashed px-4 py-3 text-sm text-ink-muted transition-colors',
          dragging ? 'border-brand-400 bg-brand-500/10' : 'border-line-strong bg-surface-page/40',
        )}
        data-testid={`${id}-drop-zone`}
      >
        <Upload className="size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
        <span>{multiple ? 'Drop images here, or' : 'Drop an image here, or'}</span>
        <Button type="button" variant="secondary" size="sm" disabled={busy} onClick={() => input.current?.click()}>
          {multiple ? 'Choose files' : 'Choose a file'}
        </Button>
        {onOpenLibrary && (
          <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={onOpenLibrary}>
            <ImagePlus aria-hidden="true" />
            From the library
          </Button>
        )}
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          multiple={multiple}
          className="sr-only"
          tabIndex={-1}
          aria-label={label}
          aria-describedby={[describedBy, problems.length ? messageId : null].filter(Boolean).join(' ') || undefined}
          onChange={(event) => void handleFiles(event.target.files)}
        />
      </div>
      {status && (
        <div className="space-y-1" role="status">
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={status.value}
            className="h-1.5 overflow-hidden rounded-full bg-surface-raised"
          >
            <div className="h-full bg-gradient-to-r from-brand-500 to-brand-alt-500 transition-[width]" style={{ width: `${status.value}%` }} />
          </div>
          <p className="text-xs text-muted-foreground">{status.text}</p>
        </div>
      )}
      <FieldError id={messageId}>
        {problems.length > 0 ? problems.map((problem) => <span key={problem} className="block">{problem}</span>) : null}
      </FieldError>
    </div>
  )
}
