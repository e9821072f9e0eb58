import { waitForMail } from '../support/mailbox'
import { expect, test } from '../support/test'
import { loginAsAdmin, uniqueName, uniqueTitle } from '../support/admin'
import { sendQuickForm } from '../support/visitor-forms'
import { addMember, addSalespersonLink } from '../team/members'

/*
 * The owner hears first: a visitor arrives through a sales member's referral link and sends
 * the quick form; the lead is the member's, and their own email about it is in the local mail
 * folder (no destination was set up for them). The admin's card shows that notification
 * delivered to the owner beside the team's destinations.
 */

test('a lead from a member\'s referral link is emailed to that member, and the card shows it delivered', async ({ page, context }) => {
  test.setTimeout(180_000)
  const owner = uniqueTitle('Olivia Owner')
  const link = await addSalespersonLink(owner)
  const member = await addMember('sales', owner, [link.id])

  const first = uniqueName('Referred')
  const visitor = await context.newPage()
  await visitor.goto(`/${link.name}/web-apps`)
  // The valid referral page names its salesperson and records them in the page (without
  // consent, only in the page's memory): the visitor browses on within the app.
  await expect(visitor.getByText(`You're working with ${owner}`)).toBeVisible()
  await visitor.clock.install()
  await visitor.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click()
  await expect(visitor).toHaveURL('/')
  await sendQuickForm(visitor, `${first} Visitor`, `${first.toLowerCase()}@referred.example`)
  await visitor.close()

  const mail = await waitForMail(member.email, new RegExp(`^New inquiry from ${first} Visitor`))
  expect(mail.text).toContain(`Reply-To: ${first.toLowerCase()}@referred.example`)
  expect(mail.text).toContain('> We need a mobile app for our clinics and would like a quote.')

  await loginAsAdmin(page)
  await page.goto('/admin/customer-inquiries')
  await page.getByPlaceholder('Search inquiries...').fill(first)
  const card = page.getByRole('article', { name: `${first} Visitor` })
  await expect(card).toContainText(owner)
  await card.getByRole('button', { name: 'Show details' }).click()
  const notifications = card.getByRole('region', { name: 'Notifications' })
  await expect(notifications).toContainText(`Email · ${owner} (owner)`)
  await expect(notifications.getByText('Delivered', { exact: true }).first()).toBeVisible()
})
