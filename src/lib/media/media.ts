import type { SupabaseClient } from '@supabase/supabase-js'
import { ServiceError } from '@/lib/errors'
import { largestVariantName, MEDIA_BUCKET, MEDIA_FOLDER, smallerVariantName, type MediaExtension } from '@/lib/media-url'
import { fitsImageLabel, SIGNATURE_BYTES } from './image-signature'
import { groupMediaFiles, type MediaItem } from './media-library'
import { MAX_STORED_BYTES, mediaObjectPath, UPLOAD_MESSAGES } from './upload-rules'

/*
 * Site media in Supabase Storage (the public site-media bucket): storing an upload's widths,
 * listing what is stored and deleting it. Back office only (supabase-js's storage client).
 */

export const MEDIA_MESSAGES = {
  load: 'Failed to load the media library. Please try again.',
  delete: 'Failed to delete the image. Please try again.',
} as const

/** A year: every stored file has a unique name, so a cached copy never goes stale. */
const CACHE_SECONDS = '31536000'

type StorageClient = Pick<SupabaseClient, 'storage'>

export interface StoredVariant {
  blob: Blob
  width: number
  height: number
  largest: boolean
  ext: MediaExtension
  contentType: string
}

/**
 * Uploads the widths of one image, the largest last (a record can only ever point at an image
 * whose smaller widths exist), and returns the largest one's public URL. On a failure the
 * files already stored are removed again.
 */
export async function storeImageVariants(
  client: StorageClient,
  id: string,
  variants: readonly StoredVariant[],
  onStored?: (done: number, total: number) => void,
): Promise<string> {
  const bucket = client.storage.from(MEDIA_BUCKET)
  const ordered = [...variants].sort((a, b) => Number(a.largest) - Number(b.largest) || a.width - b.width)
  const largest = ordered.at(-1)
  if (!largest?.largest) throw new Error('storeImageVariants needs the largest width')
  if (ordered.some((variant) => variant.blob.size > MAX_STORED_BYTES)) throw new ServiceError(UPLOAD_MESSAGES.tooLargeAfterResize(id))
  // The same first-bytes rule the Storage of the local stack applies: nothing is sent that is
  // not the image it is labelled as.
  for (const variant of ordered) {
    const head = new Uint8Array(await variant.blob.slice(0, SIGNATURE_BYTES).arrayBuffer())
    if (!fitsImageLabel(head, variant.contentType)) throw new ServiceError(UPLOAD_MESSAGES.notThatImage(id))
  }
  const stored: string[] = []
  for (const variant of ordered) {
    const name = variant.largest
      ? largestVariantName(id, variant.width, variant.height, variant.ext)
      : smallerVariantName(id, variant.width, variant.ext)
    const path = mediaObjectPath(name)
    const { error } = await bucket.upload(path, variant.blob, { contentType: variant.contentType, cacheControl: CACHE_SECONDS, upsert: false })
    if (error) {
      if (stored.length > 0) await bucket.remove(stored)
      throw new ServiceError(UPLOAD_MESSAGES.failed, { code: 'statusCode' in error ? String(error.statusCode) : undefined, cause: error })
    }
    stored.push(path)
    onStored?.(stored.length, ordered.length)
  }
  return bucket.getPublicUrl(stored.at(-1)!).data.publicUrl
}

/** Every uploaded image, newest first. */
export async function listMedia(client: StorageClient, signal?: AbortSignal): Promise<MediaItem[]> {
  const bucket = client.storage.from(MEDIA_BUCKET)
  const pageSize = 1000
  const files: Array<{ name: string; size: number; createdAt: string | null }> = []
  for (let offset = 0; ; offset += pageSize) {
    const { data, error } = await bucket.list(MEDIA_FOLDER, { limit: pageSize, offset, sortBy: { column: 'name', order: 'asc' } }, { signal })
    if (error) throw new ServiceError(MEDIA_MESSAGES.load, { cause: error })
    for (const entry of data) {
      // Folders have no id; only files are images.
      if (entry.id === null) continue
      const size = Number((entry.metadata as { size?: unknown } | null)?.size ?? 0)
      files.push({ name: entry.name, size: Number.isFinite(size) ? size : 0, createdAt: entry.created_at ?? null })
    }
    if (data.length < pageSize) break
  }
  return groupMediaFiles(files, (path) => bucket.getPublicUrl(path).data.publicUrl)
}

/** Deletes every stored width of an image. */
export async function deleteMedia(client: StorageClient, item: Pick<MediaItem, 'paths'>): Promise<void> {
  const { data, error } = await client.storage.from(MEDIA_BUCKET).remove([...item.paths])
  // Storage answers a refused delete with no rows rather than an error.
  if (error || (data ?? []).length < item.paths.length) throw new ServiceError(MEDIA_MESSAGES.delete, { cause: error ?? undefined })
}
