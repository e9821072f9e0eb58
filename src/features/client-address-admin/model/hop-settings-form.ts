import { z } from '@/lib/zod'
import { CLIENT_ADDRESS_ADMIN_MESSAGES as M } from './client-address-admin-messages'
import type { HopSettings } from './hop-check'

/** The hop counts an admin may set: whole numbers from 1 to 5 (the database holds the same). */
export const HOP_LIMITS = { min: 1, max: 5 } as const

export type HopSettingsFormValues = Record<keyof HopSettings, string>

const hopCount = z.string().refine(
  (value) => /^\d+$/.test(value.trim()) && Number(value) >= HOP_LIMITS.min && Number(value) <= HOP_LIMITS.max,
  M.outOfRange,
)

export const hopSettingsSchema = z.object({ restHops: hopCount, functionHops: hopCount })

export const toHopSettingsFormValues = (settings: HopSettings): HopSettingsFormValues => ({
  restHops: String(settings.restHops),
  functionHops: String(settings.functionHops),
})

export const toHopSettings = (values: HopSettingsFormValues): HopSettings => ({
  restHops: Number(values.restHops),
  functionHops: Number(values.functionHops),
})
