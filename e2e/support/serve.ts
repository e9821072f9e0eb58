/**
 * Serves what the journeys test: a fresh in-memory local stack (migrations, seed, an admin)
 * and the production build of the app pointed at it. Started by playwright.config.ts.
 *
 * A second build, with tracker ids set and published while the Meta destination was enabled, is
 * served on E2E_TAGS_WEB_PORT for the consent journeys alone (the banner, and the consent an
 * inquiry carries): every other journey runs the default site, which has no tracker and so no
 * banner, rather than a tracker build with a choice planted in its storage. It costs one more
 * build per run; the journeys stay what a site without tags does.
 */
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { build } from 'vite'
import { serveBuild } from '../../scripts/dev/static-server'
import { createLocalStack } from '../../supabase/local/server'

const stackPort = Number(process.env.E2E_STACK_PORT)
const webPort = Number(process.env.E2E_WEB_PORT)
const tagsWebPort = Number(process.env.E2E_TAGS_WEB_PORT)
const outDir = `.local/e2e-dist-${webPort}`
const tagsOutDir = `.local/e2e-dist-${tagsWebPort}`
const mailDir = `.local/e2e-mail-${webPort}`
mkdirSync(mailDir, { recursive: true })

const stack = await createLocalStack({
  port: stackPort,
  dataDir: null,
  admin: { email: process.env.E2E_ADMIN_EMAIL!, password: process.env.E2E_ADMIN_PASSWORD! },
  log: (line) => console.info(`[stack] ${line}`),
  // Publish requests go to a receiver a journey starts on this address (publishing.spec.ts).
  publishHookUrl: process.env.E2E_PUBLISH_HOOK_URL,
  // accounts: invite and recovery emails go to the journeys' mail folder; their links return to this build
  mailDir: resolve(mailDir),
  siteUrl: `http://127.0.0.1:${webPort}`,
  // Notifications and conversions are delivered for real, by the Edge Functions under Deno;
  // Meta's address is a receiver the conversions journey starts.
  functions: {
    env: { SITE_URL: `http://127.0.0.1:${webPort}`, LOCAL_MAIL_DIR: resolve(mailDir), META_GRAPH_URL: process.env.E2E_META_GRAPH_URL! },
    writablePaths: [mailDir],
  },
})
// Every visitor of the journeys comes from this machine's one address, as many people behind one
// office NAT would; the flood rules would hold them as one client after ten inquiries in ten
// minutes. The journeys are not about those rules (tests/database/flood-networks.test.ts and the
// socket probe are), so this stack gives one address the room of a thousand visitors.
await stack.db.exec(`update private.inquiry_flood_settings set
  ipv4_hold_from = 1000, ipv4_refuse_from = 3000, ipv6_64_hold_from = 1000, ipv6_64_refuse_from = 3000,
  ipv6_56_hold_from = 1000, ipv6_56_refuse_from = 3000, ipv6_48_hold_from = 1000, ipv6_48_refuse_from = 3000,
  overall_hold_from = 1000`)

process.env.VITE_SUPABASE_URL = stack.url
process.env.VITE_SUPABASE_ANON_KEY = stack.anonKey
process.env.VITE_OUT_DIR = outDir
await build({ logLevel: 'warn', mode: 'production' })
process.env.VITE_OUT_DIR = tagsOutDir
process.env.VITE_ADS_CONVERSION_ID = process.env.E2E_ADS_CONVERSION_ID
process.env.VITE_GTM_ID = process.env.E2E_GTM_ID
// The tagged site is published while the Meta destination is enabled, so its banner and policy
// name Meta too (rpc/consent_recipients); switched off again after, as a fresh stack has it (a
// journey that needs Meta's deliveries enables it).
await stack.db.exec(`update public.conversion_destinations set enabled = true, secret = 'e2e-meta-token-0123456789' where platform = 'meta'`)
await build({ logLevel: 'warn', mode: 'production' })
await stack.db.exec(`update public.conversion_destinations set enabled = false where platform = 'meta'`)
// Served like a production host: prerendered pages by address, the app page for the rest.
const tagsServer = await serveBuild(tagsOutDir, tagsWebPort)
const server = await serveBuild(outDir, webPort)
console.info(`[e2e] app on http://127.0.0.1:${webPort}/ (with tracker ids on ${tagsWebPort}), stack on ${stack.url}`)

async function shutdown() {
  server.close()
  tagsServer.close()
  await stack.stop()
  process.exit(0)
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
