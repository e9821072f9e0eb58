/**
 * `npm run stack` (serve until Ctrl-C) and `npm run db:reset` (rebuild, then exit).
 *
 *   tsx supabase/local/cli.ts [--reset] [--exit] [--port N] [--memory] [--verbose]
 */
import { parseArgs } from 'node:util'
import { LOCAL_DB_DIR, LOCAL_MAIL_DIR } from './defaults'
import { startDevStack } from './dev-stack'

const { values } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    exit: { type: 'boolean', default: false },
    port: { type: 'string' },
    memory: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
})

const port = values.port === undefined ? undefined : Number(values.port)
if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535)) {
  console.error(`--port must be a port number, not "${values.port}"`)
  process.exit(2)
}

const log = (line: string) => console.info(`[local-stack] ${line}`)

try {
  const { stack, admin, startMs, dataDir } = await startDevStack({
    reset: values.reset, port, memory: values.memory, log, logRequests: values.verbose,
  })
  console.info(
    [
      '',
      `  Local Supabase ${stack.fresh ? '(new database)' : '(existing database)'} ready in ${startMs} ms`,
      `  API URL:          ${stack.url}`,
      `  anon key:         ${stack.anonKey}`,
      `  service_role key: ${stack.serviceRoleKey}`,
      `  admin email:      ${admin.email}`,
      `  admin password:   ${admin.password}${admin.generated ? '  (generated, kept in .local/dev-admin.json)' : '  (from .env)'}`,
      `  database:         ${dataDir ? LOCAL_DB_DIR : 'in memory'}`,
      `  functions:        ${stack.url}/functions/v1/<name> (supabase/functions, Deno)`,
      `  mailbox:          ${LOCAL_MAIL_DIR}/ (notification emails while no email API key is set; invite and recovery emails)`,
      '',
    ].join('\n'),
  )
  if (values.exit) {
    await stack.stop()
  } else {
    const shutdown = () => {
      stack.stop().then(() => process.exit(0), () => process.exit(1))
    }
    process.once('SIGINT', shutdown)
    process.once('SIGTERM', shutdown)
  }
} catch (error) {
  console.error('[local-stack] could not start:', error instanceof Error ? error.message : error)
  if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
    console.error('[local-stack] the port is taken: is another stack (or `supabase start`) running? Try --port.')
  }
  process.exit(1)
}
