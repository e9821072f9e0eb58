/**
 * Lead notifications in the browser: an admin adds a webhook destination and sends a test; a
 * visitor submits the wizard; the inquiry card shows the notification delivered. The webhook
 * receiver is a server this journey starts; the stack delivers with its Edge Function.
 */
import { createHmac } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '../support/test'
import { chooseOption, SECONDS_A_PERSON_TAKES } from '../support/visitor-forms'
import { loginAsAdmin, seriousAxeViolations, serviceData, uniqueName } from '../support/admin'

interface Received {
  headers: IncomingHttpHeaders
  body: string
  json: { type?: string; inquiry?: { name?: string; email?: string; url?: string } }
}

const received: Received[] = []
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = []
  req.on('data', (chunk: Buffer) => chunks.push(chunk))
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8')
    received.push({ headers: req.headers, body, json: JSON.parse(body) as Received['json'] })
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end('{"ok":true}')
  })
})
let hookUrl = ''

test.beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()))
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/agency-leads`
})

test.afterAll(async () => {
  // Later journeys' inquiries must not go to a receiver that is gone.
  const service = await serviceData()
  await service.from('notification_destinations').delete().like('name', 'Journey hook%')
  await new Promise<void>((resolve) => receiver.close(() => resolve()))
})

function signatureIsValid(secret: string, message: Received): boolean {
  const id = String(message.headers['webhook-id'])
  const timestamp = String(message.headers['webhook-timestamp'])
  const expected = createHmac('sha256', Buffer.from(secret.replace(/^whsec_/, ''), 'base64'))
    .update(`${id}.${timestamp}.${message.body}`)
    .digest('base64')
  return String(message.headers['webhook-signature']) === `v1,${expected}`
}

test('an admin adds a webhook and tests it; a visitor\'s wizard inquiry shows "Delivered" on its card', async ({ page, context }) => {
  const hookName = uniqueName('Journey hook ')
  await loginAsAdmin(page)
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Notifications' }).click()
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible()

  await page.getByRole('button', { name: 'Add Destination' }).click()
  const form = page.getByRole('form', { name: 'Add destination' })
  await expect(form.getByRole('radio', { name: 'Webhook' })).toBeChecked()
  await form.getByRole('textbox', { name: 'Name' }).fill(hookName)
  await form.getByRole('textbox', { name: 'Webhook URL' }).fill(hookUrl)
  // A secret is generated in the browser for the admin to copy into the receiver.
  const secret = await form.getByRole('textbox', { name: 'Signing secret' }).inputValue()
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
  await form.getByRole('button', { name: 'Add Destination' }).click()
  await expect(page.getByText('Destination added')).toBeVisible()

  const destination = page.getByRole('article', { name: hookName })
  await expect(destination).toContainText(hookUrl)
  // Never shown again: only a hint of it.
  await expect(destination).toContainText(`whsec_…${secret.slice(-4)}`)
  await expect(page.getByText(secret)).toHaveCount(0)
  expect(await seriousAxeViolations(page)).toEqual([])

  await destination.getByRole('button', { name: 'Send test' }).click()
  await expect(destination.getByRole('status')).toHaveText(/^Test succeeded: Delivered \(HTTP 2xx in \d+ ms\)\.$/)
  expect(received).toHaveLength(1)
  expect(received[0]!.json.type).toBe('test')
  expect(signatureIsValid(secret, received[0]!)).toBe(true)

  // A visitor sends the wizard on /contact.
  const first = uniqueName('Notified')
  const email = `${first.toLowerCase()}@visitors.example`
  const visitor = await context.newPage()
  await visitor.clock.install()
  await visitor.goto('/contact')
  const wizard = visitor.getByRole('form', { name: 'Detailed consultation form' })
  await wizard.getByLabel(/^First Name/).fill(first)
  await wizard.getByLabel(/^Last Name/).fill('Prospect')
  await wizard.getByLabel(/^Email/).fill(email)
  await wizard.getByLabel('Company (optional)').fill('Notified Co')
  await wizard.getByRole('button', { name: 'Next' }).click()
  await chooseOption(wizard, 'Service Interest', 'Mobile Apps')
  await chooseOption(wizard, 'Budget Range', '$50,000 - $100,000')
  await chooseOption(wizard, 'Project Timeline', '3-6 months')
  await wizard.getByRole('button', { name: 'Next' }).click()
  await wizard.getByLabel(/^Message/).fill('An app for our delivery drivers, soon please.')
  await visitor.clock.fastForward(SECONDS_A_PERSON_TAKES)
  await wizard.getByRole('button', { name: 'Submit Inquiry' }).click()
  await expect(visitor).toHaveURL('/thank-you')
  await visitor.close()

  await expect.poll(() => received.filter((message) => message.json.type === 'inquiry.created').length).toBe(1)
  const notification = received.find((message) => message.json.type === 'inquiry.created')!
  expect(signatureIsValid(secret, notification)).toBe(true)
  expect(notification.json.inquiry).toMatchObject({ name: `${first} Prospect`, email })

  // The link in the notification opens the inquiry in the back office.
  await page.goto(notification.json.inquiry!.url!.replace(/^https?:\/\/[^/]+/, ''))
  const card = page.getByRole('article', { name: `${first} Prospect` })
  await expect(card).toBeVisible()
  // Where its notifications went is among the card's details, shown on demand.
  await card.getByRole('button', { name: 'Show details' }).click()
  const notifications = card.getByRole('region', { name: 'Notifications' })
  await expect(notifications).toContainText(`Webhook · ${hookName}`)
  await expect(notifications.getByText('Delivered', { exact: true })).toBeVisible()
  expect(await seriousAxeViolations(page)).toEqual([])
})
