/**
 * One rule for the addresses a webhook or the build hook may not go to, written twice: in
 * TypeScript for the admin's form and the Edge Functions that send
 * (supabase/functions/_shared/address-rule.ts), and in SQL for the database's save-time checks
 * (private.webhook_url_refusal, private.build_hook_url_refusal). This table holds both to the
 * same answers, the forms the URL parser normalises and the IPv6 forms carrying an IPv4 address
 * included; the build hook is held to its hosted column (never loopback).
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ADDRESS_RULE_MESSAGES as M, BUILD_HOOK_RULE_MESSAGES as B, buildHookUrlRefusal, webhookUrlRefusal } from '../../supabase/functions/_shared/address-rule'
import { startTestStack, type TestStack } from '../support/local-stack'

let stack: TestStack
let admin: SupabaseClient

type Verdict = keyof typeof M | null

/** [url, verdict without the local stack's loopback allowance, verdict with it] */
const TABLE: Array<[string, Verdict, Verdict]> = [
  ['https://hooks.slack.com/services/T000/B000/XXXX', null, null],
  ['https://example.com:8443/hook?x=1#y', null, null],
  ['https://user:pass@hooks.example.com/a', null, null],
  ['https://8.8.8.8/hook', null, null],
  ['https://[2606:4700:4700::1111]/hook', null, null],
  ['https://10.example.com/', null, null],
  ['http://example.com/hook', 'notHttps', 'notHttps'],
  ['ftp://example.com/hook', 'notHttps', 'notHttps'],
  ['http://localhost:3000/hook', 'notHttps', 'notHttps'],
  ['http://169.254.169.254/latest/meta-data/', 'notHttps', 'notHttps'],
  ['https://169.254.169.254/latest/meta-data/', 'privateHost', 'privateHost'],
  ['http://10.0.0.1/', 'notHttps', 'notHttps'],
  ['https://10.0.0.1/', 'privateHost', 'privateHost'],
  ['https://10.0.0.1./', 'privateHost', 'privateHost'],
  ['https://172.16.5.4/', 'privateHost', 'privateHost'],
  ['https://172.32.0.1/', null, null],
  ['https://192.168.1.1/', 'privateHost', 'privateHost'],
  ['https://100.64.0.1/', 'privateHost', 'privateHost'],
  ['https://100.128.0.1/', null, null],
  ['https://0.0.0.0/', 'privateHost', 'privateHost'],
  ['https://127.0.0.1/hook', 'privateHost', null],
  ['http://127.0.0.1:5432/x', 'notHttps', null],
  ['http://127.1.2.3/x', 'notHttps', null],
  ['https://2130706433/', 'privateHost', null],
  ['https://0x7f.1/', 'privateHost', null],
  ['https://0177.0.0.1/', 'privateHost', null],
  ['https://127.1/', 'privateHost', null],
  ['https://167772161/', 'privateHost', 'privateHost'],
  ['https://0xa9.0xfe.0xa9.0xfe/', 'privateHost', 'privateHost'],
  ['https://１０.０.０.１/', 'privateHost', 'privateHost'],
  ['https://10。0。0。1/', 'privateHost', 'privateHost'],
  ['https://evil.com@10.0.0.1/', 'privateHost', 'privateHost'],
  ['https://10.0.0.1\\@evil.com/', 'privateHost', 'privateHost'],
  ['https://%31%30.0.0.1/', 'encodedHost', 'encodedHost'],
  ['https://256.0.0.1/', 'notHttps', 'notHttps'],
  ['https://1.2.3.4.5/', 'notHttps', 'notHttps'],
  ['https://[::1]/', 'privateHost', null],
  ['http://[::1]:8080/', 'notHttps', null],
  ['https://[::]/', 'privateHost', 'privateHost'],
  ['https://[::ffff:127.0.0.1]/', 'privateHost', null],
  ['https://[::ffff:a9fe:a9fe]/', 'privateHost', 'privateHost'],
  ['https://[::ffff:8.8.8.8]/', null, null],
  ['https://[::10.0.0.1]/', 'privateHost', 'privateHost'],
  ['https://[64:ff9b::10.0.0.1]/', 'privateHost', 'privateHost'],
  ['https://[fd00:ec2::254]/', 'privateHost', 'privateHost'],
  ['https://[fc00::1]/', 'privateHost', 'privateHost'],
  ['https://[fe80::1]/', 'privateHost', 'privateHost'],
  ['https://[ff02::1]/', 'privateHost', 'privateHost'],
  ['https://[2001:db8::1]/', null, null],
  ['https://[::1/', 'notHttps', 'notHttps'],
  ['https://127.0.0.1:5432/x', 'privateHost', null],
  ['https://[::ffff:169.254.169.254]/latest', 'privateHost', 'privateHost'],
  // IPv4-translated (::ffff:0:0:0/96), NAT64 (64:ff9b::/96, and 64:ff9b:1::/48 refused whole)
  // and 6to4 (2002::/16): judged by the IPv4 address they carry.
  ['https://[::ffff:0:10.0.0.1]/', 'privateHost', 'privateHost'],
  ['https://[::ffff:0:7f00:1]/', 'privateHost', null],
  ['https://[::ffff:0:8.8.8.8]/', null, null],
  ['https://[64:ff9b::a9fe:a9fe]/latest', 'privateHost', 'privateHost'],
  ['https://[64:ff9b::808:808]/', null, null],
  ['https://[64:ff9b:1::808:808]/', 'privateHost', 'privateHost'],
  ['https://[64:ff9b:1:a9fe:a9::fe00]/', 'privateHost', 'privateHost'],
  ['https://[2002:a9fe:a9fe::1]/latest', 'privateHost', 'privateHost'],
  ['https://[2002:c0a8:101::]/', 'privateHost', 'privateHost'],
  ['https://[2002:6440:1::]/', 'privateHost', 'privateHost'],
  ['https://[2002:7f00:1::]/', 'privateHost', null],
  ['https://[2002:808:808::1]/', null, null],
]

beforeAll(async () => {
  stack = await startTestStack()
  admin = await stack.adminClient()
})

afterAll(async () => {
  await stack?.stop()
})

async function sqlRefusal(url: string, allowLoopback: boolean): Promise<string | null> {
  const result = await stack.db.query<{ refusal: string | null }>('select private.webhook_url_refusal($1, $2) as refusal', [url, allowLoopback])
  return result.rows[0]!.refusal
}

async function sqlBuildHookRefusal(url: string): Promise<string | null> {
  const result = await stack.db.query<{ refusal: string | null }>('select private.build_hook_url_refusal($1) as refusal', [url])
  return result.rows[0]!.refusal
}

describe('the webhook address rule', () => {
  it.each(TABLE)('%s: the TypeScript rule and the database agree', async (url, hosted, local) => {
    for (const [allowLoopback, verdict] of [[false, hosted], [true, local]] as const) {
      const expected = verdict ? M[verdict] : null
      expect(webhookUrlRefusal(url, allowLoopback), `TypeScript, loopback ${allowLoopback}`).toBe(expected)
      expect(await sqlRefusal(url, allowLoopback), `SQL, loopback ${allowLoopback}`).toBe(expected)
    }
  })

  it.each(TABLE)('%s: the build hook gets the hosted verdict, in its own words, on the local stack too', async (url, hosted) => {
    const expected = hosted ? B[hosted] : null
    expect(buildHookUrlRefusal(url), 'TypeScript').toBe(expected)
    expect(await sqlBuildHookRefusal(url), 'SQL').toBe(expected)
  })
})

describe('saving the build hook', () => {
  const PRIVATE_FORMS = TABLE.filter(([, hosted]) => hosted === 'privateHost').map(([url]) => url)

  afterEach(async () => {
    await stack.db.query('update private.publish_settings set build_hook_url = null')
  })

  it('refuses every private form in the table with a 400 and the reason, and stores nothing', async () => {
    expect(PRIVATE_FORMS.length).toBeGreaterThan(30)
    for (const url of PRIVATE_FORMS) {
      const { data, error, status } = await admin.rpc('set_publish_settings', { build_hook_url: url })
      expect({ url, status, message: error?.message, code: error?.code, data }).toEqual({ url, status: 400, message: B.privateHost, code: '22023', data: null })
    }
    const stored = await stack.db.query<{ build_hook_url: string | null }>('select build_hook_url from private.publish_settings')
    expect(stored.rows).toEqual([{ build_hook_url: null }])
  })

  it('keeps a saved hook when a private one is refused, and the table refuses one written around the function', async () => {
    expect((await admin.rpc('set_publish_settings', { build_hook_url: 'https://api.netlify.com/build_hooks/abc' })).error).toBeNull()
    expect((await admin.rpc('set_publish_settings', { build_hook_url: 'https://[::ffff:169.254.169.254]/latest' })).status).toBe(400)
    await expect(stack.db.query(`update private.publish_settings set build_hook_url = 'https://[2002:a9fe:a9fe::]/x'`)).rejects.toThrow(/check constraint/)
    const stored = await stack.db.query<{ build_hook_url: string | null }>('select build_hook_url from private.publish_settings')
    expect(stored.rows).toEqual([{ build_hook_url: 'https://api.netlify.com/build_hooks/abc' }])
  })
})

const SECRET = `whsec_${'A'.repeat(43)}=`

async function addWebhook(client: SupabaseClient, url: string) {
  return client.from('notification_destinations').insert({ kind: 'webhook', name: 'Probe', webhook_url: url, signing_secret: SECRET }).select('id')
}

async function storedUrls(on: TestStack = stack): Promise<string[]> {
  const result = await on.db.query<{ webhook_url: string }>("select webhook_url from public.notification_destinations where kind = 'webhook'")
  return result.rows.map((row) => row.webhook_url)
}

describe('saving a webhook destination', () => {
  // As on hosted Supabase: the migrated rules, without the local stack's own.
  let hosted: TestStack
  let hostedAdmin: SupabaseClient

  beforeAll(async () => {
    hosted = await startTestStack({ productionRules: true })
    hostedAdmin = await hosted.adminClient()
  })

  afterAll(async () => {
    await hosted?.stop()
  })

  afterEach(async () => {
    await stack.db.query('delete from public.notification_destinations')
  })

  it.each([
    ['http://169.254.169.254/latest/meta-data/iam/security-credentials/', M.notHttps],
    ['https://169.254.169.254/latest/meta-data/', M.privateHost],
    ['http://10.0.0.1/', M.notHttps],
    ['https://10.0.0.1/', M.privateHost],
    ['https://[::ffff:a9fe:a9fe]/', M.privateHost],
    ['https://0xa9fea9fe/', M.privateHost],
  ])('refuses %s with a 400 and the reason, on the local stack too, and stores nothing', async (url, message) => {
    const { data, error, status } = await addWebhook(admin, url)
    // One comparison, so a failure shows the whole answer.
    expect({ status, message: error?.message, code: error?.code, data }).toEqual({ status: 400, message, code: '22023', data: null })
    expect(await storedUrls()).toEqual([])
  })

  it('refuses changing a saved destination to a private address, and keeps the saved one', async () => {
    const { data } = await addWebhook(admin, 'https://hooks.example.com/in')
    const id = (data as Array<{ id: string }>)[0]!.id
    const { error, status } = await admin.from('notification_destinations').update({ webhook_url: 'https://192.168.1.10/admin' }).eq('id', id)
    expect(status).toBe(400)
    expect(error?.message).toBe(M.privateHost)
    expect(await storedUrls()).toEqual(['https://hooks.example.com/in'])
  })

  it('accepts this machine\'s receivers on the local stack only: the migrated rules refuse them', async () => {
    expect((await addWebhook(admin, 'http://127.0.0.1:8788/hook')).status).toBe(201)
    for (const url of ['http://127.0.0.1:8789/hook', 'https://127.0.0.1/hook', 'https://[::1]/hook']) {
      const { error, status } = await addWebhook(hostedAdmin, url)
      expect({ url, status, code: error?.code }).toEqual({ url, status: 400, code: '22023' })
    }
    expect(await storedUrls()).toEqual(['http://127.0.0.1:8788/hook'])
    expect(await storedUrls(hosted)).toEqual([])
    expect((await addWebhook(hostedAdmin, 'https://hooks.example.com/in')).status).toBe(201)
  })

  it('tells the delivery function the same allowance, and no other API role', async () => {
    expect((await stack.serviceClient().rpc('webhook_address_policy')).data).toEqual({ allow_loopback: true })
    expect((await hosted.serviceClient().rpc('webhook_address_policy')).data).toEqual({ allow_loopback: false })
    for (const client of [admin, stack.anonClient()]) {
      expect((await client.rpc('webhook_address_policy')).error?.code).toBe('42501')
    }
  })

  it('leaves the allowance to the stack: no API role can change or call the rule itself', async () => {
    for (const client of [admin, stack.serviceClient()]) {
      const { error } = await client.schema('private' as never).rpc('loopback_receivers_allowed' as never)
      expect(error).not.toBeNull()
    }
    const grants = await hosted.db.query<{ role: string }>(
      `select grantee as role from information_schema.routine_privileges
        where routine_schema = 'private' and routine_name = 'loopback_receivers_allowed' and grantee in ('anon', 'authenticated', 'service_role', 'PUBLIC')`,
    )
    expect(grants.rows).toEqual([])
  })
})
