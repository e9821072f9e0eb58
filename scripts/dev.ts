/**
 * `npm run dev`: the embedded local Supabase stack (persistent, .local/db), then the Vite dev
 * server pointed at it. One process, so Ctrl-C stops both.
 */
import { createServer } from 'vite'
import { LOCAL_ANON_KEY } from '../supabase/local/defaults'
import { startDevStack } from '../supabase/local/dev-stack'

const reset = process.argv.includes('--reset')
const { stack, admin, startMs } = await startDevStack({ reset, log: (line) => console.info(`[stack] ${line}`) })

// The app talks to this stack unless .env points it elsewhere.
process.env.VITE_SUPABASE_URL ||= stack.url
process.env.VITE_SUPABASE_ANON_KEY ||= LOCAL_ANON_KEY

const vite = await createServer({ server: { port: 5173 } })
await vite.listen()

const appUrl = vite.resolvedUrls?.local[0] ?? 'http://localhost:5173/'
console.info(`
Local Supabase stack ready in ${(startMs / 1000).toFixed(1)} s at ${stack.url}
  admin login: ${admin.email} / ${admin.password}${admin.generated ? '   (generated; kept in .local/dev-admin.json)' : ''}
App: ${appUrl}   (back office: ${appUrl}admin)
`)
vite.bindCLIShortcuts({ print: true })

async function shutdown() {
  await vite.close()
  await stack.stop()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
