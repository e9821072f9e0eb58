import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminClient } from '@/lib/admin-client'
import type { MediaItem } from './media-library'
import type { ImageSlot } from './upload-rules'
import { deleteMedia, listMedia } from './media'
import { uploadImage, type UploadProgress } from './upload-image'

/** Query keys of the media library; uploads and deletes invalidate `all`. */
export const mediaKeys = {
  all: ['media'] as const,
  list: () => [...mediaKeys.all, 'list'] as const,
}

export const mediaListQuery = () => queryOptions({ queryKey: mediaKeys.list(), queryFn: () => listMedia(adminClient) })

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

export function useDeleteMedia() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (item: MediaItem) => deleteMedia(adminClient, item),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  })
}
