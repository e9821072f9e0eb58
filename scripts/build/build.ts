/**
 * `npm run build` (after the typecheck): the production build into dist/. Its pages are
 * rendered from the published content of the Supabase project named by VITE_SUPABASE_URL
 * (.env). With none configured, that is the local stack: the one `npm run dev` or
 * `npm run stack` runs, or, when nothing answers on its port, one started for the build
 * over the same database (.local/db), so a fresh clone builds with no setup.
 */
import { build, loadEnv } from 'vite'
import { LOCAL_ANON_KEY, LOCAL_URL } from '../../supabase/local/defaults'
import { startDevStack } from '../../supabase/local/dev-stack'

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/rest/v1/`, { signal: AbortSignal.timeout(2000) })
    return true
  } catch {
    return false
  }
}

const env = loadEnv('production', process.cwd(), 'VITE_')
const configured = env.VITE_SUPABASE_URL?.trim()
const isLocal = !configured || /^http:\/\/(127\.0\.0\.1|localhost):54321\/?$/.test(configured)
if (!configured) {
  process.env.VITE_SUPABASE_URL = LOCAL_URL
  process.env.VITE_SUPABASE_ANON_KEY ||= env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY
}

let stop: (() => Promise<void>) | undefined
if (isLocal && !(await answers(configured || LOCAL_URL))) {
  console.info(`No Supabase answers on ${LOCAL_URL}: starting the local stack (.local/db) for the build.`)
  const { stack } = await startDevStack({ log: (line) => console.info(`[stack] ${line}`) })
  stop = () => stack.stop()
}

try {
  await build({ mode: 'production' })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await stop?.()
}
