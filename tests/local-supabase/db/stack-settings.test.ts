/**
 * The migrations hold only the production rules (no webhook receiver on this machine, the build
 * hook an admin set); the local stack puts its own in place at start, after the migrations, so
 * supabase/schema.sql never holds them.
 */
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyLocalRules, writeStackSettings } from '../../../supabase/local/db/stack-settings'
import { SCHEMA_SNAPSHOT_FILE } from '../../../scripts/db/types/schema-snapshot'
import { startTestStack, type TestStack } from '../../support/local-stack'

const STACK_HOOK = 'http://127.0.0.1:9/build_hooks/local'

let production: TestStack

beforeAll(async () => {
  production = await startTestStack({ productionRules: true })
})

afterAll(async () => {
  await production?.stop()
})

async function rules(stack: TestStack) {
  const { rows } = await stack.db.query<{ loopback: boolean; hook: string | null }>(
    'select private.loopback_receivers_allowed() as loopback, private.effective_build_hook() as hook',
  )
  return rows[0]
}

describe('the production rules', () => {
  it('refuse loopback receivers and call no hook but the admin\'s, even with a stack hook configured', async () => {
    await writeStackSettings(production.db, { url: production.url, serviceRoleKey: production.serviceRoleKey, publishHookUrl: STACK_HOOK, productionRules: true })
    expect(await rules(production)).toEqual({ loopback: false, hook: null })
    const { rows } = await production.db.query<{ refusal: string | null }>(
      "select private.webhook_url_refusal('http://127.0.0.1:8788/hook', private.loopback_receivers_allowed()) as refusal",
    )
    expect(rows[0]!.refusal).toBe('A webhook address must start with https://.')
  })

  it('are what supabase/schema.sql holds, with nothing of the local stack in it', () => {
    const schema = readFileSync(SCHEMA_SNAPSHOT_FILE, 'utf8')
    expect(schema).not.toMatch(/local_stack|127\.0\.0\.1|select true;/)
    expect(schema).toMatch(/FUNCTION private\.loopback_receivers_allowed\(\)[\s\S]*?select false;/)
  })
})

describe('the local stack\'s rules', () => {
  let local: TestStack

  beforeAll(async () => {
    local = await startTestStack()
  })

  afterAll(async () => {
    await local?.stop()
  })

  it('allow loopback receivers and fall back to the stack\'s own hook, the admin\'s winning', async () => {
    expect(await rules(local)).toEqual({ loopback: true, hook: null })
    await applyLocalRules(local.db, STACK_HOOK)
    expect(await rules(local)).toEqual({ loopback: true, hook: STACK_HOOK })
    const admin = await local.adminClient()
    expect((await admin.rpc('set_publish_settings', { build_hook_url: 'https://api.netlify.com/build_hooks/abc' })).error).toBeNull()
    expect((await rules(local))?.hook).toBe('https://api.netlify.com/build_hooks/abc')
  })

  it('take only a hook on this machine or an https one, written as a literal that cannot break out', async () => {
    for (const url of ['http://example.com/hook', "https://x.example/'; drop table public.portfolios; --", 'file:///etc/passwd']) {
      await expect(applyLocalRules(local.db, url)).rejects.toThrow(/PUBLISH_HOOK_URL/)
    }
    expect(await local.db.query("select to_regclass('public.portfolios') is not null as present").then((r) => r.rows[0])).toEqual({ present: true })
  })
})
