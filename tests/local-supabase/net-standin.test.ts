/**
 * The pg_net stand-in: `net.http_post` with pg_net's signature queues a request that the stack
 * sends after the commit (a rolled-back transaction sends nothing) and answers in
 * `net._http_response`, as pg_net does. Outside URLs get an HTTP POST; the stack's own
 * `/functions/v1/<name>` goes to the function runner (tests/local-supabase/functions.test.ts).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../support/local-stack'
import { startReceiver, waitFor, type Receiver } from '../support/notifications'

let stack: TestStack
let receiver: Receiver

beforeAll(async () => {
  receiver = await startReceiver()
  stack = await startTestStack()
})

afterAll(async () => {
  await stack?.stop()
  await receiver?.close()
})

beforeEach(() => {
  receiver.requests.length = 0
  receiver.respond = () => 200
})

async function post(url: string, body: object, extra = ''): Promise<string> {
  const { rows } = await stack.db.query<{ id: string }>(
    `select net.http_post(url := $1, body := $2::jsonb${extra})::text as id`,
    [url, JSON.stringify(body)],
  )
  return rows[0]!.id
}

async function answer(id: string) {
  await stack.drainNet()
  const { rows } = await stack.db.query<{ status_code: number | null; content: string | null; error_msg: string | null }>(
    'select status_code, content, error_msg from net._http_response where id = $1',
    [id],
  )
  return rows[0]
}

describe('net.http_post', () => {
  it('sends a committed request as an HTTP POST with its body, headers and query parameters, and records the answer', async () => {
    receiver.respond = () => 202
    const id = await post(receiver.url, { hello: 'world' }, `, params := '{"a": "1"}', headers := '{"Content-Type": "application/json", "X-Token": "t"}'`)
    await waitFor(() => receiver.requests.length === 1, { timeoutMs: 5_000, what: 'the POST' })
    expect(receiver.requests[0]).toMatchObject({ path: '/hook?a=1', json: { hello: 'world' } })
    expect(receiver.requests[0]!.headers).toMatchObject({ 'content-type': 'application/json', 'x-token': 't' })
    expect(await answer(id)).toEqual({ status_code: 202, content: '{"received":true}', error_msg: null })
  })

  it('sends nothing for a transaction that rolls back', async () => {
    await stack.db.transaction(async (tx) => {
      await tx.query(`select net.http_post(url := $1, body := '{"n": "rolled back"}')`, [receiver.url])
      throw new Error('roll back')
    }).catch(() => undefined)
    await post(receiver.url, { n: 'committed' })
    await waitFor(() => receiver.requests.length >= 1, { timeoutMs: 5_000, what: 'the committed POST' })
    await stack.drainNet()
    expect(receiver.requests.map((request) => request.json)).toEqual([{ n: 'committed' }])
    expect((await stack.db.query('select 1 from net.http_request_queue')).rows).toEqual([])
  })

  it('records a receiver that cannot be reached as pg_net does, with no status and the error', async () => {
    await receiver.down()
    try {
      const id = await post(receiver.url, {})
      const recorded = await answer(id)
      expect(recorded?.status_code).toBeNull()
      expect(recorded?.error_msg).toBeTruthy()
    } finally {
      await receiver.up()
    }
  })

  it('answers a function this stack does not serve as the gateway does, with 404', async () => {
    const id = await post(`${stack.url}/functions/v1/missing`, {})
    expect(await answer(id)).toMatchObject({ status_code: 404 })
  })

  it('is out of reach of the API, whose schemas do not include net (as on hosted Supabase)', async () => {
    const { error } = await stack.serviceClient().schema('net' as never).rpc('http_post' as never, { url: receiver.url } as never)
    expect(error).not.toBeNull()
  })

  it('is the only way the migrations\' functions reach out: none of them notifies a channel', async () => {
    const { rows } = await stack.db.query<{ name: string }>(
      `select n.nspname || '.' || p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname not in ('net', 'cron', 'vault', 'pg_catalog', 'information_schema')
          and (p.prosrc ilike '%pg_notify%' or p.prosrc ilike '%edge_function_invocation%')`,
    )
    expect(rows).toEqual([])
    const invoke = await stack.db.query<{ source: string }>(`select prosrc as source from pg_proc where proname = 'invoke_edge_function'`)
    expect(invoke.rows[0]?.source).toContain('net.http_post')
  })
})
