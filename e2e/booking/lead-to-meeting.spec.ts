import type { Browser } from '@playwright/test'
import { loginAsAdmin, serviceData, toasts, uniqueName, uniqueTitle } from '../support/admin'
import { inquiryListOf, makeBookingSecret, meetingsOf, postBooking } from '../support/booking'
import { waitForMail } from '../support/mailbox'
import { expect, test } from '../support/test'
import { goToReferralForm, sendDetailedForm } from '../support/visitor-forms'
import { addMember, addSalespersonLink } from '../team/members'
import { calDelivery } from '../../tests/support/booking-deliveries'

/*
 * From a referral to a meeting on the lead. The admin gives a sales member a Cal.com booking
 * page on the Team screen (a page on another host refused first, with the rule's sentence) and
 * makes the Cal.com webhook secret. A visitor who arrived through the member's referral link
 * with a campaign sends the wizard: the lead is the member's, and the thank-you page offers
 * "Book a call with {name}": a plain link, in a new tab, to that page with the visitor's name
 * and email prefilled and the inquiry's reference and campaign as Cal.com's metadata, and no
 * other field of the form; nothing of Cal.com loads on our pages. The member's own email about
 * the lead is in the local mail folder. Cal.com's signed BOOKING_CREATED, carrying the reference
 * the link gave it, puts the meeting on the lead and moves it to Contacted, and the lead is
 * reminded of no more; the same delivery again changes nothing, and a badly signed one gets 401.
 */

async function visitorPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL })
  return context.newPage()
}

test('a referred visitor books the owner\'s call from the thank-you page, the owner hears first, and the booking comes back to the lead', async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000)
  const name = uniqueTitle('Sam Booker')
  const link = await addSalespersonLink(name)
  const sam = await addMember('sales', name, [link.id])
  const bookingPage = `https://cal.com/${uniqueName('sam-').toLowerCase()}/30min`

  // The admin sets Sam's booking page on the Team screen; another host is refused first.
  await loginAsAdmin(page)
  await page.goto('/admin/team')
  const card = page.getByRole('region', { name: 'Team members' }).getByRole('article', { name })
  await card.getByRole('button', { name: `Booking page of ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: `Booking page of ${name}` })
  const field = dialog.getByLabel(/Booking page link/)
  await field.fill('https://calendly.example/sam')
  await dialog.getByRole('button', { name: 'Save booking page' }).click()
  await expect(dialog.getByText(/must be a Cal\.com page .* or a Calendly page/)).toBeVisible()
  await field.fill(bookingPage)
  await dialog.getByRole('button', { name: 'Save booking page' }).click()
  await expect(toasts(page).getByText('Booking page saved')).toBeVisible()
  await expect(card).toContainText(bookingPage)
  const calSecret = await makeBookingSecret(page, 'Cal.com')

  // The visitor arrives through Sam's referral link from a campaign and sends the wizard.
  const visitor = await visitorPage(browser, baseURL)
  const thirdParty: string[] = []
  visitor.on('request', (request) => {
    if (/cal\.com|calendly\.com/.test(new URL(request.url()).hostname)) thirdParty.push(request.url())
  })
  await goToReferralForm(visitor, `/${link.name}/web-apps?utm_source=newsletter&utm_campaign=spring-portals`)
  const email = `${uniqueName('ada-').toLowerCase()}@referred.example`
  await sendDetailedForm(visitor, {
    first: 'Ada', email, phone: '+44 20 7946 0958', company: 'Confidential Engines Ltd', message: 'A private brief about our customer portal.',
  })

  // The lead is Sam's; the thank-you page offers his booking page.
  const db = await serviceData()
  const { data: lead, error } = await db.from('customer_inquiries').select('id, owner_id').eq('email', email).single()
  expect(error).toBeNull()
  expect(lead!.owner_id).toBe(sam.userId)
  const offer = visitor.getByRole('link', { name: new RegExp(`Book a call with ${name}`) })
  await expect(offer).toBeVisible()
  await expect(offer).toHaveAttribute('target', '_blank')
  await expect(offer).toHaveAttribute('rel', 'noopener noreferrer')
  const href = new URL((await offer.getAttribute('href'))!)
  expect(`${href.origin}${href.pathname}`).toBe(bookingPage)
  expect(Object.fromEntries(href.searchParams)).toEqual({
    name: 'Ada Prospect',
    email,
    'metadata[inquiry_reference]': lead!.id,
    'metadata[utm_campaign]': 'spring-portals',
  })
  expect(href.toString()).not.toMatch(/7946|Confidential|brief|15%2C000/i)
  await expect(visitor.getByRole('heading', { name: 'What happens next' })).toBeVisible()
  expect(thirdParty).toEqual([])
  await visitor.context().close()

  // The owner hears first: their own email about the lead, beside the team's channels.
  const mail = await waitForMail(sam.email, /^New inquiry from Ada Prospect/)
  expect(mail.text).toContain(`Reply-To: ${email}`)

  // Cal.com reports the booking made on that page, with the reference the link carried.
  const reference = href.searchParams.get('metadata[inquiry_reference]')!
  const booking = await calDelivery('cal-booking-created', calSecret, { reference, email, id: uniqueName('cal-') })
  const created = await postBooking('cal.com', booking)
  expect([created.status, await created.json()]).toEqual([200, { outcome: 'recorded', matched: true }])
  expect(await meetingsOf(lead!.id)).toEqual([{ status: 'booked', matched_by: 'reference' }])
  const { data: booked } = await db.from('customer_inquiries').select('status, first_touched_at').eq('id', lead!.id).single()
  expect(booked).toMatchObject({ status: 'contacted', first_touched_at: expect.any(String) })

  // Its reminder stops: even overdue, a lead with a meeting is reminded of nothing.
  const hoursAgo = new Date(Date.now() - 3 * 3_600_000).toISOString()
  const { data: settings } = await db.from('notification_settings').select('id, reminder_after_hours').single()
  await db.from('notification_settings').update({ reminder_after_hours: 1 }).eq('id', settings!.id)
  try {
    expect((await db.from('customer_inquiries').update({ created_at: hoursAgo }).eq('id', lead!.id)).error).toBeNull()
    expect((await db.from('notification_outbox').update({ created_at: hoursAgo }).eq('inquiry_id', lead!.id)).error).toBeNull()
    const { error: queueError } = await db.rpc('queue_notification_reminders')
    expect(queueError).toBeNull()
    const { data: reminders } = await db.from('notification_outbox').select('event').eq('inquiry_id', lead!.id).in('event', ['inquiry.reminder', 'inquiry.escalated'])
    expect(reminders).toEqual([])
  } finally {
    await db.from('notification_settings').update({ reminder_after_hours: settings!.reminder_after_hours }).eq('id', settings!.id)
  }

  // The lead's card shows the meeting, the new status and the owner's email delivered.
  const list = await inquiryListOf(page, email)
  const meetings = list.getByRole('region', { name: 'Meetings' })
  await expect(meetings).toContainText('Dana Sales')
  await expect(meetings).toContainText('Booked')
  await expect(list.getByText('Contacted').first()).toBeVisible()
  await list.getByRole('button', { name: 'Show details' }).click()
  const notifications = list.getByRole('region', { name: 'Notifications' })
  await expect(notifications).toContainText(`Email · ${name} (owner)`)
  await expect(notifications.getByText('Delivered', { exact: true }).first()).toBeVisible()

  // The same delivery again is acknowledged and changes nothing; a badly signed one is refused.
  const again = await postBooking('cal.com', booking)
  expect([again.status, await again.json()]).toEqual([200, { outcome: 'duplicate', matched: false }])
  const forged = await calDelivery('cal-booking-cancelled', 'f'.repeat(64), { reference, id: booking.body.match(/"uid":"([^"]+)"/)![1] })
  expect((await postBooking('cal.com', forged)).status).toBe(401)
  const unsigned = await postBooking('cal.com', { body: booking.body, headers: { 'content-type': 'application/json' } })
  expect(unsigned.status).toBe(401)
  expect(await meetingsOf(lead!.id)).toEqual([{ status: 'booked', matched_by: 'reference' }])
})
