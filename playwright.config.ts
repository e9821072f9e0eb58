import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'

// Ports and the admin's password for this run. Set once in the main process; the workers
// inherit the environment, so they agree with the server the main process started.
process.env.E2E_STACK_PORT ??= '54329'
process.env.E2E_WEB_PORT ??= '4173'
// The build with tracker ids (the consent journeys): the next port.
process.env.E2E_TAGS_WEB_PORT ??= String(Number(process.env.E2E_WEB_PORT) + 1)
process.env.E2E_ADS_CONVERSION_ID ??= 'AW-E2E123'
process.env.E2E_GTM_ID ??= 'GTM-E2E123'
process.env.E2E_ADMIN_EMAIL ??= 'e2e-admin@agency.local'
process.env.E2E_ADMIN_PASSWORD ??= `e2e-${randomUUID()}`
// The static host's build hook that Publish posts to: a receiver the publishing journey starts.
process.env.E2E_PUBLISH_HOOK_PORT ??= String(Number(process.env.E2E_STACK_PORT) + 5)
process.env.E2E_PUBLISH_HOOK_URL ??= `http://127.0.0.1:${process.env.E2E_PUBLISH_HOOK_PORT}/build_hooks/e2e-${randomUUID()}`

// Meta's Graph API as the conversions journey answers it (the deliver-conversions function is
// pointed at it by serve.ts): a receiver that journey starts.
process.env.E2E_META_GRAPH_PORT ??= String(Number(process.env.E2E_STACK_PORT) + 6)
process.env.E2E_META_GRAPH_URL ??= `http://127.0.0.1:${process.env.E2E_META_GRAPH_PORT}`

const webPort = Number(process.env.E2E_WEB_PORT)

/*
 * Two queues, one worker each, side by side. A journey that signs in to the back office or
 * changes its data as an admin would (e2e/support/admin.ts) may change what another depends on
 * (settings, the admin's own access), so those run one after another in the back-office queue;
 * a journey that visits the public site, adding at most rows of its own (a salesperson link, a
 * post), runs in the visitor queue beside them. The queue is read from each spec's text, so a
 * new spec lands in the right one by what it does.
 */
const SHARED_STATE = /\b(loginAsAdmin|fillLogin|serviceData)\b/
const visitorSpecs = (readdirSync('e2e', { recursive: true }) as string[])
  .filter((file) => file.endsWith('.spec.ts') && !SHARED_STATE.test(readFileSync(join('e2e', file), 'utf8')))
  .map((file) => new RegExp(`${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`))
const browser = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } }

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // One shared database: the two queues below, each one journey at a time.
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Generous: two queues share two cores with the stack and the functions, so a busy moment
  // makes a step slow, not wrong; a journey that is stuck still fails.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright cannot download its own browser here.
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run'],
    },
  },
  projects: [
    { name: 'back office', use: browser, testIgnore: visitorSpecs, workers: 1 },
    { name: 'visitor', use: browser, testMatch: visitorSpecs, workers: 1 },
  ],
  webServer: {
    command: 'npx tsx e2e/support/serve.ts',
    url: `http://127.0.0.1:${webPort}/`,
    // A loaded machine may take longer to build both sites: E2E_SERVER_TIMEOUT_MS raises the wait.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 180_000),
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
