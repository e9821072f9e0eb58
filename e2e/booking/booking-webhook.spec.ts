import { expect, test, type Page } from '../support/test'
import { addInquiry, loginAsAdmin, serviceData, toasts, uniqueName, uniqueTitle } from '../support/admin'
import { stackUrl } from '../support/env'
import { sendThroughReferral } from '../support/visitor-forms'
import { addMember, addSalespersonLink } from '../team/members'
import { calDelivery, calendlyDelivery, type Delivery } from '../../tests/support/booking-deliveries'

/*
 * The meeting comes back to its lead: the admin makes the Cal.com and Calendly secrets on the
 * Team screen; a visitor sends the wizard through a sales member's referral link; Cal.com's
 * signed BOOKING_CREATED carrying the lead's reference puts the meeting on the lead's card and
 * moves it to Contacted, the same delivery again changes nothing, a badly signed one gets 401.
 * Calendly likewise for a lead matched by the attendee's email, with a stale signature refused;
 * a booking no lead matches is attached by the admin.
 */

const post = (tool: 'cal.com' | 'calendly', delivery: Delivery) =>
  fetch(`${stackUrl}/functions/v1/booking-webhook/${tool}`, { method: 'POST', headers: delivery.headers, body: delivery.body })

/** Makes a tool's secret on the Team screen's Booking webhooks card and reads it as shown, once. */
async function makeSecret(page: Page, tool: 'Cal.com' | 'Calendly'): Promise<string> {
  const card = page.getByRole('list', { name: 'Booking tools' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: tool, exact: true }) })
  const button = card.getByRole('button', { name: /^Make a (new )?secret$/ })
  const remake = (await button.textContent())?.includes('new')
  await button.click()
  if (remake) await page.getByRole('alertdialog').getByRole('button', { name: 'Make a new secret' }).click()
  await expect(card.getByText('Copy it now: it is shown only this once.')).toBeVisible()
  const secret = (await card.locator('code').filter({ hasText: /^[0-9a-f]{64}$/ }).textContent())!.trim()
  await expect(card.getByText(`booking-webhook/${tool.toLowerCase()}`)).toBeVisible()
  return secret
}

async function meetingsOf(inquiryId: string) {
  const service = await serviceData()
  const { data, error } = await service.from('inquiry_meetings').select('status, matched_by').eq('inquiry_id', inquiryId)
  if (error) throw error
  return data
}

async function leadOf(email: string) {
  const service = await serviceData()
  const { data, error } = await service.from('customer_inquiries').select('id, status, owner_id, first_touched_at').eq('email', email).single()
  if (error) throw error
  return data
}

/** The inquiries screen searched for one lead's email: the list holds that lead's card alone. */
async function cardOf(page: Page, email: string) {
  await page.goto(`/admin/customer-inquiries?search=${encodeURIComponent(email)}`)
  const list = page.getByRole('region', { name: 'Inquiries' })
  await expect(list.getByText(email, { exact: true })).toHaveCount(1)
  return list
}

test('a signed Cal.com or Calendly booking lands on its lead, once; unsigned, badly signed and stale ones are refused', async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000)
  const link = await addSalespersonLink(uniqueTitle('Dana Booker'))
  const owner = await addMember('sales', link.displayName, [link.id])

  await loginAsAdmin(page)
  await page.goto('/admin/team')
  await expect(page.getByRole('heading', { name: 'Booking webhooks' })).toBeVisible()
  const calSecret = await makeSecret(page, 'Cal.com')
  const calendlySecret = await makeSecret(page, 'Calendly')

  // A visitor arrives through the sales member's referral link and sends the wizard.
  const first = uniqueName('Ada')
  const visitor = await (await browser.newContext({ baseURL })).newPage()
  await sendThroughReferral(visitor, link.name, first)
  await visitor.context().close()
  const email = `${first.toLowerCase()}@referred.example`
  const lead = await leadOf(email)
  expect(lead).toMatchObject({ status: 'new', owner_id: owner.userId, first_touched_at: null })

  // Cal.com: the booking carries the lead's reference (metadata[inquiry]).
  const booking = await calDelivery('cal-booking-created', calSecret, { reference: lead.id, email, id: uniqueName('cal-') })
  const created = await post('cal.com', booking)
  expect([created.status, await created.json()]).toEqual([200, { outcome: 'recorded', matched: true }])
  expect(await meetingsOf(lead.id)).toEqual([{ status: 'booked', matched_by: 'reference' }])
  expect(await leadOf(email)).toMatchObject({ status: 'contacted', first_touched_at: expect.any(String) })

  const card = await cardOf(page, email)
  const meetings = card.getByRole('region', { name: 'Meetings' })
  await expect(meetings).toContainText('Dana Sales')
  await expect(meetings).toContainText('Booked')
  await expect(meetings).toContainText('Cal.com')
  await expect(card.getByText('Contacted').first()).toBeVisible()

  // The same delivery again is acknowledged and changes nothing; a badly signed one is refused.
  const again = await post('cal.com', booking)
  expect([again.status, await again.json()]).toEqual([200, { outcome: 'duplicate', matched: false }])
  const forged = await calDelivery('cal-booking-cancelled', 'f'.repeat(64), { reference: lead.id, id: booking.body.match(/"uid":"([^"]+)"/)![1] })
  expect((await post('cal.com', forged)).status).toBe(401)
  const unsigned = await post('cal.com', { body: booking.body, headers: { 'content-type': 'application/json' } })
  expect(unsigned.status).toBe(401)
  expect(await meetingsOf(lead.id)).toEqual([{ status: 'booked', matched_by: 'reference' }])

  // Calendly: a lead matched by the attendee's email; a stale signature refused, a fresh one taken once.
  const calendlyEmail = `${uniqueName('grace')}@journeys.example`
  const calendlyLead = await addInquiry({ first_name: uniqueName('Grace'), email: calendlyEmail })
  const invitee = `https://api.calendly.com/scheduled_events/E/invitees/${uniqueName('inv-')}`
  const stale = await calendlyDelivery('calendly-invitee-created', calendlySecret, {
    reference: null, email: calendlyEmail, id: invitee, signedAt: Math.floor(Date.now() / 1000) - 600,
  })
  expect((await post('calendly', stale)).status).toBe(401)
  expect(await meetingsOf(calendlyLead)).toEqual([])
  const fresh = await calendlyDelivery('calendly-invitee-created', calendlySecret, { reference: null, email: calendlyEmail, id: invitee })
  expect((await post('calendly', fresh)).status).toBe(200)
  expect((await post('calendly', fresh)).status).toBe(200)
  const badlySigned = await calendlyDelivery('calendly-invitee-canceled', 'f'.repeat(64), { email: calendlyEmail, id: invitee })
  expect((await post('calendly', badlySigned)).status).toBe(401)
  expect(await meetingsOf(calendlyLead)).toEqual([{ status: 'booked', matched_by: 'email' }])
  const calendlyCard = await cardOf(page, calendlyEmail)
  await expect(calendlyCard.getByRole('region', { name: 'Meetings' })).toContainText('Calendly')

  // A booking no lead matches waits for an admin, who attaches it by the lead's email.
  const strayEmail = `${uniqueName('stray')}@elsewhere.example`
  const stray = await calDelivery('cal-booking-created', calSecret, { reference: null, email: strayEmail, id: uniqueName('cal-stray-') })
  expect(await (await post('cal.com', stray)).json()).toEqual({ outcome: 'recorded', matched: false })
  const strayLead = await addInquiry({ first_name: uniqueName('Stray'), email: `${uniqueName('stray-lead')}@journeys.example`, created_at: new Date(Date.now() - 60 * 86_400_000).toISOString() })
  await page.goto('/admin/customer-inquiries')
  const unmatched = page.getByRole('list', { name: 'Bookings without a lead' }).getByRole('listitem').filter({ hasText: strayEmail })
  await expect(unmatched).toBeVisible()
  const strayLeadEmail = (await (await serviceData()).from('customer_inquiries').select('email').eq('id', strayLead).single()).data!.email
  await unmatched.getByRole('textbox').fill(strayLeadEmail)
  await unmatched.getByRole('button', { name: /^Attach / }).click()
  await expect(toasts(page).getByText('Booking attached to the lead')).toBeVisible()
  await expect(unmatched).toHaveCount(0)
  expect(await meetingsOf(strayLead)).toEqual([{ status: 'booked', matched_by: 'admin' }])
})
