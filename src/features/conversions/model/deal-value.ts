import { isCurrencyCode } from '@/lib/currencies'
import { z } from '@/lib/zod'
import { DEAL_VALUE_MESSAGES as M } from './conversion-admin-messages'

/** Thousands written with commas in groups of three (12,345.50) mean the number, as on the server. */
const GROUPED_THOUSANDS = /^-?\d{1,3}(,\d{3})+(\.\d*)?$/
const PLAIN_NUMBER = /^-?(\d+(\.\d*)?|\.\d+)$/
/** numeric(14, 2): twelve digits before the point. */
const LIMIT = 1e12

/** The amount as the server reads it: trimmed, thousands commas dropped. */
export function normaliseDealValue(input: string): string {
  const amount = input.trim()
  return GROUPED_THOUSANDS.test(amount) ? amount.replaceAll(',', '') : amount
}

/**
 * The deal value form: a non-negative amount with at most two decimals, in a currency of
 * ISO 4217. The checks run in the server's order with the server's texts, so whichever side
 * refuses says the same thing.
 */
export const dealValueSchema = z.object({
  value: z.string().superRefine((input, ctx) => {
    const amount = normaliseDealValue(input)
    const problem = !PLAIN_NUMBER.test(amount)
      ? M.notANumber
      : Number(amount) < 0
        ? M.negative
        : /\.\d{3,}$/.test(amount) && !/\.\d{2}0+$/.test(amount)
          ? M.decimals
          : Number(amount) >= LIMIT
            ? M.tooLarge
            : null
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  }),
  currency: z.string().refine(isCurrencyCode, M.currency),
})

export type DealValueInput = z.input<typeof dealValueSchema>
