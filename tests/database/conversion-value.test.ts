/**
 * public.set_conversion_value: the deal value and currency an admin gives a won inquiry. Each
 * bad input gets the message its form field shows (the same texts) and changes nothing.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { conversionsOf, insertInquiry } from '../support/conversion-fixture'
import { startTestStack, type TestStack } from '../support/local-stack'

let stack: TestStack
let admin: SupabaseClient
let won: string

beforeAll(async () => {
  stack = await startTestStack()
  admin = await stack.adminClient()
})

afterAll(async () => {
  await stack?.stop()
})

beforeEach(async () => {
  await stack.db.exec(`delete from public.customer_inquiries; update public.conversion_settings set default_currency = 'USD';`)
  won = await insertInquiry(stack.db)
  await stack.db.query(`update public.customer_inquiries set status = 'converted' where id = $1`, [won])
})

const setValue = (inquiry: string, value: string | null, currency: string | null) =>
  admin.rpc('set_conversion_value', { target_inquiry: inquiry, deal_value: value as string, deal_currency: currency as string })

async function wonValue(inquiry = won): Promise<[string | null, string | null]> {
  const row = (await conversionsOf(stack.db, inquiry)).find((conversion) => conversion.stage === 'won')
  return [row?.value == null ? null : String(row.value), row?.currency ?? null]
}

describe('a deal value', () => {
  it('is stored on the won conversion with its currency and the time it changed', async () => {
    const { data, error } = await setValue(won, '12345.5', 'EUR')
    expect(error).toBeNull()
    expect(data).toMatchObject({ inquiry_id: won, stage: 'won', value: 12345.5, currency: 'EUR' })
    expect(await wonValue()).toEqual(['12345.50', 'EUR'])
    const qualified = (await conversionsOf(stack.db, won)).find((conversion) => conversion.stage === 'qualified')
    expect(qualified).toMatchObject({ value: null, currency: null, value_changed_at: null })
    expect(data.value_changed_at).not.toBeNull()
  })

  it('takes thousands written with commas, a lower-case code, and the default currency when none is chosen', async () => {
    await stack.db.exec(`update public.conversion_settings set default_currency = 'GBP'`)
    expect((await setValue(won, '12,345', null)).error).toBeNull()
    expect(await wonValue()).toEqual(['12345.00', 'GBP'])
    expect((await setValue(won, ' 0.5 ', 'chf')).error).toBeNull()
    expect(await wonValue()).toEqual(['0.50', 'CHF'])
  })

  it('is cleared by an empty value', async () => {
    await setValue(won, '100', 'USD')
    expect((await setValue(won, '', null)).error).toBeNull()
    expect(await wonValue()).toEqual([null, null])
  })

  it.each([
    ['abc', 'USD', 'Enter the deal value as a number, like 12345.50.'],
    ['12.345,50', 'USD', 'Enter the deal value as a number, like 12345.50.'],
    ['1e5', 'USD', 'Enter the deal value as a number, like 12345.50.'],
    ['-5', 'USD', "The deal value can't be negative."],
    ['10.555', 'USD', 'The deal value has at most two decimals.'],
    ['10', 'XYZ', 'Choose a currency from the list.'],
    ['10', 'XAU', 'Choose a currency from the list.'],
    ['1000000000000', 'USD', 'The deal value is too large.'],
  ])('%s %s is refused with "%s" and changes nothing', async (value, currency, message) => {
    await setValue(won, '99', 'USD')
    const { data, error } = await setValue(won, value, currency)
    expect(data).toBeNull()
    expect(error).toMatchObject({ code: '22023', message })
    expect(await wonValue()).toEqual(['99.00', 'USD'])
  })

  it('is refused for an inquiry that is not converted', async () => {
    const contacted = await insertInquiry(stack.db)
    await stack.db.query(`update public.customer_inquiries set status = 'contacted' where id = $1`, [contacted])
    const { error } = await setValue(contacted, '10', 'USD')
    expect(error).toMatchObject({ code: '22023', message: 'Set the inquiry to Converted before adding a deal value.' })
    expect((await conversionsOf(stack.db, contacted)).map((row) => [row.stage, row.value])).toEqual([['qualified', null]])
  })

  it('is set by admins only', async () => {
    await stack.createUser('value-stranger@example.com', 'stranger-password-1')
    const stranger = await stack.signedInClient('value-stranger@example.com', 'stranger-password-1')
    for (const client of [stack.anonClient(), stranger]) {
      const { error } = await client.rpc('set_conversion_value', { target_inquiry: won, deal_value: '5', deal_currency: 'USD' })
      expect(error?.code).toBe('42501')
    }
    expect(await wonValue()).toEqual([null, null])
  })
})

describe('skipping the deal value', () => {
  const answeredAt = async (inquiry = won) =>
    (await stack.db.query<{ value_answered_at: Date | null }>(
      `select value_answered_at from public.conversions where inquiry_id = $1 and stage = 'won'`, [inquiry])).rows[0]?.value_answered_at ?? null

  it('is recorded on the won conversion (saving a value is an answer too), and keeps the first answer\'s time', async () => {
    expect(await answeredAt()).toBeNull()
    const { data, error } = await admin.rpc('skip_conversion_value', { target_inquiry: won })
    expect(error).toBeNull()
    expect(data).toMatchObject({ stage: 'won', value: null })
    const first = await answeredAt()
    expect(first).toBeInstanceOf(Date)
    await admin.rpc('skip_conversion_value', { target_inquiry: won })
    await setValue(won, '10', 'USD')
    expect(await answeredAt()).toEqual(first)

    const other = await insertInquiry(stack.db)
    await stack.db.query(`update public.customer_inquiries set status = 'converted' where id = $1`, [other])
    await setValue(other, '10', 'USD')
    expect(await answeredAt(other)).toBeInstanceOf(Date)
  })

  it('is refused for an inquiry that is not converted, and to visitors and non-admins', async () => {
    const contacted = await insertInquiry(stack.db)
    await stack.db.query(`update public.customer_inquiries set status = 'contacted' where id = $1`, [contacted])
    expect((await admin.rpc('skip_conversion_value', { target_inquiry: contacted })).error)
      .toMatchObject({ code: '22023', message: 'Set the inquiry to Converted before adding a deal value.' })
    await stack.createUser('skip-stranger@example.com', 'stranger-password-1')
    const stranger = await stack.signedInClient('skip-stranger@example.com', 'stranger-password-1')
    for (const client of [stack.anonClient(), stranger]) {
      const { error } = await client.rpc('skip_conversion_value', { target_inquiry: won })
      expect(error?.code).toBe('42501')
    }
    expect(await answeredAt()).toBeNull()
  })
})

describe('the conversion settings', () => {
  it('take how Google Ads counts each stage and a wait for the deal value of 1 to 48 hours; anything else is refused and nothing saved', async () => {
    const update = (values: Record<string, string | number>) => admin.from('conversion_settings').update(values).eq('id', true)
    const read = async () => (await admin.from('conversion_settings').select('qualified_counting, won_counting, value_grace_hours').single()).data
    expect(await read()).toEqual({ qualified_counting: 'one', won_counting: 'one', value_grace_hours: 24 })
    expect((await update({ won_counting: 'every', value_grace_hours: 48 })).error).toBeNull()
    for (const hours of [0, 49, -1]) {
      expect((await update({ value_grace_hours: hours, won_counting: 'one' })).error)
        .toMatchObject({ code: '22023', message: 'The wait for a deal value is 1 to 48 hours.' })
    }
    expect((await update({ qualified_counting: 'many' })).error).not.toBeNull()
    expect(await read()).toEqual({ qualified_counting: 'one', won_counting: 'every', value_grace_hours: 48 })
    await stack.db.exec(`update public.conversion_settings set won_counting = 'one', value_grace_hours = 24`)
  })


  it('take names of 1 to 100 characters and a currency from the list, with clear messages', async () => {
    const update = (values: Record<string, string>) => admin.from('conversion_settings').update(values).eq('id', true)
    expect((await update({ qualified_name: '  Sales qualified lead ', won_name: 'Closed won', default_currency: 'EUR' })).error).toBeNull()
    const { data } = await admin.from('conversion_settings').select('qualified_name, won_name, default_currency').single()
    expect(data).toEqual({ qualified_name: 'Sales qualified lead', won_name: 'Closed won', default_currency: 'EUR' })

    expect((await update({ won_name: '  ' })).error).toMatchObject({ message: 'A conversion name has 1 to 100 characters.' })
    expect((await update({ won_name: 'x'.repeat(101) })).error).toMatchObject({ message: 'A conversion name has 1 to 100 characters.' })
    expect((await update({ default_currency: 'EURO' })).error).toMatchObject({ message: 'Choose a currency from the list.' })
    // The token hint is the token function's alone.
    expect((await update({ feed_token_hint: 'abcd…wxyz' })).error).not.toBeNull()
    await stack.db.exec(`update public.conversion_settings set qualified_name = 'Qualified lead', won_name = 'Won'`)
  })
})
