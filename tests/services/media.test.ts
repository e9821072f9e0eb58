// The media services against the local stack's Storage, with the real supabase-js client: what
// an upload stores, what the library lists, and who may delete.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deleteMedia, listMedia, MEDIA_MESSAGES, storeImageVariants, type StoredVariant } from '@/lib/media/media'
import { UPLOAD_MESSAGES } from '@/lib/media/upload-rules'
import { mediaSources } from '@/lib/media-url'
import { webpBlob, webpBytes } from '../support/image-bytes'
import { startTestStack, uniqueSuffix, type TestStack } from '../support/local-stack'

let stack: TestStack
let admin: SupabaseClient

const variant = (width: number, height: number, largest: boolean, bytes = 100): StoredVariant => ({
  blob: webpBlob(bytes, width % 255),
  width,
  height,
  largest,
  ext: 'webp',
  contentType: 'image/webp',
})

beforeAll(async () => {
  stack = await startTestStack()
  admin = await stack.adminClient()
})

afterAll(() => stack?.stop())

describe('storing an upload', () => {
  it('stores every width, the largest last, and answers with the largest one’s public URL', async () => {
    const id = `hero-${uniqueSuffix()}`
    const progress: string[] = []
    const url = await storeImageVariants(admin, id, [variant(400, 250, true), variant(320, 200, false), variant(192, 120, false)], (done, total) =>
      progress.push(`${done}/${total}`),
    )
    expect(url).toBe(`${stack.url}/storage/v1/object/public/site-media/uploads/${id}.400x250.webp`)
    expect(progress).toEqual(['1/3', '2/3', '3/3'])
    // Every file the srcset names is served, with a year of caching.
    const srcSet = mediaSources(url)!.srcSet.split(', ')
    expect(srcSet).toHaveLength(3)
    for (const entry of srcSet) {
      const response = await fetch(entry.split(' ')[0]!)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('max-age=31536000')
    }
  })

  it('refuses a width over the bucket’s limit before sending anything', async () => {
    const id = `big-${uniqueSuffix()}`
    await expect(storeImageVariants(admin, id, [variant(1600, 1000, true, 2 * 1024 * 1024 + 1)])).rejects.toThrow(
      UPLOAD_MESSAGES.tooLargeAfterResize(id),
    )
  })

  it('refuses a file whose first bytes are not the image type it is labelled with, before sending anything', async () => {
    const id = `forged-${uniqueSuffix()}`
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/webp' })
    const forged: StoredVariant = { ...variant(640, 400, true), blob: svg }
    await expect(storeImageVariants(admin, id, [variant(320, 200, false), forged])).rejects.toThrow(UPLOAD_MESSAGES.notThatImage(id))
    const { rows } = await stack.db.query(`select 1 from storage.objects where name like $1`, [`uploads/${id}.%`])
    expect(rows).toEqual([])
  })

  it('for a non-admin: fails with the upload message and leaves no file behind', async () => {
    await stack.createUser('media-svc-stranger@example.com', 'stranger-password-1')
    const stranger = await stack.signedInClient('media-svc-stranger@example.com', 'stranger-password-1')
    const id = `nope-${uniqueSuffix()}`
    await expect(storeImageVariants(stranger, id, [variant(320, 200, false), variant(640, 400, true)])).rejects.toThrow(UPLOAD_MESSAGES.failed)
    const { rows } = await stack.db.query(`select 1 from storage.objects where name like $1`, [`uploads/${id}.%`])
    expect(rows).toEqual([])
  })
})

describe('the library', () => {
  it('lists each image once with all its widths, and deletes them together', async () => {
    const id = `library-${uniqueSuffix()}`
    const url = await storeImageVariants(admin, id, [variant(640, 480, true), variant(320, 240, false)])
    const item = (await listMedia(admin)).find((entry) => entry.id === id)
    expect(item).toMatchObject({ url, width: 640, height: 480, bytes: 2 * webpBytes(100).length })
    expect(item?.paths.sort()).toEqual([`uploads/${id}.320w.webp`, `uploads/${id}.640x480.webp`])

    await deleteMedia(admin, item!)
    expect((await listMedia(admin)).some((entry) => entry.id === id)).toBe(false)
    expect((await fetch(url)).status).toBe(400)
  })

  it('shows visitors nothing, and refuses their delete with the delete message', async () => {
    const id = `kept-${uniqueSuffix()}`
    const url = await storeImageVariants(admin, id, [variant(320, 240, true)])
    expect(await listMedia(stack.anonClient())).toEqual([])
    await expect(deleteMedia(stack.anonClient(), { paths: [`uploads/${id}.320x240.webp`] })).rejects.toThrow(MEDIA_MESSAGES.delete)
    expect((await fetch(url)).status).toBe(200)
  })
})
