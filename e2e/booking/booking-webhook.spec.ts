import { expect, test } from '../support/test'
import { addInquiry, loginAsAdmin, serviceData, toasts, uniqueName } from '../support/admin'
import { inquiryListOf, makeBookingSecret, meetingsOf, postBooking } from '../support/booking'
import { calDelivery, calendlyDelivery } from '../../tests/support/booking-deliveries'

/*
 * The booking webhook beyond Cal.com's round trip (e2e/booking/lead-to-meeting.spec.ts): the
 * admin makes the Calendly and Cal.com secrets on the Team screen; Calendly's signed
 * invitee.created for a lead matched by the attendee's email puts the meeting on its card, a
 * stale signature is refused, the same delivery twice lands once and a badly signed one gets
 * 401; a booking no lead matches waits for an admin, who attaches it by the lead's email.
 */

test('Calendly bookings land on their lead once, stale and badly signed ones are refused, and an unmatched booking is attached by hand', async ({ page }) => {
  test.setTimeout(240_000)
  await loginAsAdmin(page)
  await page.goto('/admin/team')
  await expect(page.getByRole('heading', { name: 'Booking webhooks' })).toBeVisible()
  const calSecret = await makeBookingSecret(page, 'Cal.com')
  const calendlySecret = await makeBookingSecret(page, 'Calendly')

  // Calendly: a lead matched by the attendee's email; a stale signature refused, a fresh one taken once.
  const calendlyEmail = `${uniqueName('grace')}@journeys.example`
  const calendlyLead = await addInquiry({ first_name: uniqueName('Grace'), email: calendlyEmail })
  const invitee = `https://api.calendly.com/scheduled_events/E/invitees/${uniqueName('inv-')}`
  const stale = await calendlyDelivery('calendly-invitee-created', calendlySecret, {
    reference: null, email: calendlyEmail, id: invitee, signedAt: Math.floor(Date.now() / 1000) - 600,
  })
  expect((await postBooking('calendly', stale)).status).toBe(401)
  expect(await meetingsOf(calendlyLead)).toEqual([])
  const fresh = await calendlyDelivery('calendly-invitee-created', calendlySecret, { reference: null, email: calendlyEmail, id: invitee })
  expect((await postBooking('calendly', fresh)).status).toBe(200)
  expect((await postBooking('calendly', fresh)).status).toBe(200)
  const badlySigned = await calendlyDelivery('calendly-invitee-canceled', 'f'.repeat(64), { email: calendlyEmail, id: invitee })
  expect((await postBooking('calendly', badlySigned)).status).toBe(401)
  expect(await meetingsOf(calendlyLead)).toEqual([{ status: 'booked', matched_by: 'email' }])
  const calendlyCard = await inquiryListOf(page, calendlyEmail)
  await expect(calendlyCard.getByRole('region', { name: 'Meetings' })).toContainText('Calendly')

  // A booking no lead matches waits for an admin, who attaches it by the lead's email.
  const strayEmail = `${uniqueName('stray')}@elsewhere.example`
  const stray = await calDelivery('cal-booking-created', calSecret, { reference: null, email: strayEmail, id: uniqueName('cal-stray-') })
  expect(await (await postBooking('cal.com', stray)).json()).toEqual({ outcome: 'recorded', matched: false })
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
