/**
 * The dashboard's speed-to-lead card: an admin sees a lead of the last 30 days in the figures
 * (its campaign's row, and the meeting it booked once one is on it), picks another period, and
 * the card has no serious accessibility violation on a desktop or a phone.
 */
import { format, subDays } from 'date-fns'
import { expect, test, type Page } from '../support/test'
import { addInquiry, loginAsAdmin, seriousAxeViolations, serviceData, uniqueName } from '../support/admin'

test.use({ reducedMotion: 'reduce' })

const card = (page: Page) => page.getByRole('region', { name: 'Speed to lead' })
const campaignRow = (page: Page, campaign: string) =>
  card(page).getByRole('table', { name: 'Meetings booked by source and campaign' }).getByRole('row').filter({ hasText: campaign })

test('an admin reads the time to first touch and the meetings booked, for the period picked', async ({ page }) => {
  test.setTimeout(120_000)
  const campaign = uniqueName('speed-')
  const arrived = new Date(Date.now() - 10 * 60_000)
  const id = await addInquiry({
    first_name: uniqueName('Speedy'),
    created_at: arrived.toISOString(),
    first_touched_at: new Date(arrived.getTime() + 5 * 60_000).toISOString(),
    last_utm_source: 'e2e-speed',
    last_touch_at: arrived.toISOString(),
    last_utm_campaign: campaign,
  })

  await loginAsAdmin(page)
  await expect(card(page).getByRole('table', { name: 'Time to first touch by owner' })).toBeVisible()
  await expect(campaignRow(page, campaign)).toHaveText(/e2e-speed\s*speed-\w+\s*1\s*0\s*0%/)

  // A meeting booked on it (as the booking webhook records one) counts once the card reads again.
  const service = await serviceData()
  const { error } = await service.from('inquiry_meetings').insert({ inquiry_id: id, provider: 'cal.com', external_id: `e2e-${campaign}`, matched_by: 'reference' })
  expect(error).toBeNull()
  await page.reload()
  await expect(campaignRow(page, campaign)).toHaveText(/e2e-speed\s*speed-\w+\s*1\s*1\s*100%/)

  // Another period: the last 7 days still hold the lead.
  await card(page).getByRole('button', { name: /Speed-to-lead period/ }).click()
  await page.getByRole('button', { name: 'Last 7 days', exact: true }).click()
  await expect(card(page).getByRole('button', { name: /Speed-to-lead period/ })).toContainText(format(subDays(new Date(), 6), 'MMM d, yyyy'))
  await expect(campaignRow(page, campaign)).toBeVisible()
  expect(await seriousAxeViolations(page)).toEqual([])

  await page.setViewportSize({ width: 375, height: 800 })
  await card(page).scrollIntoViewIfNeeded()
  expect(await seriousAxeViolations(page)).toEqual([])
})
