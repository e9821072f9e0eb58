/**
 * The Privacy screen: an admin looks up a lead's email, sees what is held by kind, exports it
 * as one JSON file, erases it (a confirmation naming what goes, confirmed with Erase) and is
 * told nothing is held any more and that the address was erased, and when; the screen has no serious accessibility violation on a phone
 * or a desktop. A withdrawal of consent by mail or phone is recorded from the same look-up.
 */
import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '../support/test'
import { addInquiry, loginAsAdmin, seriousAxeViolations, serviceData, toasts, uniqueName } from '../support/admin'

// Reduced motion from the first paint: axe judges final colours, never a frame of a fade.
test.use({ reducedMotion: 'reduce' })

/** Signs in and opens Privacy from the sidebar, or by its address on a phone (the sidebar is a menu there). */
async function openPrivacy(page: Page, via: 'sidebar' | 'address' = 'sidebar') {
  await loginAsAdmin(page)
  if (via === 'sidebar') await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Privacy' }).click()
  else await page.goto('/admin/privacy')
  await expect(page.getByRole('heading', { name: 'Privacy', level: 1 })).toBeVisible()
  await expect(page.getByRole('spinbutton', { name: /Keep inquiries for/ })).toHaveValue('36')
  await expect(page.getByRole('spinbutton', { name: /Keep the record of privacy requests for/ })).toHaveValue('6')
}

async function lookUp(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Email address' }).fill(email)
  await page.getByRole('button', { name: 'Look Up' }).click()
}

test('an admin looks up a lead, exports everything held, erases it and is told nothing is held', async ({ page }) => {
  const first = uniqueName('Privacy')
  const email = `${first.toLowerCase()}@journeys.example`
  await addInquiry({ first_name: first, email })
  await addInquiry({ first_name: first, email, deleted_at: new Date().toISOString() })
  await openPrivacy(page)
  await expect(page.getByText('never an inquiry')).toBeVisible()

  await lookUp(page, email)
  const held = page.getByRole('region', { name: `What is held about ${email}` })
  await expect(held.getByRole('row', { name: /Inquiries \(active\)/ })).toContainText('1')
  await expect(held.getByRole('row', { name: /Inquiries in the trash/ })).toContainText('1')
  await expect(held).toContainText(`No erasure of ${email} is on record.`)

  const downloading = page.waitForEvent('download')
  await held.getByRole('button', { name: 'Export' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^personal-data-.*-at-journeys\.example-\d{4}-\d{2}-\d{2}\.json$/)
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as { email: string; inquiries: Array<{ first_name: string }> }
  expect(exported.email).toBe(email)
  expect(exported.inquiries.map((row) => row.first_name)).toEqual([first, first])

  await held.getByRole('button', { name: 'Erase' }).click()
  const dialog = page.getByRole('alertdialog', { name: `Erase everything held about ${email}?` })
  await expect(dialog).toContainText('Inquiries (active): 1')
  await expect(dialog).toContainText('Inquiries in the trash: 1')
  await dialog.getByRole('button', { name: 'Erase' }).click()
  await expect(toasts(page)).toContainText(`Everything held about ${email} was erased`)
  await expect(page.getByRole('region', { name: `What is held about ${email}` })).toContainText(`Nothing is held about ${email}.`)
  // Asked again later, the screen answers whether and when the address was erased.
  await expect(page.getByRole('region', { name: `What is held about ${email}` })).toContainText(`${email} was erased once, last on`)

  const service = await serviceData()
  const { count } = await service.from('customer_inquiries').select('*', { count: 'exact', head: true }).eq('email', email)
  expect(count).toBe(0)
  // The record of requests names the actions, never the address.
  const log = page.getByRole('region', { name: 'Record of requests' })
  await expect(log).toContainText('Erase by')
  await expect(log).not.toContainText(email)
})

test('the Privacy screen has no serious accessibility violation at 375 and 1440 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await openPrivacy(page, 'address')
  await lookUp(page, 'nobody-here@journeys.example')
  await expect(page.getByText('Nothing is held about nobody-here@journeys.example.')).toBeVisible()
  expect(await seriousAxeViolations(page), '375 px').toEqual([])

  await page.setViewportSize({ width: 1440, height: 900 })
  await page.reload()
  await expect(page.getByRole('spinbutton', { name: /Keep inquiries for/ })).toHaveValue('36')
  const first = uniqueName('Axe')
  const email = `${first.toLowerCase()}@journeys.example`
  await addInquiry({ first_name: first, email })
  await lookUp(page, email)
  await page.getByRole('button', { name: 'Erase' }).click()
  await expect(page.getByRole('alertdialog')).toBeVisible()
  expect(await seriousAxeViolations(page), '1440 px, the Erase confirmation open').toEqual([])
  await page.getByRole('button', { name: 'Cancel' }).click()
  expect(await seriousAxeViolations(page), '1440 px').toEqual([])
})

test('an admin records a withdrawal of consent made by mail, for every inquiry of the address', async ({ page }) => {
  // Sign-in, a look-up and two recorded requests: longer than one screen's check.
  test.slow()
  const first = uniqueName('Withdrawn')
  const email = `${first.toLowerCase()}@journeys.example`
  // Two inquiries sent as a visitor sends them, with every recipient allowed: the consent per
  // recipient is recorded only by the submission.
  const consent = {
    version: '1', decided_at: new Date().toISOString(), ad_storage: true, ad_user_data: true, ad_personalization: true,
    analytics_storage: true, gpc: false, recipients: { google_ads: true, meta: true, linkedin: true, ga4: true },
  }
  const service = await serviceData()
  const ids: string[] = []
  for (let sent = 0; sent < 2; sent++) {
    const { data, error } = await service.rpc('submit_inquiry', {
      payload: {
        first_name: first, last_name: 'Journey', email, phone: '', company: '', service_interest: 'Web Applications',
        budget_range: '$15,000 - $50,000', project_timeline: '3-6 months', message: 'We would like a quote for a new web application.',
        source_page: 'contact', website: '', form_fill_ms: 12_000, consent,
      },
    })
    expect(error).toBeNull()
    ids.push((data as { id: string }).id)
  }
  await openPrivacy(page)
  await lookUp(page, email)
  const held = page.getByRole('region', { name: `What is held about ${email}` })
  await held.getByRole('button', { name: 'Record a withdrawal' }).click()

  const dialog = page.getByRole('dialog', { name: `Record a withdrawal of consent by ${email}` })
  await expect(dialog.getByRole('checkbox', { name: /Advertising/ })).not.toBeChecked()
  await expect(dialog.getByRole('checkbox', { name: /Analytics/ })).not.toBeChecked()
  await dialog.getByRole('button', { name: 'Record withdrawal' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Choose at least one purpose.')
  await dialog.getByRole('checkbox', { name: /Advertising/ }).click()
  await dialog.getByRole('button', { name: 'Record withdrawal' }).click()
  await expect(dialog).toBeHidden()
  await expect(toasts(page)).toContainText(`Withdrawal recorded for 2 inquiries from ${email}`)
  await expect(page.getByRole('region', { name: 'Record of requests' }).getByText('Withdrawal recorded').first()).toBeVisible()

  const { data: rows } = await service.from('inquiry_recipient_consents').select('inquiry_id, recipient, granted, withdrawn_via')
    .in('inquiry_id', ids).order('recipient')
  // Advertising withdrawn by the admin on both leads; analytics (GA4) kept.
  const withdrawn = rows!.filter((row) => row.withdrawn_via !== null)
  expect(withdrawn).toHaveLength(6)
  expect(withdrawn.every((row) => row.granted && row.withdrawn_via === 'admin')).toBe(true)
  expect(new Set(withdrawn.map((row) => row.recipient))).toEqual(new Set(['google_ads', 'meta', 'linkedin']))
  expect(rows!.filter((row) => row.recipient === 'ga4').map((row) => row.withdrawn_via)).toEqual([null, null])

  // Again: nothing is left to withdraw, and it says so.
  await held.getByRole('button', { name: 'Record a withdrawal' }).click()
  await dialog.getByRole('checkbox', { name: /Advertising/ }).click()
  await dialog.getByRole('button', { name: 'Record withdrawal' }).click()
  await expect(toasts(page)).toContainText(`No inquiry from ${email} carries that consent; the request was recorded and nothing changed.`)
})
