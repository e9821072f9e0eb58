/**
 * The forms and the server accept exactly the same email addresses: the pattern lives in the
 * forms' schema and in private.is_valid_email, and this keeps the two in step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { detailedInquirySchema, quickInquirySchema } from '@/features/inquiries/model/inquiry-form-schemas'
import { startTestStack, type TestStack } from '../support/local-stack'

let stack: TestStack

const ADDRESSES = [
  'ada@example.com',
  'ada.lovelace@example.co.uk',
  "o'brien+leads@mail.example.ie",
  'a_b-c%d@sub-domain.example.org',
  'UPPER@EXAMPLE.COM',
  'x@a.io',
  'a@-example.com',
  'a@example-.com',
  'a@exa_mple.com',
  'a..b@example.com',
  '.a@example.com',
  'a.@example.com',
  'a@example',
  'a@example.c',
  'a@example.c0m',
  'a@.example.com',
  'a@example..com',
  'a b@example.com',
  '@example.com',
  'ada@',
  'ada',
  'ada@exämple.com',
  `${'a'.repeat(243)}@example.com`,
  `${'a'.repeat(244)}@example.com`,
]

beforeAll(async () => {
  stack = await startTestStack()
})

afterAll(async () => {
  await stack?.stop()
})

describe('the email rule', () => {
  it.each(ADDRESSES)('%s: the forms and the server agree', async (address) => {
    const server = await stack.db.query<{ ok: boolean }>('select private.is_valid_email($1) as ok', [address])
    const wizard = detailedInquirySchema.shape.email.safeParse(address).success
    const quick = quickInquirySchema.shape.email.safeParse(address).success
    expect(quick).toBe(wizard)
    expect(server.rows[0]!.ok).toBe(wizard)
  })

  it('refuses what the issue found accepted', () => {
    expect(detailedInquirySchema.shape.email.safeParse('a@-example.com').success).toBe(false)
  })
})
