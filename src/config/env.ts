import { z } from 'zod'

/**
 * The build-time settings the app reads, validated once. Only public values belong here:
 * everything in import.meta.env ends up in the bundle.
 */
const envSchema = z.object({
  VITE_SUPABASE_URL: z.url({ message: 'VITE_SUPABASE_URL must be the URL of the Supabase project' }),
  VITE_SUPABASE_ANON_KEY: z.string().min(1, 'VITE_SUPABASE_ANON_KEY must be the public anon key'),
  VITE_BRAND_NAME: z.string().min(1).optional(),
  /** Digits of the chat (WhatsApp-style) number; defaults to the company's. */
  VITE_CHAT_NUMBER: z.string().regex(/^\d{6,15}$/).optional(),
  /** Ad-conversion tracker id (e.g. AW-123); when absent nothing is loaded or sent. */
  VITE_ADS_CONVERSION_ID: z.string().min(1).optional(),
  /** Tag manager container id for the data layer; when absent nothing is loaded. */
  VITE_GTM_ID: z.string().min(1).optional(),
  /** Background video of the hero; the local poster image shows when it cannot load. */
  VITE_HERO_VIDEO_URL: z.string().min(1).optional(),
})

export type Env = z.infer<typeof envSchema>

function emptyToUndefined(raw: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v === '' ? undefined : v]))
}

export function parseEnv(raw: Record<string, unknown>): Env {
  const result = envSchema.safeParse(emptyToUndefined(raw))
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new Error(`The app's settings are invalid (see .env.example):\n${lines.join('\n')}`)
  }
  return result.data
}

export const env: Env = parseEnv(import.meta.env)
