import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { randomUUID } from 'node:crypto'
import { dirname, join, resolve, sep } from 'node:path'

/**
 * Where the local Storage keeps file bytes (the database keeps their rows in storage.objects,
 * as on Supabase, where the bytes live in S3). Keys are `bucket/name`.
 */
export interface BlobStore {
  read(bucket: string, name: string): Promise<Buffer | null>
  write(bucket: string, name: string, bytes: Buffer): Promise<void>
  remove(bucket: string, name: string): Promise<void>
}

/** Files kept in memory: throw-away stacks (tests, the e2e server). */
export function memoryBlobStore(): BlobStore {
  const files = new Map<string, Buffer>()
  const key = (bucket: string, name: string) => `${bucket}/${name}`
  return {
    read: async (bucket, name) => files.get(key(bucket, name)) ?? null,
    write: async (bucket, name, bytes) => {
      files.set(key(bucket, name), Buffer.from(bytes))
    },
    remove: async (bucket, name) => {
      files.delete(key(bucket, name))
    },
  }
}

/** Files under a directory (`.local/storage` for `npm run dev`), one file per object. */
export function directoryBlobStore(root: string): BlobStore {
  const base = resolve(root)
  const pathOf = (bucket: string, name: string) => {
    const path = resolve(join(base, bucket, name))
    // Keys are validated before they get here; this keeps a bad one from leaving the folder.
    if (!path.startsWith(base + sep)) throw new Error(`Storage key outside the storage folder: ${bucket}/${name}`)
    return path
  }
  return {
    async read(bucket, name) {
      try {
        return await readFile(pathOf(bucket, name))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async write(bucket, name, bytes) {
      const path = pathOf(bucket, name)
      await mkdir(dirname(path), { recursive: true })
      // Write then rename: an overwrite never leaves half a file behind.
      const temporary = `${path}.${randomUUID()}.tmp`
      await writeFile(temporary, bytes)
      await rename(temporary, path)
    },
    async remove(bucket, name) {
      await rm(pathOf(bucket, name), { force: true })
    },
  }
}
