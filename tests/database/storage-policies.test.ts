/**
 * Row-level security on storage.objects for the site-media bucket: anyone reads a file by its
 * public URL; only admins list, upload, replace and delete (the bucket migration's policies),
 * exercised through the Storage API with the real supabase-js client.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { webpBlob } from '../support/image-bytes'
import { startTestStack, uniqueSuffix, type TestStack } from '../support/local-stack'

const BUCKET = 'site-media'
type Role = 'anon' | 'stranger' | 'admin'
type Op = 'read by URL' | 'list' | 'upload' | 'replace' | 'delete'

let stack: TestStack
const clients = {} as Record<Role, SupabaseClient>

const expected: Record<Role, Record<Op, boolean>> = {
  anon: { 'read by URL': true, list: false, upload: false, replace: false, delete: false },
  stranger: { 'read by URL': true, list: false, upload: false, replace: false, delete: false },
  admin: { 'read by URL': true, list: true, upload: true, replace: true, delete: true },
}

const file = (byte: number) => webpBlob(8, byte)

/** A file the service role stores, for every role to try to read, list, replace and delete. */
async function seedFile(): Promise<string> {
  const path = `rls/${uniqueSuffix()}/seed.webp`
  const { error } = await stack.serviceClient().storage.from(BUCKET).upload(path, file(1))
  if (error) throw error
  return path
}

const storedByte = async (path: string) => {
  const response = await fetch(stack.serviceClient().storage.from(BUCKET).getPublicUrl(path).data.publicUrl)
  return response.ok ? new Uint8Array(await response.arrayBuffer()).at(-1) : null
}

/** Tries the operation and tells whether it took effect. */
async function attempt(client: SupabaseClient, op: Op): Promise<boolean> {
  const path = await seedFile()
  const bucket = client.storage.from(BUCKET)
  switch (op) {
    case 'read by URL':
      return (await fetch(bucket.getPublicUrl(path).data.publicUrl)).ok
    case 'list': {
      const { data } = await bucket.list(path.split('/').slice(0, -1).join('/'))
      return (data ?? []).some((item) => item.name === 'seed.webp')
    }
    case 'upload': {
      const fresh = `rls/${uniqueSuffix()}/new.webp`
      await bucket.upload(fresh, file(2))
      return (await storedByte(fresh)) === 2
    }
    case 'replace':
      await bucket.upload(path, file(3), { upsert: true })
      return (await storedByte(path)) === 3
    case 'delete':
      await bucket.remove([path])
      return (await storedByte(path)) === null
  }
}

beforeAll(async () => {
  stack = await startTestStack()
  await stack.createAdminUser('media-admin@example.com', 'admin-password-1')
  await stack.createUser('media-stranger@example.com', 'stranger-password-1')
  clients.anon = stack.anonClient()
  clients.stranger = await stack.signedInClient('media-stranger@example.com', 'stranger-password-1')
  clients.admin = await stack.signedInClient('media-admin@example.com', 'admin-password-1')
})

afterAll(() => stack?.stop())

describe.each(['anon', 'stranger', 'admin'] as Role[])('site media as %s', (role) => {
  it.each(['read by URL', 'list', 'upload', 'replace', 'delete'] as Op[])('%s', async (op) => {
    expect(await attempt(clients[role], op)).toBe(expected[role][op])
  })
})

describe('the policies themselves', () => {
  it('are one per operation, for signed-in users only, and none for visitors', async () => {
    const { rows } = await stack.db.query<{ cmd: string; roles: string[] }>(
      `select cmd, roles::text[] as roles from pg_policies
       where schemaname = 'storage' and tablename = 'objects' and policyname ilike '%site media%' order by cmd`,
    )
    expect(rows).toEqual([
      { cmd: 'DELETE', roles: ['authenticated'] },
      { cmd: 'INSERT', roles: ['authenticated'] },
      { cmd: 'SELECT', roles: ['authenticated'] },
      { cmd: 'UPDATE', roles: ['authenticated'] },
    ])
  })

  it('leave other buckets alone: an admin cannot write to a bucket no policy names', async () => {
    await stack.db.exec(`insert into storage.buckets (id, name, public) values ('other', 'other', true) on conflict do nothing`)
    const { error } = await clients.admin.storage.from('other').upload(`x/${uniqueSuffix()}.webp`, file(1))
    expect(error?.message).toMatch(/row-level security/)
  })
})
