/**
 * Publishing: admins ask the static host to rebuild the public pages through its build hook.
 * The hook URL is a secret kept in the database (never readable through the API, even by an
 * admin); changes to projects and posts are counted so the back office can say what the built
 * pages do not show yet; a request is queued, and the call-build-hook Edge Function (real Deno
 * here, asked through the local stack's pg_net stand-in after the commit) calls the hook and
 * records the answer's class.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '@/lib/database.types'
import { BUILD_HOOK_RULE_MESSAGES as B } from '../../supabase/functions/_shared/address-rule'
import { BUILD_HOOK_CALL_MESSAGES as CALL } from '../../supabase/functions/_shared/publishing/build-hook'
import { applyLocalRules } from '../../supabase/local/db/stack-settings'
import { startTestStack, type TestStack } from '../support/local-stack'

let stack: TestStack
let admin: SupabaseClient<Database>
let stranger: SupabaseClient<Database>
let anon: SupabaseClient<Database>
let service: SupabaseClient<Database>

interface Received {
  path: string
  body: string
  contentType: string | undefined
}

/** A stand-in for a host's build hook: records what it is sent, answers with `status`. */
async function startHookReceiver(status = 200): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = []
  const server = createServer((req: IncomingMessage, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      received.push({ path: req.url ?? '', body, contentType: req.headers['content-type'] })
      res.statusCode = status
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/build_hooks/secret-token-123`, received, server }
}

async function until<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs = 8000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function setHook(url: string | null) {
  const { error } = await admin.rpc('set_publish_settings', url ? { build_hook_url: url } : { clear_hook: true })
  if (error) throw error
}

/** The local stack's own receiver, as it sets it at start (PUBLISH_HOOK_URL): never through the API. */
async function setStackHook(url: string | null) {
  await applyLocalRules(stack.db, url)
}

async function requestsByStatus(): Promise<Record<string, number>> {
  const result = await stack.db.query<{ status: string; count: number }>('select status, count(*)::int as count from public.publish_requests group by status')
  return Object.fromEntries(result.rows.map((row) => [row.status, row.count]))
}

async function publish(): Promise<{ id: string; status: string; send_after: string | null; detail: string | null }> {
  const { data, error } = await admin.rpc('request_publish')
  if (error) throw error
  return data as { id: string; status: string; send_after: string | null; detail: string | null }
}

const QUEUED = 'Queued to the build hook.'

/** The request once the function recorded how the call went. */
async function answered(id: string, timeoutMs = 15_000) {
  return until(async () => {
    const row = await requestStatus(id)
    return row?.status === 'pending' || row?.detail === QUEUED ? undefined : row
  }, timeoutMs)
}

async function sentOrFailed(id: string) {
  return answered(id)
}

async function requestStatus(id: string) {
  const { data } = await admin.from('publish_requests').select('status, detail').eq('id', id).single()
  return data
}

beforeAll(async () => {
  // The build hook is called by an Edge Function: only that one is started, when first asked.
  stack = await startTestStack({ functions: { warm: false } })
  service = stack.serviceClient() as SupabaseClient<Database>
  admin = (await stack.adminClient()) as SupabaseClient<Database>
  await stack.createUser('publish-stranger@example.com', 'stranger-password-1')
  stranger = (await stack.signedInClient('publish-stranger@example.com', 'stranger-password-1')) as SupabaseClient<Database>
  anon = stack.anonClient() as SupabaseClient<Database>
})

afterAll(async () => {
  await stack?.stop()
})

beforeEach(async () => {
  await setHook(null)
  await setStackHook(null)
  await admin.rpc('set_publish_settings', { auto_publish: false })
  // Each case starts with no build in the last hour, under the default window and limit.
  await stack.db.exec(`
    delete from public.publish_requests;
    update private.publish_settings set publish_window_seconds = 60, builds_per_hour = 10;
  `)
})

describe('request_publish', () => {
  it('is refused to visitors and to signed-in users who are not admins', async () => {
    for (const client of [anon, stranger]) {
      const { data, error } = await client.rpc('request_publish')
      expect(data).toBeNull()
      expect(error?.code).toBe('42501')
    }
  })

  it('is recorded as skipped, with the reason, when no build hook is configured', async () => {
    const { data, error } = await admin.rpc('request_publish')
    expect(error).toBeNull()
    expect(data).toMatchObject({ reason: 'manual', status: 'skipped', detail: 'No build hook is configured.' })
  })

  it('reaches the configured build hook once, from the Edge Function; the request says queued, then the answer\'s class', async () => {
    const hook = await startHookReceiver(200)
    try {
      await setStackHook(hook.url)
      const { data, error } = await admin.rpc('request_publish')
      expect(error).toBeNull()
      expect(data).toMatchObject({ status: 'sent', detail: QUEUED })
      expect(await answered((data as { id: string }).id)).toEqual({ status: 'sent', detail: CALL.accepted })
      expect(hook.received).toHaveLength(1)
      expect(hook.received[0].path).toBe('/build_hooks/secret-token-123')
      expect(hook.received[0].contentType).toBe('application/json')
      expect(JSON.parse(hook.received[0].body)).toMatchObject({ reason: 'manual' })
      // Nothing is left for pg_net to send to the hook: the database only asked for the function.
      const queued = await stack.db.query<{ url: string }>('select url from net.http_request_queue')
      expect(queued.rows.filter((row) => !row.url.includes('/functions/v1/call-build-hook'))).toEqual([])
    } finally {
      hook.server.close()
    }
  }, 30_000)

  it('fails the request with the answer\'s class, never the host\'s answer, when the hook refuses it', async () => {
    const hook = await startHookReceiver(500)
    try {
      await setStackHook(hook.url)
      const { data } = await admin.rpc('request_publish')
      expect(data).toMatchObject({ status: 'sent' })
      expect(await answered((data as { id: string }).id)).toEqual({ status: 'failed', detail: CALL.failed })
    } finally {
      hook.server.close()
    }
  }, 30_000)

  it('fails the request with a fixed sentence, not the transport error, when the hook cannot be reached', async () => {
    const hook = await startHookReceiver(200)
    await new Promise((resolve) => hook.server.close(resolve))
    await setStackHook(hook.url)
    const { data } = await admin.rpc('request_publish')
    expect(await answered((data as { id: string }).id)).toEqual({ status: 'failed', detail: CALL.unreachable })
  }, 30_000)

  it('calls the hook once per request, however often the function runs', async () => {
    const hook = await startHookReceiver(200)
    try {
      await setStackHook(hook.url)
      const { data } = await admin.rpc('request_publish')
      await answered((data as { id: string }).id)
      for (let run = 0; run < 2; run += 1) {
        const response = await stack.functions!.invoke('call-build-hook', {
          path: '', headers: { Authorization: `Bearer ${stack.serviceRoleKey}`, 'Content-Type': 'application/json' }, body: '{}',
        })
        expect(response).toMatchObject({ status: 200 })
      }
      // The every-minute job asks again only while a queued request is unclaimed.
      await stack.db.query('select private.dispatch_due_publish_requests()')
      await stack.drainNet()
      expect(hook.received).toHaveLength(1)
    } finally {
      hook.server.close()
    }
  }, 30_000)

  it('hands the queued calls and their recording to the service role only', async () => {
    for (const client of [anon, stranger, admin]) {
      expect((await client.rpc('claim_build_hook_calls' as never)).error?.code).toBe('42501')
      const args = { request_id: '00000000-0000-0000-0000-000000000000', succeeded: true, outcome: 'HTTP 2xx' }
      expect((await client.rpc('record_build_hook_call' as never, args as never)).error?.code).toBe('42501')
    }
    expect((await service.rpc('claim_build_hook_calls' as never)).data).toEqual({ url: null, allow_loopback: true, calls: [] })
  })
})

describe('publish settings', () => {
  it('never give the hook URL back, only whether one is set and its host', async () => {
    await setHook('https://api.netlify.com/build_hooks/very-secret-token')
    const { data, error } = await admin.rpc('get_publish_settings')
    expect(error).toBeNull()
    expect(data).toEqual({ hook_configured: true, hook_host: 'api.netlify.com', auto_publish: false, builds_per_hour: 10, builds_last_hour: 0 })
    expect(JSON.stringify(data)).not.toContain('very-secret-token')
  })

  it('are out of reach of visitors and non-admins, to read or to change', async () => {
    for (const client of [anon, stranger]) {
      expect((await client.rpc('get_publish_settings')).error?.code).toBe('42501')
      expect((await client.rpc('set_publish_settings', { build_hook_url: 'https://evil.example/hook' })).error?.code).toBe('42501')
    }
    // The table itself is not exposed at all.
    const { error } = await service.schema('private' as never).from('publish_settings' as never).select('*')
    expect(error).not.toBeNull()
  })

  it('accept only an https hook to a public address, this machine included, answering 400 with the reason and storing nothing', async () => {
    const bad = [
      'http://127.0.0.1:5432/x', 'http://localhost:3000/hook', 'ftp://example.com/hook', 'http://example.com/hook',
      'javascript:alert(1)', 'https:// spaces .com',
    ]
    for (const url of bad) {
      const { error, status } = await admin.rpc('set_publish_settings', { build_hook_url: url })
      expect(status).toBe(400)
      expect(error?.message).toBe('The build hook must be an https:// address.')
    }
    // https to a private address: the port-probing and cloud-metadata forms (every other
    // private form is in tests/database/webhook-address-rule.test.ts).
    for (const url of ['https://127.0.0.1:5432/x', 'https://[::ffff:169.254.169.254]/latest']) {
      const { error, status } = await admin.rpc('set_publish_settings', { build_hook_url: url })
      expect({ status, message: error?.message }).toEqual({ status: 400, message: B.privateHost })
    }
    const { data } = await admin.rpc('get_publish_settings')
    expect(data).toMatchObject({ hook_configured: false })
    const stored = await stack.db.query<{ build_hook_url: string | null }>('select build_hook_url from private.publish_settings')
    expect(stored.rows).toEqual([{ build_hook_url: null }])
  })

  it('keep plain http and private addresses out of the table itself, whoever writes it', async () => {
    await expect(stack.db.query(`update private.publish_settings set build_hook_url = 'http://127.0.0.1:5432/x'`)).rejects.toThrow(/check constraint/)
    await expect(stack.db.query(`update private.publish_settings set build_hook_url = 'https://127.0.0.1:5432/x'`)).rejects.toThrow(/check constraint/)
  })
})

describe('coalescing and the hourly limit', () => {
  it('one build for every publish asked for within the minute after a build', async () => {
    const hook = await startHookReceiver(200)
    try {
      await setStackHook(hook.url)
      const first = await publish()
      expect(first.send_after).not.toBeNull()
      await sentOrFailed(first.id)

      // Within the window: one request waits for its end, and the next ones (an admin's and
      // an automatic one after a change) join it instead of making builds of their own.
      const second = await publish()
      expect(second.status).toBe('pending')
      expect(Date.parse(second.send_after!) - Date.now()).toBeGreaterThan(50_000)
      expect(second.detail).toMatch(/Waits for the end of the minute after the last build/)
      expect((await publish()).id).toBe(second.id)
      await admin.rpc('set_publish_settings', { auto_publish: true })
      await admin.from('blogs').insert({ title: 'Joins the waiting build', content: 'Body', author: { name: 'A' } })
      expect(await requestsByStatus()).toEqual({ sent: 1, pending: 1 })
      await stack.drainNet()
      expect(hook.received).toHaveLength(1)

      // Once the window is over (moved here rather than waited for), the every-minute job's
      // SQL sends the one waiting request.
      await stack.db.query(`update public.publish_requests set send_after = now() where status = 'pending'`)
      await stack.db.query('select private.dispatch_due_publish_requests()')
      expect(await requestStatus(second.id)).toMatchObject({ status: 'sent' })
      expect(await answered(second.id)).toEqual({ status: 'sent', detail: CALL.accepted })
      expect(hook.received).toHaveLength(2)
    } finally {
      hook.server.close()
    }
  })

  it('past the hourly limit, waits for a free slot and says so, on the request and on the dashboard', async () => {
    const hook = await startHookReceiver(200)
    try {
      await setStackHook(hook.url)
      await stack.db.query('update private.publish_settings set publish_window_seconds = 0, builds_per_hour = 2')
      for (let build = 0; build < 2; build += 1) await sentOrFailed((await publish()).id)
      const limited = await publish()
      expect(limited.status).toBe('pending')
      expect(limited.detail).toMatch(/^The limit of 2 builds an hour is reached/)
      // Free when the oldest build of the hour is an hour old.
      expect(Date.parse(limited.send_after!) - Date.now()).toBeGreaterThan(59 * 60_000)
      const { data } = await admin.rpc('get_publish_settings')
      expect(data).toMatchObject({ builds_per_hour: 2, builds_last_hour: 2 })
      await stack.drainNet()
      await stack.db.query('select private.dispatch_due_publish_requests()')
      await stack.drainNet()
      expect(hook.received).toHaveLength(2)
    } finally {
      hook.server.close()
    }
  })
})

describe('content changes', () => {
  it('are counted after a point in time, for admins only', async () => {
    const before = new Date().toISOString()
    const { data: created } = await admin
      .from('portfolios')
      .insert({ title: 'Counted', description: 'A change', service_id: 'saas' })
      .select('id')
      .single()
    await admin.from('portfolios').update({ title: 'Counted again' }).eq('id', created!.id)
    await admin.from('blogs').insert({ title: 'Counted post', content: 'Body', author: { name: 'A' } })
    const { data, error } = await admin.rpc('content_changes_since', { since: before })
    expect(error).toBeNull()
    expect(data).toMatchObject({ count: 3 })
    expect(Date.parse((data as { latest: string }).latest)).toBeGreaterThanOrEqual(Date.parse(before))
    expect((await anon.rpc('content_changes_since', { since: before })).error?.code).toBe('42501')
    expect((await stranger.rpc('content_changes_since', { since: before })).error?.code).toBe('42501')
  })

  it('stamp updated_at on every change, whatever the client sends', async () => {
    const { data: created } = await admin
      .from('blogs')
      .insert({ title: 'Stamped', content: 'Body', author: { name: 'A' } })
      .select('id, updated_at')
      .single()
    await admin.from('blogs').update({ title: 'Stamped again', updated_at: '2000-01-01T00:00:00Z' } as never).eq('id', created!.id)
    const { data } = await admin.from('blogs').select('updated_at').eq('id', created!.id).single()
    expect(new Date(data!.updated_at).getUTCFullYear()).toBeGreaterThan(2000)
    expect(Date.parse(data!.updated_at)).toBeGreaterThanOrEqual(Date.parse(created!.updated_at))
  })

  it('ask for a rebuild by themselves when auto-publish is on', async () => {
    await admin.rpc('set_publish_settings', { auto_publish: true })
    const since = new Date().toISOString()
    await admin.from('blogs').insert({ title: 'Auto', content: 'Body', author: { name: 'A' } })
    const { data } = await admin.from('publish_requests').select('reason, status').gte('requested_at', since)
    expect(data).toEqual([{ reason: 'auto', status: 'skipped' }])
  })
})
