import { MEDIA_FOLDER, parseMediaUrl } from '@/lib/media-url'

/** One uploaded image: all the widths stored for it. */
export interface MediaItem {
  id: string
  /** Public URL of the largest width (what records point at); null when that file is missing. */
  url: string | null
  width: number | null
  height: number | null
  /** Object paths of every stored width, for deleting them together. */
  paths: string[]
  bytes: number
  createdAt: string | null
}

export interface StoredFile {
  name: string
  size: number
  createdAt: string | null
}

/**
 * Groups the files of the uploads folder into images (newest first). A group without its
 * largest file is an upload that failed half-way: listed, so it can be deleted.
 */
export function groupMediaFiles(files: readonly StoredFile[], publicUrl: (path: string) => string): MediaItem[] {
  const groups = new Map<string, MediaItem>()
  for (const file of files) {
    const dot = file.name.indexOf('.')
    if (dot <= 0) continue
    const id = file.name.slice(0, dot)
    const path = `${MEDIA_FOLDER}/${file.name}`
    const item = groups.get(id) ?? { id, url: null, width: null, height: null, paths: [], bytes: 0, createdAt: null }
    item.paths.push(path)
    item.bytes += file.size
    if (file.createdAt && (!item.createdAt || file.createdAt > item.createdAt)) item.createdAt = file.createdAt
    const url = publicUrl(path)
    const parsed = parseMediaUrl(url)
    if (parsed) {
      item.url = url
      item.width = parsed.width
      item.height = parsed.height
    }
    groups.set(id, item)
  }
  return [...groups.values()].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || a.id.localeCompare(b.id))
}

/** Something that can hold image URLs: a project or a post, with its fields by label. */
export interface MediaReferenceSource {
  key: string
  /** "Project", "Blog post". */
  kind: string
  title: string
  /** The admin screen that edits it. */
  editTo: string
  /** Each field that may hold an image URL (or HTML with images), by its label in the form. */
  fields: ReadonlyArray<{ label: string; value: string | readonly string[] | undefined }>
}

export interface MediaUse {
  source: Pick<MediaReferenceSource, 'key' | 'kind' | 'title' | 'editTo'>
  /** The fields that use the image, e.g. ["Image", "Gallery"]. */
  fields: string[]
}

/** Where an image is used: every project and post field that names one of its files. */
export function mediaUses(item: Pick<MediaItem, 'id'>, sources: readonly MediaReferenceSource[]): MediaUse[] {
  // Any of its widths counts (an editor image's srcset names the smaller ones).
  const marker = `/${MEDIA_FOLDER}/${item.id}.`
  const mentions = (value: string | readonly string[] | undefined) =>
    typeof value === 'string' ? value.includes(marker) : (value ?? []).some((entry) => entry.includes(marker))
  return sources.flatMap(({ fields, ...source }) => {
    const used = fields.filter((field) => mentions(field.value)).map((field) => field.label)
    return used.length > 0 ? [{ source, fields: used }] : []
  })
}
