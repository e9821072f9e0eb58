import { isCurrencyCode } from '@/lib/currencies'
import { z } from '@/lib/zod'
import { CONVERSION_SETTINGS_MESSAGES, DEAL_VALUE_MESSAGES } from './conversion-admin-messages'

const conversionName = z.string().trim().min(1, CONVERSION_SETTINGS_MESSAGES.name).max(100, CONVERSION_SETTINGS_MESSAGES.name)

/** The conversion names per stage (Google matches them to its conversion actions) and the default currency. */
export const conversionSettingsSchema = z.object({
  qualifiedName: conversionName,
  wonName: conversionName,
  defaultCurrency: z.string().refine(isCurrencyCode, DEAL_VALUE_MESSAGES.currency),
})

const counting = z.enum(['one', 'every'])

/**
 * The Google Ads counting per stage and the deal value's wait, checked as
 * check_conversion_settings checks them (a whole number of hours, 1 to 48), with its text.
 */
export const conversionTimingSchema = z.object({
  qualifiedCounting: counting,
  wonCounting: counting,
  valueGraceHours: z
    .string()
    .trim()
    .refine((hours) => /^\d{1,3}$/.test(hours) && Number(hours) >= 1 && Number(hours) <= 48, CONVERSION_SETTINGS_MESSAGES.graceHours),
})
