/**
 * The sender of notification emails becomes their From header, so it is one line with nothing
 * that could end the header or start another. The settings form (SENDER) and the database's
 * CHECK hold the same pattern; this keeps them in step and shows a refusal stores nothing.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SENDER } from '@/features/notifications/model/settings-form'
import { startTestStack, type TestStack } from '../support/local-stack'

let stack: TestStack
let admin: SupabaseClient

const SENDERS: Array<[string, boolean]> = [
  ['leads@agency.example', true],
  ['Leads <leads@agency.example>', true],
  ['Agency Website (leads) <leads@agency.example>', true],
  ['Ünïcode & Söhne <leads@agency.example>', true],
  ["o'brien+leads@agency.example", true],
  ['Leads\r\nBcc: spy@elsewhere.example <leads@agency.example>', false],
  ['Leads <leads@agency.example>\r\nBcc: spy@elsewhere.example', false],
  ['Leads\n<leads@agency.example>', false],
  ['Leads\t<leads@agency.example>', false],
  ['Leads\u0085 <leads@agency.example>', false],
  ['"Leads" <leads@agency.example>', false],
  ['Leads, Sales <leads@agency.example>', false],
  ['Bcc: spy <leads@agency.example>', false],
  ['Leads; x <leads@agency.example>', false],
  ['Leads <leads@agency.example>, spy@elsewhere.example', false],
  ['Leads <leads@agency.example> <spy@elsewhere.example>', false],
  ['Leads <leads@agency>', false],
  ['leads@agency.example\n', false],
  ['Leads leads@agency.example', false],
]

beforeAll(async () => {
  stack = await startTestStack()
  admin = await stack.adminClient()
})

afterAll(async () => {
  await stack?.stop()
})

async function savedSender(): Promise<string | null> {
  const result = await stack.db.query<{ email_from: string | null }>('select email_from from public.notification_settings')
  return result.rows[0]!.email_from
}

describe('the sender of notification emails', () => {
  it.each(SENDERS)('%j: the form and the database agree (%s)', async (sender, accepted) => {
    expect(SENDER.test(sender)).toBe(accepted)
    await stack.db.query('update public.notification_settings set email_from = null')
    const { error, status } = await admin.from('notification_settings').update({ email_from: sender }).eq('id', true)
    if (accepted) {
      expect(error).toBeNull()
      expect(await savedSender()).toBe(sender)
    } else {
      expect(status).toBe(400)
      expect(await savedSender()).toBeNull()
    }
  })
})
