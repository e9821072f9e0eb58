/**
 * Whether the gateway checks a function's JWT: yes, unless supabase/config.toml says
 * `verify_jwt = false` in the function's `[functions.<name>]` section (as the Supabase CLI
 * reads it; `supabase functions deploy` takes the same setting).
 */
import { existsSync, readFileSync } from 'node:fs'

export function functionsWithoutJwtCheck(configFile: string): Set<string> {
  const names = new Set<string>()
  if (!existsSync(configFile)) return names
  let section: string | null = null
  for (const raw of readFileSync(configFile, 'utf8').split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, '').trim()
    const header = /^\[functions\.("?)([A-Za-z0-9_-]+)\1\]$/.exec(line)
    if (header) {
      section = header[2]!
      continue
    }
    if (line.startsWith('[')) section = null
    else if (section && /^verify_jwt\s*=\s*false$/.test(line)) names.add(section)
  }
  return names
}
