/**
 * The local Edge Functions runtime: any folder of the functions directory is served at
 * /functions/v1/<name> under real Deno, behind the gateway's JWT check, with the environment
 * a hosted function gets; SQL asks for a function run through the pg_net stand-in and the
 * pg_cron stand-in runs scheduled jobs. Fixture functions live in tests/fixtures/functions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cronIntervalMs } from '../../supabase/local/cron'
import { startTestStack, type TestStack } from '../support/local-stack'
import { startReceiver, waitFor, type Receiver } from '../support/notifications'

const FIXTURES = 'tests/fixtures/functions'
let stack: TestStack
let recorder: Receiver

beforeAll(async () => {
  process.env.DEVELOPER_ONLY = 'never passed to functions'
  recorder = await startReceiver()
  stack = await startTestStack({
    functions: {
      dir: FIXTURES,
      configFile: `${FIXTURES}/config.toml`,
      env: { FROM_OPTIONS: 'given by the stack', RECORD_URL: recorder.url },
    },
  })
})

afterAll(async () => {
  await stack?.stop()
  await recorder?.close()
})

const call = (path: string, init: RequestInit = {}) => fetch(`${stack.url}/functions/v1/${path}`, init)

describe('/functions/v1', () => {
  it('runs a function with its path, query, body, shared code and the environment of a hosted function', async () => {
    const response = await call('echo/sub/path?x=1', {
      method: 'POST',
      headers: { Authorization: `Bearer ${stack.anonKey}` },
      body: 'hello',
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-echo')).toBe('yes')
    expect(await response.json()).toEqual({
      greeting: 'hello from _shared',
      method: 'POST',
      path: '/echo/sub/path',
      search: '?x=1',
      authorization: `Bearer ${stack.anonKey}`,
      body: 'hello',
      secret: 'from the functions .env',
      fromOptions: 'given by the stack',
      supabaseUrl: stack.url,
      leaked: null,
    })
  })

  it('checks the JWT as Supabase\'s gateway does, unless the function\'s verify_jwt is off', async () => {
    expect(await (await call('echo')).json()).toEqual({ code: 'UNAUTHORIZED_NO_AUTH_HEADER', message: 'Missing authorization header' })
    const forged = `${stack.anonKey.slice(0, -4)}AAAA`
    const rejected = await call('echo', { headers: { Authorization: `Bearer ${forged}` } })
    expect(rejected.status).toBe(401)
    expect(await rejected.json()).toEqual({ code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT' })

    const open = await call('open')
    expect([open.status, await open.text()]).toEqual([200, 'open to all'])
    // Browsers send no Authorization on a preflight: it reaches the function, which answers CORS.
    expect((await call('echo', { method: 'OPTIONS' })).status).toBe(200)
  })

  it('answers 404 for a missing function and for shared code', async () => {
    for (const name of ['missing', '_shared', '..%2Fecho']) {
      const response = await call(name, { headers: { Authorization: `Bearer ${stack.anonKey}` } })
      expect(response.status, name).toBe(404)
      expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Requested function was not found' })
    }
  })
})

describe('background invocations', () => {
  it('private.invoke_edge_function asks for a run through net.http_post; it comes after the commit, with the service-role key', async () => {
    recorder.requests.length = 0
    await stack.db.exec(`begin; select private.invoke_edge_function('record'); rollback;`)
    await stack.db.exec(`select private.invoke_edge_function('record')`)
    await waitFor(() => recorder.requests.length >= 1, { timeoutMs: 5000, what: 'the invocation' })
    await stack.drainNet()
    expect(recorder.requests.map((request) => request.json)).toEqual([
      { authorization: `Bearer ${stack.serviceRoleKey}`, method: 'POST' },
    ])
    const { rows } = await stack.db.query<{ status_code: number; content: string }>('select status_code, content from net._http_response')
    expect(rows).toContainEqual({ status_code: 200, content: 'recorded' })
  })

  it('the pg_cron stand-in runs a scheduled job at its interval', async () => {
    recorder.requests.length = 0
    await stack.db.exec(`select cron.schedule('fixture-job', '1 seconds', $$select private.invoke_edge_function('record')$$)`)
    await waitFor(() => recorder.requests.length >= 2, { timeoutMs: 6000, what: 'two scheduled runs' })
    await stack.db.exec(`select cron.unschedule('fixture-job')`)
  })

  it('understands pg_cron\'s every-N-seconds and every-N-minutes schedules', () => {
    expect(cronIntervalMs('1 seconds')).toBe(1000)
    expect(cronIntervalMs('30 seconds')).toBe(30_000)
    expect(cronIntervalMs('* * * * *')).toBe(60_000)
    expect(cronIntervalMs('*/5 * * * *')).toBe(300_000)
    expect(cronIntervalMs('0 3 * * *')).toBeNull()
    expect(cronIntervalMs('90 seconds')).toBeNull()
  })
})
