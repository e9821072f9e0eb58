import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { HEADERS_FILE, REDIRECTS_FILE, VERCEL_CONFIG_FILE, headersFile, redirectsFile, vercelConfig } from './host-files.ts'
import { hostRewrites, siteListing, type HostSettings } from './host-policy.ts'

/**
 * The last step of a build: `_headers` and `_redirects` for Netlify and Cloudflare Pages,
 * written from the finished build (every page it wrote) and its settings (the project's address).
 *
 * On Vercel (which sets VERCEL=1 in its builds) the headers come from the committed vercel.json,
 * read before the build; it names no project (each page's <meta> policy does), so it fits every
 * deployment, but a policy change it lacks (a new header, a changed start script) stops the
 * build, saying how to make it anew, rather than publish a site under an old policy.
 */
export function writeHostFiles(outDir: string, settings: HostSettings, root = process.cwd()): void {
  writeFileSync(join(outDir, HEADERS_FILE), headersFile(settings))
  writeFileSync(join(outDir, REDIRECTS_FILE), redirectsFile(hostRewrites(siteListing(outDir))))
  if (process.env.VERCEL) assertVercelConfigCurrent(root)
}

export function assertVercelConfigCurrent(root: string): void {
  const file = join(root, VERCEL_CONFIG_FILE)
  const committed = existsSync(file) ? readFileSync(file, 'utf8') : ''
  if (committed !== vercelConfig(join(root, 'public'))) {
    throw new Error(
      `${VERCEL_CONFIG_FILE} is not what the host policy writes today (scripts/hosting/host-policy.ts changed since it ` +
        `was made). Run \`npm run hosting:vercel\` and commit ${VERCEL_CONFIG_FILE}.`,
    )
  }
}
