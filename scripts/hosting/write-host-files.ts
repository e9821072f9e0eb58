import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { HEADERS_FILE, REDIRECTS_FILE, VERCEL_CONFIG_FILE, headersFile, redirectsFile, vercelConfig } from './host-files.ts'
import { hostRewrites, siteListing, type HostSettings } from './host-policy.ts'

/**
 * The last step of a build: `_headers` and `_redirects` for Netlify and Cloudflare Pages,
 * written from the finished build (every page it wrote) and its settings (the project's address).
 *
 * On Vercel (which sets VERCEL=1 in its builds) the headers come from the committed vercel.json,
 * read before the build: when that file was made for other settings (another Supabase project,
 * a tracker switched on), the build stops, saying how to make it anew, rather than publish a
 * site whose policy blocks its own data.
 */
export function writeHostFiles(outDir: string, settings: HostSettings, root = process.cwd()): void {
  writeFileSync(join(outDir, HEADERS_FILE), headersFile(settings))
  writeFileSync(join(outDir, REDIRECTS_FILE), redirectsFile(hostRewrites(siteListing(outDir))))
  if (process.env.VERCEL) assertVercelConfigFits(settings, root)
}

export function assertVercelConfigFits(settings: HostSettings, root: string): void {
  const file = join(root, VERCEL_CONFIG_FILE)
  const committed = existsSync(file) ? readFileSync(file, 'utf8') : ''
  if (committed !== vercelConfig(settings, join(root, 'public'))) {
    throw new Error(
      `${VERCEL_CONFIG_FILE} was not made for this build's settings (its Content-Security-Policy names another ` +
        `Supabase project, or other trackers). Run \`npm run hosting:vercel\` with this project's .env and commit ${VERCEL_CONFIG_FILE}.`,
    )
  }
}
