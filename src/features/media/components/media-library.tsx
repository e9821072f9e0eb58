import { Check, Copy, ImageIcon, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { AdminListCard } from '@/components/admin/admin-list-card'
import { AdminPageHeader } from '@/components/admin/admin-page-header'
import { useErrorToast } from '@/hooks/use-error-toast'
import { ERROR_TOAST_TITLE } from '@/lib/admin-forms/form-messages'
import { useDocumentMeta } from '@/lib/use-document-meta'
import { useDeleteMedia, useMediaList } from '@/lib/media/media-queries'
import { MEDIA_MESSAGES } from '@/lib/media/media'
import { mediaUses, type MediaItem, type MediaReferenceSource, type MediaUse } from '@/lib/media/media-library'
import { formatBytes } from '@/lib/media/upload-rules'
import { MediaThumb } from '@/components/media/media-thumb'
import { UploadDropZone } from '@/components/media/upload-drop-zone'
import { MEDIA_DELETE_QUESTION, MEDIA_LIBRARY_MESSAGES } from '../model/media-messages'

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })

interface MediaLibraryProps {
  /** The projects and posts whose fields may use an image. */
  sources: readonly MediaReferenceSource[]
  /** Whether every project and post has been read: until then no image counts as unused. */
  sourcesState: 'loading' | 'ready' | 'failed'
}

/**
 * /admin/media: every uploaded image with where it is used; upload more, copy an address, or
 * delete an image nothing uses (an image in use cannot be deleted: pages would lose it).
 */
export function MediaLibrary({ sources, sourcesState }: MediaLibraryProps) {
  useDocumentMeta('Media Library | Admin')
  const media = useMediaList()
  useErrorToast(media.isError, 'media-load', MEDIA_MESSAGES.load)
  const items = media.data ?? []
  const [toDelete, setToDelete] = useState<MediaItem | null>(null)
  const deletion = useDeleteMedia()

  const confirmDelete = () => {
    const item = toDelete
    if (!item) return
    deletion.mutate(item, {
      onSuccess: () => toast.success(MEDIA_LIBRARY_MESSAGES.deleted.title, { description: MEDIA_LIBRARY_MESSAGES.deleted.description(item.id) }),
    })
  }

  return (
    <div>
      <AdminPageHeader
        title="Media Library"
        subtitle="Images uploaded for projects and posts, stored in several widths for fast pages."
        back={{ label: 'Back to Dashboard', to: paths.admin.dashboard.to() }}
      />
      <div className="mb-6">
        <UploadDropZone
          id="media-library"
          label="Upload images to the media library"
          slot="wide"
          multiple
          onUploaded={(urls) => toast.success(urls.length === 1 ? 'Image uploaded' : `${urls.length} images uploaded`)}
        />
      </div>
      <AdminListCard
        title="All Images"
        query={media}
        items={items}
        loadingLabel="Loading the media library..."
        errorMessage={MEDIA_MESSAGES.load}
        empty={{ icon: <ImageIcon className="size-10" aria-hidden="true" />, content: <p>No images uploaded yet.</p> }}
      >
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Uploaded images">
          {items.map((item) => (
            <MediaCard
              key={item.id}
              item={item}
              uses={sourcesState === 'ready' ? mediaUses(item, sources) : null}
              usesFailed={sourcesState === 'failed'}
              deleting={deletion.isPending && deletion.variables?.id === item.id}
              onDelete={() => setToDelete(item)}
            />
          ))}
        </ul>
      </AdminListCard>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={MEDIA_DELETE_QUESTION}
        description={toDelete ? `"${toDelete.id}" and all its sizes will be removed. No project or post uses it.` : undefined}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
      />
    </div>
  )
}

function MediaCard({
  item,
  uses,
  usesFailed,
  deleting,
  onDelete,
}: {
  item: MediaItem
  uses: MediaUse[] | null
  usesFailed: boolean
  deleting: boolean
  onDelete: () => void
}) {
  const [copied, setCopied] = useState(false)
  const used = uses === null || uses.length > 0
  const copy = async () => {
    if (!item.url) return
    try {
      await navigator.clipboard.writeText(item.url)
      setCopied(true)
      setTimeout(() => setCopied(false), 2000)
    } catch {
      toast.error(ERROR_TOAST_TITLE, { description: MEDIA_LIBRARY_MESSAGES.copyFailed })
    }
  }
  return (
    <li className="flex flex-col overflow-hidden rounded-md border border-line bg-surface-card/40">
      <MediaThumb url={item.url} sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw" className="aspect-[16/10] w-full rounded-none border-0" />
      <div className="flex flex-1 flex-col gap-2 p-4 text-sm">
        <p className="break-all font-medium">{item.id}</p>
        <p className="text-muted-foreground">
          {item.width && item.height ? `${item.width} x ${item.height} px` : 'Incomplete upload'} · {item.paths.length}{' '}
          {item.paths.length === 1 ? 'size' : 'sizes'}, {formatBytes(item.bytes)}
          {item.createdAt ? ` · ${DATE.format(new Date(item.createdAt))}` : ''}
        </p>
        <div>
          {uses === null ? (
            <p className="text-muted-foreground">
              {usesFailed ? 'Could not check where it is used (projects or posts failed to load).' : 'Checking where it is used...'}
            </p>
          ) : uses.length === 0 ? (
            <p className="text-warning-200">Not used anywhere</p>
          ) : (
            <>
              <p className="text-muted-foreground">Used in:</p>
              <ul className="mt-1 space-y-1">
                {uses.map(({ source, fields }) => (
                  <li key={source.key}>
                    <Link to={source.editTo} className="text-brand-300 underline-offset-2 hover:underline">
                      {source.kind} “{source.title}”
                    </Link>{' '}
                    <span className="text-muted-foreground">({fields.join(', ')})</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {item.url && (
            <Button type="button" variant="outline" size="sm" onClick={() => void copy()} aria-label={`Copy the address of ${item.id}`}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? 'Copied' : 'Copy address'}
            </Button>
          )}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="text-danger-400 hover:bg-danger-500/10 hover:text-danger-300"
            disabled={used || deleting}
            onClick={onDelete}
            aria-label={`Delete ${item.id}`}
            title={used ? 'In use: remove it from every project and post first' : undefined}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
    </li>
  )
}
