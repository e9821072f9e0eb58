import { stackUrl } from './env'
import { serviceData } from './admin'
import { expect, type Page } from './test'
import type { Delivery } from '../../tests/support/booking-deliveries'

/** Posts a booking tool's delivery to the booking webhook, at the address that tool is given. */
export const postBooking = (tool: 'cal.com' | 'calendly', delivery: Delivery) =>
  fetch(`${stackUrl}/functions/v1/booking-webhook/${tool}`, { method: 'POST', headers: delivery.headers, body: delivery.body })

/** Makes a tool's secret on the Team screen's Booking webhooks card and reads it as shown, once. */
export async function makeBookingSecret(page: Page, tool: 'Cal.com' | 'Calendly'): Promise<string> {
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

/** A lead's meetings as stored: their state and how each reached the lead. */
export async function meetingsOf(inquiryId: string) {
  const service = await serviceData()
  const { data, error } = await service.from('inquiry_meetings').select('status, matched_by').eq('inquiry_id', inquiryId)
  if (error) throw error
  return data
}

/** The inquiries screen searched for one lead's email: the list holds that lead's card alone. */
export async function inquiryListOf(page: Page, email: string) {
  await page.goto(`/admin/customer-inquiries?search=${encodeURIComponent(email)}`)
  const list = page.getByRole('region', { name: 'Inquiries' })
  await expect(list.getByText(email, { exact: true })).toHaveCount(1)
  return list
}
