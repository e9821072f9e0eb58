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
