import { createServer, type Server } from 'node:http'
import type { Browser } from '@playwright/test'
import { LOCAL_ANON_KEY } from '../../supabase/local/defaults'
import { loginAsAdmin, uniqueName } from '../support/admin'
import { serviceClient, stackUrl, tagsSite } from '../support/env'
import { expect, test, type Page } from '../support/test'
import { consentBanner, interceptTagHosts } from '../support/tag-hosts'
import { sendQuickForm } from '../support/visitor-forms'

/*
 * The closed loop, end to end on the tagged site (tag hosts answered locally), with Meta's
 * Graph API answered by a receiver here: a visitor lands from a Google ad, accepts the consent
 * banner and sends the quick form; the admin sets the inquiry to Converted and enters 12,345 in
 * the deal value dialog. Only then does Meta get the Won event, with its value, and Google's
 * feed (fetched as Data Manager does, with a username and the token as password) list the
 * click with it at its first fetch. A lead converted with the dialog skipped goes at once
 * without a value; one whose dialog was closed unanswered goes without a value once the wait is
 * over (the clock moved in the database, not slept through). A visitor who rejected consent is
 * in neither, and its ledger says why.
 */
test.use({ baseURL: tagsSite.baseURL })

interface MetaEvent { event_name: string; event_id: string; custom_data?: { value: number; currency: string } }
const metaEvents: MetaEvent[] = []
let meta: Server

test.beforeAll(async () => {
  meta = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { data?: MetaEvent[] }
      metaEvents.push(...(body.data ?? []))
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ events_received: body.data?.length ?? 0, messages: [], fbtrace_id: 'e2e' }))
    })
  })
  await new Promise<void>((resolve) => meta.listen(Number(new URL(process.env.E2E_META_GRAPH_URL!).port), '127.0.0.1', resolve))
  const db = await serviceClient()
  const { error } = await db.from('conversion_destinations')
    .update({ enabled: true, settings: { dataset_id: '1234567890' }, secret: 'e2e-meta-token-0123456789' }).eq('platform', 'meta')
  expect(error).toBeNull()
})

test.afterAll(async () => {
  const db = await serviceClient()
  await db.from('conversion_destinations').update({ enabled: false }).eq('platform', 'meta')
  await new Promise<void>((resolve) => meta.close(() => resolve()))
})

/** A visitor in a browser of their own (no earlier visit's attribution or consent); answers what the form sent. */
async function visitorSends(browser: Browser, landing: string, choice: 'Accept all', name: string, email: string) {
  const context = await browser.newContext({ baseURL: tagsSite.baseURL })
  const page = await context.newPage()
  await interceptTagHosts(page)
  await page.clock.install()
  await page.goto(landing)
  await consentBanner(page).getByRole('button', { name: choice }).click()
  await expect(consentBanner(page)).toBeHidden()
  const payload = await sendQuickForm(page, name, email)
  await context.close()
  return payload
}

/** Sets a card's status from its select. */
async function setStatus(page: Page, name: string, status: string) {
  const card = page.getByRole('article', { name })
  await card.getByRole('combobox', { name: `Status of the inquiry from ${name}` }).click()
  await page.getByRole('option', { name: status, exact: true }).click()
}

const HEADER = 'Google Click ID,GBRAID,WBRAID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency,Ad User Data,Ad Personalization'

test('the won deal goes with its value: to Meta and into the feed once the dialog is answered, or after the wait', async ({ page, browser }) => {
  // A visitor in a browser of their own, the admin, and a wait for the every-minute
  // delivery job: longer than one journey.
  test.setTimeout(240_000)
  const token = uniqueName('Conv')
  const gclid = `Cj0KCQ-${token}_accepted`
  const refusedGclid = `Cj0KCQ-${token}_rejected`
  const accepter = { name: `${token}A Visitor`, email: `${token.toLowerCase()}-a@conversions.example` }
  const rejecter = { name: `${token}R Visitor` }
  const skipper = { name: `${token}S Visitor`, gclid: `Cj0KCQ-${token}_skipped` }
  const opener = { name: `${token}O Visitor`, gclid: `Cj0KCQ-${token}_left_open` }

  const sent = await visitorSends(browser, `/?gclid=${gclid}&utm_source=google&utm_medium=cpc`, 'Accept all', accepter.name, accepter.email)
  // Three more visitors from Google ads: the same form's payload, as the site sends it; one of
  // them rejected consent (the banner's own journeys are in consent-on-leads.spec.ts).
  for (const [letter, lead] of [['S', skipper], ['O', opener], ['R', { gclid: refusedGclid }]] as const) {
    const payload = JSON.parse(JSON.stringify(sent).replaceAll(`${token}A`, `${token}${letter}`).replaceAll('-a@', `-${letter.toLowerCase()}@`)
      .replaceAll(gclid, lead.gclid)) as Record<string, unknown>
    if (letter === 'R') {
      const consent = payload.consent as Record<string, unknown>
      const refused = Object.fromEntries(Object.keys(consent.recipients as object).map((recipient) => [recipient, false]))
      payload.consent = {
        ...consent, ad_storage: false, ad_user_data: false, ad_personalization: false, analytics_storage: false, recipients: refused,
      }
    }
    const answer = await fetch(`${stackUrl}/rest/v1/rpc/submit_inquiry`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ payload }),
    })
    expect(answer.status).toBe(200)
  }

  await loginAsAdmin(page)
  await page.goto('/admin/customer-inquiries')
  await page.getByPlaceholder('Search inquiries...').fill(token)
  // Whatever the flood rules made of the suite's many inquiries from one address.
  await page.getByLabel('Screening', { exact: true }).click()
  await page.getByRole('option', { name: 'All inquiries', exact: true }).click()
  await expect(page.getByRole('article')).toHaveCount(4)

  await setStatus(page, accepter.name, 'Converted')
  const dialog = page.getByRole('dialog', { name: 'Deal value' })
  await expect(dialog.getByRole('combobox', { name: /^Currency/ })).toHaveValue('USD')
  // Meta hears of the qualified lead at once, and of the won deal not before its value (under
  // Meta's own stage names, the destination's defaults).
  await expect.poll(() => metaEvents.filter((event) => event.event_name === 'Marketing Qualified Lead').length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1)
  expect(metaEvents.filter((event) => event.event_name === 'Converted')).toEqual([])
  // A bad value is refused in the form and saves nothing.
  await dialog.getByRole('textbox', { name: /^Deal value/ }).fill('12.345')
  await dialog.getByRole('button', { name: 'Save deal value' }).click()
  await expect(dialog.getByText('The deal value has at most two decimals.')).toBeVisible()
  await dialog.getByRole('textbox', { name: /^Deal value/ }).fill('12,345')
  await dialog.getByRole('button', { name: 'Save deal value' }).click()
  await expect(dialog).toBeHidden()
  await expect.poll(() => metaEvents.filter((event) => event.event_name === 'Converted'), { timeout: 20_000 })
    .toEqual([expect.objectContaining({ custom_data: { value: 12345, currency: 'USD' } })])

  await setStatus(page, rejecter.name, 'Converted')
  await dialog.getByRole('button', { name: 'Skip' }).click()
  await expect(dialog).toBeHidden()

  await setStatus(page, skipper.name, 'Converted')
  await dialog.getByRole('button', { name: 'Skip' }).click()
  await expect(dialog).toBeHidden()
  await expect.poll(() => metaEvents.filter((event) => event.event_name === 'Converted').length, { timeout: 20_000 }).toBe(2)
  expect(metaEvents.filter((event) => event.event_name === 'Converted')[1]).not.toHaveProperty('custom_data')

  // The dialog closed without an answer: the won deal waits.
  await setStatus(page, opener.name, 'Converted')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  const accepted = page.getByRole('article', { name: accepter.name })
  await accepted.getByRole('button', { name: 'Show details' }).click()
  const acceptedLedger = accepted.getByRole('region', { name: 'Conversions' })
  await expect(acceptedLedger.getByText('$12,345.00').first()).toBeVisible()

  const refused = page.getByRole('article', { name: rejecter.name })
  await refused.getByRole('button', { name: 'Show details' }).click()
  await expect(refused.getByRole('region', { name: 'Conversions' }).getByText('skipped: no consent')).toHaveCount(4)

  const open = page.getByRole('article', { name: opener.name })
  await open.getByRole('button', { name: 'Show details' }).click()
  await expect(open.getByRole('region', { name: 'Conversions' }).getByText(/^Waiting for the deal value/)).toBeVisible()

  // The feed: a token made on the Conversions screen, shown once, given as the password.
  await page.goto('/admin/conversions')
  const make = page.getByRole('button', { name: /^(Generate|Regenerate) token$/ })
  const hadToken = (await make.textContent())?.startsWith('Regenerate')
  await make.click()
  if (hadToken) await page.getByRole('alertdialog').getByRole('button', { name: 'Regenerate token' }).click()
  await expect(page.getByText('Copy it now: it is shown only this once.')).toBeVisible()
  const feedToken = (await page.getByText(/^[A-Za-z0-9_-]{43,}$/).textContent())!
  const wonUrl = page.getByRole('list', { name: 'Feed files' }).getByRole('listitem').filter({ has: page.getByText('Won', { exact: true }) }).locator('code')
  await expect(wonUrl).toHaveText(/\/functions\/v1\/conversion-feed\/won\.csv$/)
  const url = (await wonUrl.textContent())!
  const basic = { Authorization: `Basic ${Buffer.from(`google-ads:${feedToken}`).toString('base64')}` }

  const fetchFeed = async () => {
    const answer = await page.request.get(url, { headers: basic })
    expect(answer.status()).toBe(200)
    expect(answer.headers()['content-type']).toMatch(/^text\/csv/)
    const lines = (await answer.text()).split('\r\n')
    expect(lines[0]).toBe(HEADER)
    return lines
  }
  const rowOf = (lines: string[], click: string) => lines.find((line) => line.startsWith(`${click},`))
  const zonedTime = '\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\+00:00'
  const first = await fetchFeed()
  expect(rowOf(first, gclid)).toMatch(new RegExp(`^${gclid},,,Won,${zonedTime},12345\\.00,USD,Granted,Granted$`))
  expect(rowOf(first, skipper.gclid)).toMatch(new RegExp(`^${skipper.gclid},,,Won,${zonedTime},,,Granted,Granted$`))
  expect(rowOf(first, opener.gclid)).toBeUndefined()
  expect(first.some((line) => line.includes(refusedGclid))).toBe(false)

  // The clock moves past the 24-hour wait: the status change happened 24 hours and a minute ago.
  const db = await serviceClient()
  const { data: inquiry } = await db.from('customer_inquiries').select('id').eq('last_gclid', opener.gclid).single()
  const { error } = await db.from('conversions')
    .update({ occurred_at: new Date(Date.now() - (24 * 60 + 1) * 60_000).toISOString() }).eq('inquiry_id', inquiry!.id).eq('stage', 'won')
  expect(error).toBeNull()
  expect(rowOf(await fetchFeed(), opener.gclid)).toMatch(new RegExp(`^${opener.gclid},,,Won,${zonedTime},,,Granted,Granted$`))
  await expect.poll(() => metaEvents.filter((event) => event.event_name === 'Converted').length, { timeout: 90_000 }).toBe(3)

  // Google has fetched the file: the ledger says so, with the value it was given.
  await page.goto(`/admin/customer-inquiries?search=${token}&screening=all`)
  const fetched = page.getByRole('article', { name: accepter.name })
  await fetched.getByRole('button', { name: 'Show details' }).click()
  const fetchedLedger = fetched.getByRole('region', { name: 'Conversions' })
  await expect(fetchedLedger.getByText('value sent: $12,345.00').first()).toBeVisible()

  // The token-in-path form still opens the file (a download by hand); a changed token gets nothing.
  const withToken = url.replace('/conversion-feed/', `/conversion-feed/${feedToken}/`)
  expect((await page.request.get(withToken)).status()).toBe(200)
  const refusedAnswer = await page.request.get(url, { headers: { Authorization: `Basic ${Buffer.from(`google-ads:${feedToken}x`).toString('base64')}` } })
  expect(refusedAnswer.status()).toBe(401)
  expect(await refusedAnswer.text()).toBe('')
})
