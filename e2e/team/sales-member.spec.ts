import type { Browser } from '@playwright/test'
import { expect, test } from '../support/test'
import { fillLogin, loginAsAdmin, serviceData, toasts, uniqueName, uniqueTitle } from '../support/admin'
import { sendQuickForm, sendThroughReferral, waitUntilLive } from '../support/visitor-forms'
import { ACCESS_ENDED, addSalespersonLink, emailLink, mailTo, NO_ACCESS } from './members'

/*
 * A sales member from the invitation to the deactivation: the admin invites Sam as sales, tied
 * to his salesperson link; Sam sets his password from the invitation email the local stack
 * wrote; of two visitors' inquiries, the one that came through his referral link is his and the
 * other is not; he moves his to Contacted with a note, is refused the blog screen, and the
 * admin's Activity screen shows his change with the status before and after; deactivated, Sam
 * is refused at his next click. Sam's browser and the visitors' are contexts of their own.
 */

/** A fresh page in a browser context of its own: another person's browser. */
async function livePage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL })
  return context.newPage()
}

test('Sam, invited as sales, works only his own lead, is recorded, and is refused once deactivated', async ({ page, browser, baseURL }) => {
  test.setTimeout(360_000)
  const sam = { name: uniqueTitle('Sam Rivera'), email: `${uniqueName('sam-')}@example.com`, password: `Sam-${uniqueName('pw')}-2026!` }
  const link = await addSalespersonLink(sam.name)
  const db = await serviceData()
  const started = Date.now()

  // The admin invites Sam as sales, tied to the existing salesperson link.
  await loginAsAdmin(page)
  await page.goto('/admin/team')
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Invite member' }).click()
  const invite = page.getByRole('dialog', { name: 'Invite a team member' })
  await invite.getByRole('textbox', { name: 'Email' }).fill(sam.email)
  await invite.getByRole('textbox', { name: 'Name' }).fill(sam.name)
  await invite.getByRole('radio', { name: /^Sales/ }).check()
  // The link is offered as "<display name> (<URL name>)".
  await invite.getByRole('checkbox', { name: new RegExp(link.name) }).check()
  await invite.getByRole('button', { name: 'Send invitation' }).click()
  await expect(toasts(page).getByText(`Invitation sent to ${sam.email}`)).toBeVisible()
  const samCard = page.getByRole('region', { name: 'Team members' }).getByRole('article', { name: sam.name })
  await expect(samCard).toContainText('Sales')
  await expect(samCard).toContainText(sam.email)
  await expect(samCard).toContainText(link.name)

  // The invitation is in the local mail folder; its link sets Sam's password on his first visit.
  const mail = await mailTo(sam.email, started)
  const samPage = await livePage(browser, baseURL)
  await samPage.goto(emailLink(mail))
  await expect(samPage).toHaveURL(/\/admin\/set-password/)
  await expect(samPage.getByText('Welcome! Choose your password')).toBeVisible()
  await samPage.getByLabel('New password', { exact: true }).fill(sam.password)
  await samPage.getByLabel('Repeat the new password').fill(sam.password)
  await samPage.getByRole('button', { name: 'Save the password' }).click()
  await expect(toasts(samPage).getByText('Your password is saved.')).toBeVisible()
  // Signed in by the link, a sales member starts on the inbox.
  await expect(samPage).toHaveURL(/\/admin\/customer-inquiries$/)
  await samPage.context().close()

  // A visitor comes through Sam's referral link; another sends the home page's form directly.
  const referred = uniqueName('Referred')
  const walkIn = uniqueName('WalkIn')
  const referralVisitor = await livePage(browser, baseURL)
  await sendThroughReferral(referralVisitor, link.name, referred)
  await referralVisitor.context().close()
  const directVisitor = await livePage(browser, baseURL)
  await directVisitor.clock.install()
  await directVisitor.goto('/')
  await waitUntilLive(directVisitor)
  await sendQuickForm(directVisitor, `${walkIn} Direct`, `${walkIn.toLowerCase()}@visitors.example`)
  await directVisitor.context().close()
  const { data: leads } = await db
    .from('customer_inquiries')
    .select('id, first_name')
    .or(`first_name.eq.${referred},first_name.eq.${walkIn}`)
  const referredId = leads!.find((lead) => lead.first_name === referred)!.id
  expect(leads).toHaveLength(2)

  // Sam signs in and lands on his inbox, which holds his lead alone.
  const samInbox = await livePage(browser, baseURL)
  await samInbox.goto('/admin/login')
  await fillLogin(samInbox, sam.email, sam.password)
  await expect(samInbox).toHaveURL(/\/admin\/customer-inquiries$/)
  const card = samInbox.getByRole('article', { name: `${referred} Prospect` })
  await expect(card).toBeVisible()
  await expect(samInbox.getByRole('article')).toHaveCount(1)
  await samInbox.getByPlaceholder('Search inquiries...').fill(walkIn)
  await expect(samInbox.getByText('No inquiries found matching your criteria.')).toBeVisible()
  await samInbox.getByPlaceholder('Search inquiries...').fill('')

  // He moves it to Contacted, with a note.
  const note = `Called ${referred}: wants a demo next week.`
  await card.getByRole('combobox', { name: /Status of the inquiry/ }).click()
  await samInbox.getByRole('option', { name: 'Contacted' }).click()
  await expect(samInbox.getByText('Status changed to CONTACTED')).toBeVisible()
  await card.getByRole('button', { name: `Edit notes on the inquiry from ${referred} Prospect` }).click()
  await card.getByRole('textbox', { name: `Notes on the inquiry from ${referred} Prospect` }).fill(note)
  await card.getByRole('button', { name: 'Save notes' }).click()
  await expect(toasts(samInbox).getByText('Notes saved')).toBeVisible()
  await expect(card.getByText(note)).toBeVisible()
  await expect
    .poll(async () => (await db.from('customer_inquiries').select('*').eq('id', referredId).single()).data as Record<string, unknown> | null)
    .toMatchObject({ status: 'contacted', notes: note })

  // A screen outside his role says so, with a way back.
  await samInbox.goto('/admin/blogs')
  await expect(samInbox.getByText(NO_ACCESS)).toBeVisible()
  await expect(samInbox.getByRole('row')).toHaveCount(0)
  await samInbox.getByRole('link', { name: /[Bb]ack/ }).click()
  await expect(samInbox).toHaveURL(/\/admin\/customer-inquiries$/)
  await expect(card).toBeVisible()

  // The admin's Activity screen shows Sam's change, with the status before and after.
  await page.goto('/admin/activity')
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible()
  // Newest first: Sam's status change, as "status: new -> contacted".
  const entries = page.getByRole('list', { name: 'Activity' }).locator(':scope > li')
  const statusChange = entries.filter({ hasText: sam.email }).getByRole('listitem').filter({ hasText: /^status:/ }).first()
  await expect(statusChange.locator('del')).toHaveText('new')
  await expect(statusChange.locator('ins')).toHaveText('contacted')

  // The admin deactivates Sam.
  await page.goto('/admin/team')
  await samCard.getByRole('button', { name: `Deactivate ${sam.name}` }).click()
  await page.getByRole('alertdialog', { name: `Deactivate ${sam.name}?` }).getByRole('button', { name: 'Deactivate' }).click()
  await expect(toasts(page).getByText(`${sam.name} has been deactivated`)).toBeVisible()
  await expect(samCard).toContainText('Deactivated')

  // Sam's next click is refused: he is signed out with the message, and his lead is unchanged.
  await card.getByRole('combobox', { name: /Status of the inquiry/ }).click()
  await samInbox.getByRole('option', { name: 'In Progress' }).click()
  await expect(samInbox).toHaveURL(/\/admin\/login$/)
  await expect(samInbox.getByText(ACCESS_ENDED).first()).toBeVisible()
  const { data: after } = await db.from('customer_inquiries').select('status').eq('id', referredId).single()
  expect(after).toEqual({ status: 'contacted' })
})
