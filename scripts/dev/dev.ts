/**
 * `npm run dev`: the embedded local Supabase stack (persistent, .local/db), then the Vite dev
 * server pointed at it. One process, so Ctrl-C stops both.
 */
import { watch } from 'node:fs'
import { createServer } from 'vite'
import { LOCAL_ANON_KEY, LOCAL_MAIL_DIR } from '../../supabase/local/defaults'
import { startDevStack } from '../../supabase/local/dev-stack'
import { listMailbox } from '../../supabase/local/mailbox'

const reset = process.argv.includes('--reset')
const { stack, admin, startMs, mailDir } = await startDevStack({ reset, log: (line) => console.info(`[stack] ${line}`) })

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
const mail = listMailbox(mailDir)
console.info(`Local mailbox: ${LOCAL_MAIL_DIR}/ (${mail.count} ${mail.count === 1 ? 'email' : 'emails'}; ` +
  'notification emails are written here while no email API key is set)')
for (const name of mail.newest) console.info(`  ${LOCAL_MAIL_DIR}/${name}`)
watch(mailDir, (event, name) => {
  if (event === 'rename' && name?.endsWith('.txt')) console.info(`[mail] ${LOCAL_MAIL_DIR}/${name}`)
}).unref()

vite.bindCLIShortcuts({ print: true })

async function shutdown() {
  await vite.close()
  await stack.stop()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
