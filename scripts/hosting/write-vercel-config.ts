/**
 * `npm run hosting:vercel`: writes vercel.json for this checkout's settings (see
 * vercelSettings). Vercel reads the file from the repository before it builds, so commit it; a
 * build on Vercel stops when the file does not fit its settings (write-host-files.ts).
 */
import { writeFileSync } from 'node:fs'
import { VERCEL_CONFIG_FILE, vercelConfig, vercelSettings } from './host-files'

const settings = vercelSettings()
writeFileSync(VERCEL_CONFIG_FILE, vercelConfig(settings))
console.info(`Wrote ${VERCEL_CONFIG_FILE} for ${settings.VITE_SUPABASE_URL}: commit it before deploying to Vercel.`)
