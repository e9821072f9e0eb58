import { createServer, type Server } from 'node:http'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { loginAsAdmin, serviceData, uniqueName } from '../support/admin'
import { expect, test } from '../support/test'

/*
 * Publishing from the back office: the dashboard says how far the public pages are behind the
 * content, and Publish reaches the host's build hook, whose address the browser never sees.
 */
const hookUrl = new URL(process.env.E2E_PUBLISH_HOOK_URL!)

let hook: Server
const received: Array<{ path: string; body: string }> = []

test.beforeAll(async () => {
  hook = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      received.push({ path: req.url ?? '', body })
      res.end()
    })
  })
  await new Promise<void>((resolve) => hook.listen(Number(hookUrl.port), '127.0.0.1', resolve))
})

test.afterAll(() => {
  hook.close()
})

function builtFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? builtFiles(path) : [path]
  })
}

test('the dashboard counts the changes since the build, and Publish reaches the build hook', async ({ page }) => {
  const service = await serviceData()
  await service.from('portfolios').insert({ title: uniqueName('Unpublished '), description: 'Added after the build.', service_id: 'saas' })

  await loginAsAdmin(page)
  const card = page.getByRole('region', { name: 'Public Pages' })
  await expect(card.getByText(/\d+ changes? since the public pages were built at/)).toBeVisible()
  await expect(card.getByText(/Build hook: set \(127\.0\.0\.1\)/)).toBeVisible()

  await card.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByText('Publish requested')).toBeVisible()
  await expect.poll(() => received.length).toBe(1)
  expect(received[0].path).toBe(hookUrl.pathname)
  expect(JSON.parse(received[0].body)).toMatchObject({ reason: 'manual' })
  await expect(card.getByRole('listitem').first()).toContainText('Sent')
  // Queued at first; the Edge Function that called the hook records the answer's class within seconds.
  await expect(card.getByRole('listitem').first()).toContainText(/Queued to the build hook\.|HTTP 2xx: the host accepted the build\./)
  // Each reload loads the card afresh; the inner wait covers that load, the outer one the function's run.
  await expect(async () => {
    await page.reload()
    await expect(card.getByRole('listitem').first()).toContainText('HTTP 2xx: the host accepted the build.', { timeout: 10_000 })
  }).toPass({ timeout: 30_000 })
  // The host is called at most ten times an hour, and the dashboard says where this hour stands.
  await expect(card.getByText(/^Builds in the last hour: \d+ of at most 10\./)).toBeVisible()
})

test('the build hook\'s address is nowhere in the published files nor in what the browser is sent', async ({ page }) => {
  const secret = hookUrl.pathname.split('/').pop()!
  for (const file of builtFiles(`.local/e2e-dist-${process.env.E2E_WEB_PORT}`)) {
    expect(readFileSync(file, 'utf8').includes(secret), file).toBe(false)
  }
  const bodies: string[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'fetch') bodies.push(await response.text().catch(() => ''))
  })
  await loginAsAdmin(page)
  await page.getByRole('button', { name: 'Publish settings' }).click()
  await expect(page.getByRole('dialog', { name: 'Publish settings' })).toBeVisible()
  expect(bodies.some((body) => body.includes(secret))).toBe(false)
})

test('a refused build hook address is explained beside the field and nothing changes', async ({ page }) => {
  await loginAsAdmin(page)
  await page.getByRole('button', { name: 'Publish settings' }).click()
  const dialog = page.getByRole('dialog', { name: 'Publish settings' })
  await dialog.getByLabel('Build hook address').fill('http://example.com/hook')
  await dialog.getByRole('button', { name: 'Save settings' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('The build hook must be an https:// address.')
  await expect(dialog.getByLabel('Build hook address')).toHaveValue('http://example.com/hook')
  // This machine too: the stack's own receiver is its setting, never the admin's.
  await dialog.getByLabel('Build hook address').fill('http://127.0.0.1:5432/x')
  await dialog.getByRole('button', { name: 'Save settings' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('The build hook must be an https:// address.')
  // Nor any private address over https: the cloud metadata service written as an IPv4-mapped address.
  await dialog.getByLabel('Build hook address').fill('https://[::ffff:169.254.169.254]/latest')
  await dialog.getByRole('button', { name: 'Save settings' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('The build hook cannot go to a private, loopback or link-local network address.')
  await page.keyboard.press('Escape')
  await expect(page.getByText(/Build hook: set \(127\.0\.0\.1\)/)).toBeVisible()
})
