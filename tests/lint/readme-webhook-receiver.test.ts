// The README's webhook receiver is code people copy: it is run here against what the delivery
// function really sends (signWebhook), so it verifies a real delivery and refuses what it must.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { signWebhook } from '../../supabase/functions/_shared/notifications/webhook'
import { signingSecret as newSigningSecret } from '../support/notifications'

type Headers = Record<string, string>
interface Receiver {
  checkWebhook(headers: Headers, rawBody: string, secret: string): 'reject' | 'duplicate' | 'new'
  rememberWebhook(headers: Headers): void
}

/** The README's ```js block after "A receiver checks it like this", as a module. */
function readmeSnippet(): string {
  const readme = readFileSync('README.md', 'utf8')
  const from = readme.indexOf('A receiver checks it like this')
  const match = /```js\n([\s\S]*?)```/.exec(readme.slice(from))
  if (from < 0 || !match) throw new Error('README.md has no receiver snippet')
  return `${match[1]!.replace(/^ {2}/gm, '')}\nexport { checkWebhook, rememberWebhook }\n`
}

const dir = mkdtempSync(join(tmpdir(), 'readme-receiver-'))
let receiver: Receiver
const signingSecret = newSigningSecret()
const body = JSON.stringify({ type: 'inquiry.created', id: 'n-1', text: 'New inquiry' })

async function delivery(id: string, timestamp: number, text = body): Promise<Headers> {
  return { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': await signWebhook(signingSecret, id, timestamp, text) }
}

beforeAll(async () => {
  const file = join(dir, 'receiver.mjs')
  writeFileSync(file, readmeSnippet())
  receiver = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Receiver
})

afterAll(() => {
  vi.useRealTimers()
  rmSync(dir, { recursive: true, force: true })
})

describe("the README's webhook receiver", () => {
  const now = () => Math.floor(Date.now() / 1000)

  it('accepts what the delivery function sends, once; the same request again is a duplicate', async () => {
    const headers = await delivery('7d7c1f1e-0001', now())
    expect(receiver.checkWebhook(headers, body, signingSecret)).toBe('new')
    receiver.rememberWebhook(headers)
    expect(receiver.checkWebhook(headers, body, signingSecret)).toBe('duplicate')
    // A retry: the same id, signed afresh.
    expect(receiver.checkWebhook(await delivery('7d7c1f1e-0001', now() + 30), body, signingSecret)).toBe('duplicate')
  })

  it('refuses a changed body, another secret, a forged or truncated signature, and a missing header', async () => {
    const headers = await delivery('7d7c1f1e-0002', now())
    expect(receiver.checkWebhook(headers, body.replace('New', 'Old'), signingSecret)).toBe('reject')
    expect(receiver.checkWebhook(headers, body, `whsec_${Buffer.from('another key of 32 bytes, exactly').toString('base64')}`)).toBe('reject')
    const signature = headers['webhook-signature']!
    expect(receiver.checkWebhook({ ...headers, 'webhook-signature': `v1,${'A'.repeat(44)}` }, body, signingSecret)).toBe('reject')
    expect(receiver.checkWebhook({ ...headers, 'webhook-signature': signature.slice(0, 20) }, body, signingSecret)).toBe('reject')
    expect(receiver.checkWebhook({ ...headers, 'webhook-signature': signature.replace('v1,', 'v2,') }, body, signingSecret)).toBe('reject')
    const { 'webhook-id': _id, ...withoutId } = headers
    expect(receiver.checkWebhook(withoutId, body, signingSecret)).toBe('reject')
  })

  it('refuses a request older or newer than five minutes, so a captured one cannot be replayed later', async () => {
    expect(receiver.checkWebhook(await delivery('7d7c1f1e-0003', now() - 301), body, signingSecret)).toBe('reject')
    expect(receiver.checkWebhook(await delivery('7d7c1f1e-0004', now() + 301), body, signingSecret)).toBe('reject')
  })

  it('remembers an id for the whole window a replay of it could pass, and forgets it after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'))
    const headers = await delivery('7d7c1f1e-0005', now())
    expect(receiver.checkWebhook(headers, body, signingSecret)).toBe('new')
    receiver.rememberWebhook(headers)
    vi.setSystemTime(new Date('2026-11-25T12:04:59Z'))
    expect(receiver.checkWebhook(headers, body, signingSecret)).toBe('duplicate')
    vi.setSystemTime(new Date('2026-11-25T12:05:01Z'))
    // Past the window the captured request is refused by its timestamp; the id is no longer needed.
    expect(receiver.checkWebhook(headers, body, signingSecret)).toBe('reject')
    vi.useRealTimers()
  })
})
