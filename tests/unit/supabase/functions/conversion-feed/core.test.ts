import { describe, expect, it, vi } from 'vitest'
import { basicPassword, handleFeedRequest, parseFeedRequest } from '../../../../../supabase/functions/conversion-feed/core'

const BASE = 'https://project.supabase.example/functions/v1/conversion-feed'
const TOKEN = 'Qk3x_abcdefghijklmnopqrstuvwxyz-0123456789ABCDEFGHIJKLMNOPQRSTUV'
const CSV = 'Google Click ID,GBRAID,WBRAID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency,Ad User Data,Ad Personalization\r\n'

const basic = (user: string, password: string) => `Basic ${btoa(`${user}:${password}`)}`

/** PostgREST's answer to rpc/conversion_feed_for_token: the file for TOKEN, null otherwise. */
function fakeDatabase(status = 200) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    expect(String(input)).toBe('https://project.supabase.example/rest/v1/rpc/conversion_feed_for_token')
    if (status !== 200) return new Response('{"message":"down"}', { status })
    const args = JSON.parse(String(init?.body)) as { feed_token: string; file_name: string }
    const known = args.feed_token === TOKEN && ['won.csv', 'qualified-lead.csv'].includes(args.file_name)
    return new Response(JSON.stringify(known ? CSV : null), { status: 200 })
  })
}

const config = (fetch: typeof globalThis.fetch) => ({
  supabaseUrl: 'https://project.supabase.example/',
  serviceRoleKey: 'service-role-key',
  fetch,
})

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`${BASE}${path}`, { method, headers })

describe('a feed request', () => {
  it('names the file and carries the token in the path, or as the Basic password with any username', () => {
    expect(parseFeedRequest(`${BASE}/${TOKEN}/won.csv`, null)).toEqual({ file: 'won.csv', token: TOKEN, basic: false })
    expect(parseFeedRequest(`${BASE}/won.csv?x=1`, basic('google', TOKEN))).toEqual({ file: 'won.csv', token: TOKEN, basic: true })
    expect(parseFeedRequest(`${BASE}/won.csv`, null)).toEqual({ file: 'won.csv', token: null, basic: true })
    // Edge Runtime may hand the function its path without the /functions/v1 prefix.
    expect(parseFeedRequest(`http://localhost/conversion-feed/${TOKEN}/qualified-lead.csv`, null)?.file).toBe('qualified-lead.csv')
    for (const path of ['', '/', `/${TOKEN}`, `/${TOKEN}/won.txt`, `/a/${TOKEN}/won.csv`]) {
      expect(parseFeedRequest(`${BASE}${path}`, null), path).toBeNull()
    }
  })

  it('reads the Basic password, which may hold colons, and nothing from other schemes', () => {
    expect(basicPassword(basic('', 'a:b:c'))).toBe('a:b:c')
    expect(basicPassword(`Bearer ${TOKEN}`)).toBeNull()
    expect(basicPassword('Basic !!!')).toBeNull()
    expect(basicPassword(`Basic ${btoa('no-colon')}`)).toBeNull()
  })
})

describe('the conversion-feed function', () => {
  it('answers the file as CSV, asking the database with the service role', async () => {
    const fetch = fakeDatabase()
    for (const [path, headers] of [[`/${TOKEN}/won.csv`, {}], ['/won.csv', { Authorization: basic('ads', TOKEN) }]] as const) {
      const response = await handleFeedRequest(get(path, headers), config(fetch))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.text()).toBe(CSV)
    }
    const [, init] = fetch.mock.calls[0]!
    expect(init?.headers).toMatchObject({ apikey: 'service-role-key', Authorization: 'Bearer service-role-key' })
    expect(JSON.parse(String(init?.body))).toEqual({ feed_token: TOKEN, file_name: 'won.csv', mark: true })
  })

  it('answers 404 with an empty body to a wrong token or file in the path', async () => {
    for (const path of [`/${TOKEN.replace('Q', 'R')}/won.csv`, `/${TOKEN}/lost.csv`, '/short/won.csv', '/nothing-here']) {
      const response = await handleFeedRequest(get(path), config(fakeDatabase()))
      expect(response.status, path).toBe(404)
      expect(await response.text()).toBe('')
    }
  })

  it('challenges for Basic credentials when they are missing or wrong, with an empty body', async () => {
    const attempts: Array<Record<string, string>> = [
      {}, { Authorization: basic('ads', 'wrong-password-0123456789') }, { Authorization: `Bearer ${TOKEN}` },
    ]
    for (const headers of attempts) {
      const response = await handleFeedRequest(get('/won.csv', headers), config(fakeDatabase()))
      expect(response.status).toBe(401)
      expect(response.headers.get('www-authenticate')).toMatch(/^Basic realm=/)
      expect(await response.text()).toBe('')
    }
  })

  it('does not ask the database about a token that cannot be one', async () => {
    const fetch = fakeDatabase()
    await handleFeedRequest(get('/won.csv', { Authorization: basic('ads', 'x') }), config(fetch))
    await handleFeedRequest(get(`/${'%27'.repeat(20)}/won.csv`), config(fetch))
    expect(fetch).not.toHaveBeenCalled()
  })

  it('answers HEAD without a body and asks the database to mark nothing, refuses other methods, and says 503 when the database fails', async () => {
    const fetch = fakeDatabase()
    const head = await handleFeedRequest(get('/won.csv', { Authorization: basic('ads', TOKEN) }, 'HEAD'), config(fetch))
    expect([head.status, await head.text()]).toEqual([200, ''])
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ feed_token: TOKEN, file_name: 'won.csv', mark: false })
    const post = await handleFeedRequest(get(`/${TOKEN}/won.csv`, {}, 'POST'), config(fakeDatabase()))
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD'])
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const down = await handleFeedRequest(get(`/${TOKEN}/won.csv`), config(fakeDatabase(500)))
    expect([down.status, await down.text()]).toEqual([503, ''])
    expect(errors).toHaveBeenCalled()
    errors.mockRestore()
  })
})
