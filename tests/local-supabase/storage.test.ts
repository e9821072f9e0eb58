// Contract of the local stack's Storage routes, exercised with the real supabase-js `storage`
// client the back office uses: upload (plain and upsert), update, list, remove, public URLs and
// downloads, and the refusals hosted Supabase answers with (RLS, duplicates, size, type).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalStack } from '../../supabase/local/server'
import { jpegBytes, webpBlob, webpBytes } from '../support/image-bytes'
import { clientOptions, startTestStack, uniqueSuffix } from '../support/local-stack'
import type { TestStack } from '../support/local-stack'

const BUCKET = 'site-media'

let stack: TestStack
let admin: SupabaseClient
let stranger: SupabaseClient

const webp = webpBlob
const key = (name = 'image.webp') => `contract/${uniqueSuffix()}/${name}`

beforeAll(async () => {
  stack = await startTestStack()
  admin = await stack.adminClient()
  await stack.createUser('storage-stranger@example.com', 'stranger-password-1')
  stranger = await stack.signedInClient('storage-stranger@example.com', 'stranger-password-1')
  // A bucket with a folder-per-user policy, for the parts of the API site-media does not use.
  await stack.db.exec(`
    insert into storage.buckets (id, name, public, allowed_mime_types) values ('private-docs', 'private-docs', false, array['text/*']);
    create policy "Users read their own folder" on storage.objects for select to authenticated
      using (bucket_id = 'private-docs' and (storage.foldername(name))[1] = (select auth.uid())::text);
    create policy "Users write their own folder" on storage.objects for insert to authenticated
      with check (bucket_id = 'private-docs' and (storage.foldername(name))[1] = (select auth.uid())::text);
  `)
})

afterAll(() => stack?.stop())

describe('upload', () => {
  it('stores the file and answers with its path, id and full path', async () => {
    const path = key()
    const { data, error } = await admin.storage.from(BUCKET).upload(path, webp(), { cacheControl: '31536000' })
    expect(error).toBeNull()
    expect(data).toMatchObject({ path, fullPath: `${BUCKET}/${path}` })
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/)
    const row = await stack.db.query<{ metadata: Record<string, unknown>; owner: string | null }>(
      'select metadata, owner from storage.objects where bucket_id = $1 and name = $2', [BUCKET, path],
    )
    expect(row.rows[0]?.metadata).toMatchObject({ size: webpBytes().length, mimetype: 'image/webp', cacheControl: 'max-age=31536000' })
    expect(row.rows[0]?.owner).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('refuses to overwrite an existing file unless upsert is asked for', async () => {
    const path = key()
    await admin.storage.from(BUCKET).upload(path, webp(10, 1))
    const again = await admin.storage.from(BUCKET).upload(path, webp(20, 2))
    expect(again.error).toMatchObject({ message: 'The resource already exists', statusCode: '409' })

    const upsert = await admin.storage.from(BUCKET).upload(path, webp(20, 2), { upsert: true })
    expect(upsert.error).toBeNull()
    const response = await fetch(admin.storage.from(BUCKET).getPublicUrl(path).data.publicUrl)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(webpBytes(20, 2))
  })

  it('update replaces an existing file and reports a missing one as not found', async () => {
    const path = key()
    await admin.storage.from(BUCKET).upload(path, webp(10, 1))
    expect((await admin.storage.from(BUCKET).update(path, webp(12, 3))).error).toBeNull()
    const { data } = await admin.storage.from(BUCKET).download(path)
    expect(data?.size).toBe(webpBytes(12).length)
    const missing = await admin.storage.from(BUCKET).update(key(), webp())
    expect(missing.error).toMatchObject({ message: 'Object not found', statusCode: '404' })
  })

  it('refuses a type the bucket does not allow, and a file over its size limit', async () => {
    const png = new Blob([new Uint8Array(16)], { type: 'image/png' })
    const wrongType = await admin.storage.from(BUCKET).upload(key('x.png'), png)
    expect(wrongType.error).toMatchObject({ message: 'mime type image/png is not supported', statusCode: '415' })

    const tooBig = await admin.storage.from(BUCKET).upload(key(), webp(2 * 1024 * 1024 + 1))
    expect(tooBig.error).toMatchObject({ message: 'The object exceeded the maximum allowed size', statusCode: '413' })
    const stored = await stack.db.query(`select 1 from storage.objects where metadata->>'mimetype' = 'image/png'`)
    expect(stored.rows).toEqual([])
  })

  it('refuses an image whose first bytes are not the type it is labelled with, and stores nothing', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'
    const cases: Array<[string, BlobPart, string]> = [
      ['an SVG labelled image/webp', svg, 'image/webp'],
      ['an HTML page labelled image/jpeg', '<!doctype html><script>alert(1)</script>', 'image/jpeg'],
      ['a WebP labelled image/jpeg', webpBytes(), 'image/jpeg'],
      ['a file too short to carry a signature', 'RIFF', 'image/webp'],
    ]
    for (const [what, body, type] of cases) {
      const path = key()
      const { error } = await admin.storage.from(BUCKET).upload(path, new Blob([body], { type }))
      expect(error, what).toMatchObject({ statusCode: '415', message: `The file's content is not ${type}: its first bytes are not those of that image type` })
      // A raw body, as curl would send it, gets a 4xx from the server itself.
      const raw = await fetch(`${stack.url}/storage/v1/object/${BUCKET}/${path}`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, Authorization: `Bearer ${stack.serviceRoleKey}`, 'Content-Type': type },
        body: new Blob([body]),
      })
      expect(raw.status, what).toBe(400)
      expect((await raw.json()).statusCode, what).toBe('415')
      expect((await stack.db.query('select 1 from storage.objects where name = $1', [path])).rows, what).toEqual([])
      expect((await fetch(admin.storage.from(BUCKET).getPublicUrl(path).data.publicUrl)).status, what).toBe(400)
    }
  })

  it('refuses a visitor and a signed-in non-admin, and stores nothing for them', async () => {
    for (const client of [stack.anonClient(), stranger]) {
      const path = key()
      const { error } = await client.storage.from(BUCKET).upload(path, webp())
      expect(error).toMatchObject({ message: 'new row violates row-level security policy', statusCode: '403' })
      const upsert = await client.storage.from(BUCKET).upload(path, webp(), { upsert: true })
      expect(upsert.error?.message).toMatch(/row-level security/)
      const row = await stack.db.query('select 1 from storage.objects where name = $1', [path])
      expect(row.rows).toEqual([])
      expect((await fetch(client.storage.from(BUCKET).getPublicUrl(path).data.publicUrl)).status).toBe(400)
    }
  })

  it('refuses a bucket that does not exist and a key with characters Storage does not allow', async () => {
    const noBucket = await admin.storage.from('no-such-bucket').upload(key(), webp())
    expect(noBucket.error).toMatchObject({ message: 'Bucket not found', statusCode: '404' })
    const badKey = await admin.storage.from(BUCKET).upload('contract/"quoted".webp', webp())
    expect(badKey.error).toMatchObject({ message: 'Invalid key: contract/"quoted".webp', statusCode: '400' })
    const badEscape = await fetch(`${stack.url}/storage/v1/object/${BUCKET}/contract/100%zz.webp`, {
      method: 'POST', headers: { apikey: stack.anonKey }, body: 'x',
    })
    expect(badEscape.status).toBe(400)
  })

  it('takes a raw body with its content type, as a Buffer upload sends it', async () => {
    const path = key()
    const { error } = await admin.storage.from(BUCKET).upload(path, Buffer.from(jpegBytes(3)), { contentType: 'image/jpeg' })
    expect(error).toBeNull()
    const response = await fetch(admin.storage.from(BUCKET).getPublicUrl(path).data.publicUrl)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
  })
})

describe('public URL', () => {
  it('serves the file to anyone, without a key, with its type, caching and ETag', async () => {
    const path = key('photo.webp')
    await admin.storage.from(BUCKET).upload(path, webp(100, 7), { cacheControl: '604800' })
    const { publicUrl } = stack.anonClient().storage.from(BUCKET).getPublicUrl(path).data
    expect(publicUrl).toBe(`${stack.url}/storage/v1/object/public/${BUCKET}/${path}`)

    const response = await fetch(publicUrl)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toBe('max-age=604800')
    // As Supabase Storage does: the browser never second-guesses the stored type.
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(webpBytes(100, 7))

    const etag = response.headers.get('etag')!
    const again = await fetch(publicUrl, { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
  })

  it('answers a missing file as Storage does', async () => {
    const response = await fetch(`${stack.url}/storage/v1/object/public/${BUCKET}/contract/missing.webp`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ statusCode: '404', error: 'not_found', message: 'Object not found' })
  })

  it('does not serve a private bucket publicly', async () => {
    const owner = await stack.createUser(`docs-${uniqueSuffix()}@example.com`, 'docs-password-1')
    const client = await stack.signedInClient(owner.email, owner.password)
    const path = `${owner.id}/notes.txt`
    expect((await client.storage.from('private-docs').upload(path, new Blob(['hello'], { type: 'text/plain' }))).error).toBeNull()
    expect((await fetch(client.storage.from('private-docs').getPublicUrl(path).data.publicUrl)).status).toBe(400)
    const { data } = await client.storage.from('private-docs').download(path)
    expect(await data?.text()).toBe('hello')
    const other = await stranger.storage.from('private-docs').download(path)
    expect(other.error).toMatchObject({ statusCode: '404' })
  })
})

describe('list', () => {
  it('lists one level below a prefix: folders first (no id), then files with their metadata', async () => {
    const folder = `contract/list-${uniqueSuffix()}`
    await admin.storage.from(BUCKET).upload(`${folder}/b.webp`, webp(5))
    await admin.storage.from(BUCKET).upload(`${folder}/a.webp`, webp(6))
    await admin.storage.from(BUCKET).upload(`${folder}/nested/c.webp`, webp(7))

    const { data, error } = await admin.storage.from(BUCKET).list(folder)
    expect(error).toBeNull()
    expect(data?.map((item) => [item.name, item.id === null])).toEqual([
      ['nested', true],
      ['a.webp', false],
      ['b.webp', false],
    ])
    expect(data?.[1]?.metadata).toMatchObject({ size: webpBytes(6).length, mimetype: 'image/webp' })
  })

  it('sorts, limits, offsets and searches', async () => {
    const folder = `contract/sort-${uniqueSuffix()}`
    for (const name of ['one.webp', 'two.webp', 'three.webp']) await admin.storage.from(BUCKET).upload(`${folder}/${name}`, webp())
    const byName = await admin.storage.from(BUCKET).list(folder, { sortBy: { column: 'name', order: 'desc' }, limit: 2 })
    expect(byName.data?.map((item) => item.name)).toEqual(['two.webp', 'three.webp'])
    const page = await admin.storage.from(BUCKET).list(folder, { limit: 2, offset: 2 })
    expect(page.data?.map((item) => item.name)).toEqual(['two.webp'])
    const search = await admin.storage.from(BUCKET).list(folder, { search: 'th' })
    expect(search.data?.map((item) => item.name)).toEqual(['three.webp'])
  })

  it('shows visitors and non-admins nothing of site media', async () => {
    const folder = `contract/hidden-${uniqueSuffix()}`
    await admin.storage.from(BUCKET).upload(`${folder}/a.webp`, webp())
    for (const client of [stack.anonClient(), stranger]) {
      const { data, error } = await client.storage.from(BUCKET).list(folder)
      expect(error).toBeNull()
      expect(data).toEqual([])
    }
  })
})

describe('remove', () => {
  it('deletes the files and answers with what it deleted', async () => {
    const a = key('a.webp')
    const b = key('b.webp')
    await admin.storage.from(BUCKET).upload(a, webp())
    await admin.storage.from(BUCKET).upload(b, webp())
    const { data, error } = await admin.storage.from(BUCKET).remove([a, b, key('never-there.webp')])
    expect(error).toBeNull()
    expect(data?.map((object) => object.name).sort()).toEqual([a, b].sort())
    expect((await fetch(admin.storage.from(BUCKET).getPublicUrl(a).data.publicUrl)).status).toBe(400)
  })

  it('deletes nothing for a visitor or a non-admin, without an error (as Supabase)', async () => {
    const path = key()
    await admin.storage.from(BUCKET).upload(path, webp())
    for (const client of [stack.anonClient(), stranger]) {
      const { data, error } = await client.storage.from(BUCKET).remove([path])
      expect(error).toBeNull()
      expect(data).toEqual([])
    }
    expect((await fetch(admin.storage.from(BUCKET).getPublicUrl(path).data.publicUrl)).status).toBe(200)
  })
})

describe('buckets and keys', () => {
  it('lets the service role read the bucket as the migration declared it; others see none', async () => {
    const { data, error } = await stack.serviceClient().storage.getBucket(BUCKET)
    expect(error).toBeNull()
    expect(data).toMatchObject({ id: BUCKET, public: true, file_size_limit: 2097152, allowed_mime_types: ['image/webp', 'image/jpeg'] })
    expect((await stack.anonClient().storage.getBucket(BUCKET)).error).toMatchObject({ statusCode: '404' })
  })

  it('refuses a request without an API key, as the gateway does', async () => {
    const response = await fetch(`${stack.url}/storage/v1/object/list/${BUCKET}`, { method: 'POST', body: '{}' })
    expect(response.status).toBe(401)
  })
})

describe('files on disk', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'local-storage-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  // Two cold starts of a database on disk: seconds each on a busy machine.
  it('keeps files in the storage folder across restarts, with the database', { timeout: 90_000 }, async () => {
    const options = { port: 0, dataDir: join(dir, 'db'), storageDir: join(dir, 'storage'), admin: { email: 'disk@example.com', password: 'disk-password-1' } }
    const first = await createLocalStack(options)
    const client = createClient(first.url, first.anonKey, clientOptions())
    await client.auth.signInWithPassword(options.admin)
    expect((await client.storage.from(BUCKET).upload('kept/photo.webp', webp(33, 4))).error).toBeNull()
    await first.stop()

    const second = await createLocalStack(options)
    try {
      const response = await fetch(`${second.url}/storage/v1/object/public/${BUCKET}/kept/photo.webp`)
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(webpBytes(33, 4))
    } finally {
      await second.stop()
    }
  })
})
