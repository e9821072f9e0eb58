/**
 * `/storage/v1/*`: the part of Supabase's Storage API that supabase-js's `storage` client
 * sends for files in a bucket: upload (POST, with `x-upsert`), update (PUT), download (public,
 * authenticated), list, remove, and reading buckets. Object rows live in `storage.objects` and
 * every change runs as the request's role, so the policies a migration puts on that table
 * decide, as they do on Supabase; the bytes live in a BlobStore.
 */
import { createHash, randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Database, Queryable } from '../db/database'
import { fitsImageLabel } from '../../../src/lib/media/image-signature'
import { PgrstError } from '../errors'
import { header, HttpError, send, sendJson } from '../http'
import { identifyRequest } from '../request-auth'
import type { RequestIdentity } from '../request-auth'
import { inRequestTransaction } from '../request-transaction'
import type { BlobStore } from './blob-store'
import { StorageError, storageErrors } from './errors'

export interface StorageContext {
  db: Database
  jwtSecret: string
  blobs: BlobStore
}

/** One request to the Storage routes: the stack's context, the exchange and its address. */
interface StorageCall {
  ctx: StorageContext
  req: IncomingMessage
  res: ServerResponse
  url: URL
}

/** A request whose API key and JWT were checked: who it acts as. */
interface AuthedCall extends StorageCall {
  identity: RequestIdentity
}

/** Supabase's global per-file limit on the free plan; a bucket may set a lower one. */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024
/** Room for the multipart envelope around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024

interface BucketRow {
  id: string
  public: boolean | null
  file_size_limit: number | string | null
  allowed_mime_types: string[] | null
}

interface ObjectMetadata {
  eTag: string
  size: number
  mimetype: string
  cacheControl: string
  lastModified: string
  contentLength: number
  httpStatusCode: number
}

/** Storage's own key rule (S3-safe characters), plus no empty or dot-dot segments. */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > 1024) return false
  if (!/^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/.test(key)) return false
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
}

function mimeAllowed(allowed: string[] | null, mimeType: string): boolean {
  if (!allowed || allowed.length === 0) return true
  const type = mimeType.split(';')[0]!.trim().toLowerCase()
  return allowed.some((entry) => {
    const rule = entry.trim().toLowerCase()
    return rule.endsWith('/*') ? type.startsWith(rule.slice(0, -1)) : rule === type
  })
}

async function readRawBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = chunk as Buffer
    size += buffer.length
    if (size > limit) throw storageErrors.tooLarge()
    chunks.push(buffer)
  }
  return Buffer.concat(chunks)
}

/** The bucket as the Storage server reads it: as its own superuser, whatever the caller's role. */
async function findBucket(ctx: StorageContext, id: string): Promise<BucketRow> {
  const result = await ctx.db.query<BucketRow>('select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1', [id])
  const bucket = result.rows[0]
  if (!bucket) throw storageErrors.bucketNotFound()
  return bucket
}

interface IncomingFile {
  bytes: Buffer
  mimeType: string
  cacheControl: string
}

/** The file of an upload: a multipart form (what storage-js sends for a Blob) or a raw body. */
async function incomingFile(req: IncomingMessage, limit: number): Promise<IncomingFile> {
  const contentType = header(req, 'content-type') ?? ''
  const raw = await readRawBody(req, limit + MULTIPART_OVERHEAD)
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    let form: FormData
    try {
      form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData()
    } catch {
      throw storageErrors.invalidRequest('Unexpected empty file received')
    }
    const file = [...form.values()].find((value): value is File => typeof value !== 'string')
    if (!file) throw storageErrors.invalidRequest('No file provided')
    const cacheTime = form.get('cacheControl')
    return {
      bytes: Buffer.from(await file.arrayBuffer()),
      mimeType: file.type || 'application/octet-stream',
      cacheControl: typeof cacheTime === 'string' && cacheTime ? `max-age=${cacheTime}` : 'no-cache',
    }
  }
  return {
    bytes: raw,
    mimeType: contentType || 'application/octet-stream',
    cacheControl: header(req, 'cache-control') ?? 'no-cache',
  }
}

/** What Postgres said, as Storage says it: RLS refusals and duplicates by name, the rest internal. */
function fromDatabaseError(error: unknown): StorageError {
  if (error instanceof StorageError) return error
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  if (code === '23505') return storageErrors.duplicate()
  if (code === '42501') return storageErrors.accessDenied()
  console.error('[local-stack] storage error:', error)
  return storageErrors.internal(error instanceof Error ? error.message : String(error))
}

function asRole<T>({ ctx, req, url, identity }: AuthedCall, readOnly: boolean, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return inRequestTransaction(ctx, req, url.pathname, identity, { readOnly }, work).catch((error: unknown) => {
    throw fromDatabaseError(error)
  })
}

async function upload(call: AuthedCall, bucketId: string, name: string, mode: 'create' | 'upsert' | 'update'): Promise<void> {
  const { ctx, req, res, identity } = call
  if (!isValidKey(name)) throw storageErrors.invalidKey(name)
  const bucket = await findBucket(ctx, bucketId)
  const bucketLimit = bucket.file_size_limit === null ? null : Number(bucket.file_size_limit)
  const limit = bucketLimit !== null && bucketLimit > 0 ? Math.min(bucketLimit, GLOBAL_FILE_SIZE_LIMIT) : GLOBAL_FILE_SIZE_LIMIT
  const file = await incomingFile(req, limit)
  if (file.bytes.length > limit) throw storageErrors.tooLarge()
  if (!mimeAllowed(bucket.allowed_mime_types, file.mimeType)) throw storageErrors.invalidMimeType(file.mimeType)
  // Hosted Storage trusts the label; here an image's label must match its first bytes, so a
  // page or an SVG labelled image/webp is never stored (the README says what production relies on).
  if (!fitsImageLabel(file.bytes, file.mimeType)) throw storageErrors.contentNotOfType(file.mimeType)

  const metadata: ObjectMetadata = {
    eTag: `"${createHash('md5').update(file.bytes).digest('hex')}"`,
    size: file.bytes.length,
    mimetype: file.mimeType,
    cacheControl: file.cacheControl,
    lastModified: new Date().toUTCString(),
    contentLength: file.bytes.length,
    httpStatusCode: 200,
  }
  const owner = identity.role === 'authenticated' && typeof identity.claims.sub === 'string' ? identity.claims.sub : null
  const newId: string = randomUUID()
  const version = randomUUID()
  const values = [bucketId, name, owner, owner, JSON.stringify(metadata), version]

  const id = await asRole(call, false, async (tx) => {
    let id = newId
    if (mode === 'update') {
      // Storage's update replaces an object the caller may see and change; anything else is "not found".
      const updated = await tx.query<{ id: string }>(
        `update storage.objects set owner = $3::uuid, owner_id = $4, metadata = $5::jsonb, version = $6, updated_at = now()
         where bucket_id = $1 and name = $2 returning id`,
        values,
      )
      if (!updated.rows[0]) throw storageErrors.objectNotFound()
      id = updated.rows[0].id
    } else if (mode === 'upsert') {
      // An upsert needs the select, insert and update policies, as on Supabase.
      await tx.query(
        `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, version)
         values ($7, $1, $2, $3::uuid, $4, $5::jsonb, $6)
         on conflict (bucket_id, name) do update
           set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
               version = excluded.version, updated_at = now()`,
        [...values, newId],
      )
      const stored = await tx.query<{ id: string }>('select id from storage.objects where bucket_id = $1 and name = $2', [bucketId, name])
      id = stored.rows[0]?.id ?? newId
    } else {
      // A plain upload needs the insert policy only: no RETURNING, which would need select too.
      await tx.query(
        `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, version)
         values ($7, $1, $2, $3::uuid, $4, $5::jsonb, $6)`,
        [...values, newId],
      )
    }
    // The bytes are written before the row commits: a failed write undoes the row.
    await ctx.blobs.write(bucketId, name, file.bytes)
    return id
  })
  sendJson(res, 200, { Key: `${bucketId}/${name}`, Id: id })
}

interface StoredObject {
  metadata: Partial<ObjectMetadata> | null
}

async function serveObject(
  { ctx, req, res, url }: StorageCall,
  bucketId: string,
  name: string,
  find: () => Promise<StoredObject | undefined>,
): Promise<void> {
  const object = await find()
  if (!object) throw storageErrors.objectNotFound()
  const bytes = await ctx.blobs.read(bucketId, name)
  if (!bytes) throw storageErrors.objectNotFound()
  const metadata = object.metadata ?? {}
  const headers: Record<string, string> = {
    'Content-Type': metadata.mimetype ?? 'application/octet-stream',
    // As Supabase Storage sends it: the browser takes the file for its stated type, never guesses.
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': metadata.cacheControl ?? 'no-cache',
    'Content-Length': String(bytes.length),
  }
  if (metadata.eTag) headers.ETag = metadata.eTag
  if (metadata.lastModified) headers['Last-Modified'] = metadata.lastModified
  const download = url.searchParams.get('download')
  if (download !== null) {
    const filename = download || name.split('/').pop() || 'download'
    headers['Content-Disposition'] = `attachment; filename="${encodeURIComponent(filename)}"`
  }
  for (const [key, value] of Object.entries(headers)) res.setHeader(key, value)
  if (metadata.eTag && header(req, 'if-none-match') === metadata.eTag) {
    res.statusCode = 304
    res.removeHeader('Content-Length')
    res.end()
    return
  }
  res.statusCode = 200
  res.end(req.method === 'HEAD' ? undefined : bytes)
}

interface ListBody {
  prefix?: unknown
  limit?: unknown
  offset?: unknown
  search?: unknown
  sortBy?: { column?: unknown; order?: unknown }
}

async function list(call: AuthedCall, bucketId: string): Promise<void> {
  const body = await jsonBody<ListBody>(call.req)
  let prefix = typeof body.prefix === 'string' ? body.prefix : ''
  if (prefix.length > 0 && !prefix.endsWith('/')) prefix += '/'
  const levels = prefix.split('/').length
  const number = (value: unknown, fallback: number) => (Number.isInteger(value) && (value as number) >= 0 ? (value as number) : fallback)
  const rows = await asRole(call, true, async (tx) =>
    (await tx.query(
      'select * from storage.search($1, $2, $3, $4, $5, $6, $7, $8)',
      [
        prefix,
        bucketId,
        number(body.limit, 100),
        levels,
        number(body.offset, 0),
        typeof body.search === 'string' ? body.search : '',
        typeof body.sortBy?.column === 'string' ? body.sortBy.column : 'name',
        typeof body.sortBy?.order === 'string' ? body.sortBy.order : 'asc',
      ],
    )).rows,
  )
  sendJson(call.res, 200, rows)
}

async function remove(call: AuthedCall, bucketId: string): Promise<void> {
  const { ctx } = call
  const body = await jsonBody<{ prefixes?: unknown }>(call.req)
  const names = Array.isArray(body.prefixes) ? body.prefixes.filter((p): p is string => typeof p === 'string') : []
  if (names.length === 0 || names.length > 1000) throw storageErrors.invalidRequest('prefixes must hold 1 to 1000 object names')
  // Rows the caller may not delete are simply not deleted, and not listed in the answer.
  const deleted = await asRole(call, false, async (tx) => {
    const result = await tx.query<{ name: string }>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
       returning name, id, bucket_id, owner, owner_id, version, metadata, user_metadata,
                 created_at, updated_at, last_accessed_at`,
      [bucketId, names],
    )
    for (const row of result.rows) await ctx.blobs.remove(bucketId, row.name)
    return result.rows
  })
  sendJson(call.res, 200, deleted)
}

async function jsonBody<T>(req: IncomingMessage): Promise<T> {
  const raw = (await readRawBody(req, 1024 * 1024)).toString('utf8')
  if (!raw.trim()) return {} as T
  try {
    const value = JSON.parse(raw) as unknown
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object')
    return value as T
  } catch {
    throw storageErrors.invalidRequest('Invalid JSON body')
  }
}

async function buckets(call: AuthedCall, id: string | undefined): Promise<void> {
  const { res } = call
  const rows = await asRole(call, true, async (tx) =>
    (await tx.query(
      `select id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at from storage.buckets
       where $1::text is null or id = $1 order by name`,
      [id ?? null],
    )).rows,
  )
  if (id === undefined) return sendJson(res, 200, rows)
  if (!rows[0]) throw storageErrors.bucketNotFound()
  sendJson(res, 200, rows[0])
}

/** Entry point for `/storage/v1/...`; `path` is what follows `/storage/v1`. */
export async function handleStorage(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  path: string,
): Promise<void> {
  try {
    const method = req.method ?? 'GET'
    let segments: string[]
    try {
      segments = path.split('/').filter(Boolean).map((segment) => decodeURIComponent(segment))
    } catch {
      throw storageErrors.invalidKey(path)
    }
    const [area, first, ...rest] = segments

    // Public files need no key: they are what an <img> on any page asks for.
    if (area === 'object' && first === 'public' && (method === 'GET' || method === 'HEAD')) {
      const [bucketId, ...nameParts] = rest
      if (!bucketId || nameParts.length === 0) throw storageErrors.objectNotFound()
      const bucket = await findBucket(ctx, bucketId)
      if (!bucket.public) throw storageErrors.bucketNotFound()
      const name = nameParts.join('/')
      return await serveObject({ ctx, req, res, url }, bucketId, name, async () =>
        (await ctx.db.query<StoredObject>('select metadata from storage.objects where bucket_id = $1 and name = $2', [bucketId, name])).rows[0],
      )
    }

    const call: AuthedCall = { ctx, req, res, url, identity: await identifyRequest(req, url, ctx.jwtSecret) }
    if (area === 'bucket' && method === 'GET' && rest.length === 0) return await buckets(call, first)
    if (area !== 'object' || !first) throw storageErrors.notImplemented(`${method} /storage/v1${path}`)

    if (first === 'list' && method === 'POST' && rest.length === 1) return await list(call, rest[0]!)
    if (['sign', 'move', 'copy', 'info', 'upload', 'list-v2'].includes(first)) {
      throw storageErrors.notImplemented(`${method} /storage/v1${path}`)
    }
    if (first === 'authenticated' || ((method === 'GET' || method === 'HEAD') && rest.length > 0)) {
      const [bucketId, ...nameParts] = first === 'authenticated' ? rest : [first, ...rest]
      if (!bucketId || nameParts.length === 0) throw storageErrors.objectNotFound()
      const name = nameParts.join('/')
      await findBucket(ctx, bucketId)
      return await serveObject(call, bucketId, name, () =>
        asRole(call, true, async (tx) =>
          (await tx.query<StoredObject>('select metadata from storage.objects where bucket_id = $1 and name = $2', [bucketId, name])).rows[0],
        ),
      )
    }
    if (method === 'DELETE' && rest.length === 0) return await remove(call, first)
    if ((method === 'POST' || method === 'PUT') && rest.length > 0) {
      const mode = method === 'PUT' ? 'update' : header(req, 'x-upsert') === 'true' ? 'upsert' : 'create'
      return await upload(call, first, rest.join('/'), mode)
    }
    throw storageErrors.notImplemented(`${method} /storage/v1${path}`)
  } catch (error) {
    if (error instanceof StorageError) {
      // A refused upload may leave its body unread; drain it so the answer reaches the client.
      req.resume()
      send(res, error.httpStatus, JSON.stringify(error), {})
      return
    }
    if (error instanceof HttpError) {
      req.resume()
      send(res, error.status, JSON.stringify(error.body), error.headers)
      return
    }
    if (error instanceof PgrstError) {
      // A bad or expired JWT: Storage's answer for it.
      req.resume()
      send(res, 400, JSON.stringify(storageErrors.accessDenied(error.message)), {})
      return
    }
    throw error
  }
}
