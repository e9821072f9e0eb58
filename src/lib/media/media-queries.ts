import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminClient } from '@/lib/admin-client'
import { errorToastMeta } from '@/lib/mutation-error-toast'
import type { MediaItem } from './media-library'
import type { ImageSlot } from './upload-rules'
import { deleteMedia, listMedia, MEDIA_MESSAGES } from './media'
import { uploadImage, type UploadProgress } from './upload-image'

/** Query keys of the media library; uploads and deletes invalidate `all`. */
export const mediaKeys = {
  all: ['media'] as const,
  list: () => [...mediaKeys.all, 'list'] as const,
}

export const mediaListQuery = () => queryOptions({ queryKey: mediaKeys.list(), queryFn: ({ signal }) => listMedia(adminClient, signal) })

export function useMediaList(enabled = true) {
  return useQuery({ ...mediaListQuery(), enabled })
}

export interface UploadRequest {
  file: File
  slot: ImageSlot
  onProgress?: (progress: UploadProgress) => void
}

export function useUploadImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ file, slot, onProgress }: UploadRequest) => uploadImage(adminClient, file, slot, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  })
}

export function useDeleteMedia(errorToast?: string | false) {
  const queryClient = useQueryClient()
  return useMutation({
    meta: errorToastMeta(MEDIA_MESSAGES.delete, errorToast),
    mutationFn: (item: MediaItem) => deleteMedia(adminClient, item),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  })
}
