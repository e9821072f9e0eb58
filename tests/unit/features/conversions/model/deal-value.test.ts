import { describe, expect, it } from 'vitest'
import { DEAL_VALUE_MESSAGES as M } from '@/features/conversions/model/conversion-admin-messages'
import { dealValueSchema, normaliseDealValue } from '@/features/conversions/model/deal-value'

const problemOf = (value: string, currency = 'USD') => {
  const result = dealValueSchema.safeParse({ value, currency })
  return result.success ? null : result.error.issues.map((issue) => issue.message)
}

describe('the deal value form', () => {
  it('takes a non-negative amount with at most two decimals, thousands commas included', () => {
    for (const value of ['12345', '12345.50', '12,345', '12,345.5', '0', ' 99.9 ', '12.500']) expect(problemOf(value)).toBeNull()
    expect(normaliseDealValue('12,345.50')).toBe('12345.50')
    expect(normaliseDealValue('1,2345')).toBe('1,2345')
  })

  it('answers each bad value with its own message, as the server does', () => {
    expect(problemOf('twelve')).toEqual([M.notANumber])
    expect(problemOf('')).toEqual([M.notANumber])
    expect(problemOf('1,2345')).toEqual([M.notANumber])
    expect(problemOf('-5')).toEqual([M.negative])
    expect(problemOf('12.345')).toEqual([M.decimals])
    expect(problemOf('1000000000000')).toEqual([M.tooLarge])
  })

  it('takes only a currency of ISO 4217', () => {
    expect(problemOf('10', 'EUR')).toBeNull()
    expect(problemOf('10', 'XXX')).toEqual([M.currency])
    expect(problemOf('10', 'usd')).toEqual([M.currency])
  })

  it('says what the server says, word for word', () => {
    expect(M).toMatchObject({
      notANumber: 'Enter the deal value as a number, like 12345.50.',
      negative: "The deal value can't be negative.",
      decimals: 'The deal value has at most two decimals.',
      currency: 'Choose a currency from the list.',
      notConverted: 'Set the inquiry to Converted before adding a deal value.',
    })
  })
})
