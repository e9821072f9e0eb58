import type { SupabaseClient } from '@supabase/supabase-js'
import { ServiceError } from '@/lib/errors'
import { mediaId, uploadProblem, UPLOAD_MESSAGES, type ImageSlot } from './upload-rules'
import { storeImageVariants } from './media'
import { decodeImage, resizeForSlot } from './resize-image'

export interface UploadProgress {
  stage: 'resizing' | 'uploading'
  /** Files stored so far, and how many there will be (0 while resizing). */
  done: number
  total: number
}

/**
 * A picked or dropped file, checked, resized to the slot's widths and stored; the URL of its
 * largest width. Every failure is a ServiceError with a message for the admin.
 */
export async function uploadImage(
  client: Pick<SupabaseClient, 'storage'>,
  file: File,
  slot: ImageSlot,
  onProgress?: (progress: UploadProgress) => void,
): Promise<string> {
  const problem = uploadProblem(file)
  if (problem) throw new ServiceError(problem)
  onProgress?.({ stage: 'resizing', done: 0, total: 0 })
  let bitmap: ImageBitmap
  try {
    bitmap = await decodeImage(file)
  } catch (error) {
    throw new ServiceError(UPLOAD_MESSAGES.unreadable(file.name), { cause: error })
  }
  try {
    const variants = await resizeForSlot(bitmap, slot)
    onProgress?.({ stage: 'uploading', done: 0, total: variants.length })
    return await storeImageVariants(client, mediaId(file.name, crypto.randomUUID()), variants, (done, total) =>
      onProgress?.({ stage: 'uploading', done, total }),
    )
  } catch (error) {
    if (error instanceof ServiceError) throw error
    throw new ServiceError(UPLOAD_MESSAGES.failed, { cause: error })
  } finally {
    bitmap.close()
  }
}
