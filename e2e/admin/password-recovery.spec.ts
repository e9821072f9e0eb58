import { randomUUID } from 'node:crypto'
import { expect, test } from '../support/test'
import { fillLogin } from '../support/admin'
import { serviceClient } from '../support/env'
import { verifyLink, waitForMail } from '../support/mailbox'

// "Forgot password?" end to end, offline: Supabase Auth's recovery email lands in the stack's
// mail folder, its link signs the member in on the set-password page, and the new password is
// theirs from then on.
test('a member who forgot the password gets a link by email, sets a new one and is signed in', async ({ page }) => {
  const email = `recovery-${randomUUID().slice(0, 8)}@journeys.example`
  // A member the admin invited (Supabase Auth's invite, then the database's membership).
  const service = await serviceClient()
  const invited = await service.auth.admin.inviteUserByEmail(email)
  expect(invited.error).toBeNull()
  const added = await service.rpc('add_invited_member' as never, {
    p_user_id: invited.data.user!.id, p_email: email, p_display_name: 'Robin', p_role: 'editor', p_link_ids: [],
  } as never)
  expect(added.error).toBeNull()

  await page.goto('/admin/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/admin\/forgot-password$/)
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(page.getByRole('status')).toHaveText('If an account exists for that address, we have sent a link to reset the password.')

  const mail = await waitForMail(email, /password/i)
  await page.goto(verifyLink(mail))
  // supabase-js has taken the session out of the address.
  await expect(page).toHaveURL(/\/admin\/set-password#?$/)
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill('short')
  await page.getByLabel('Repeat the new password').fill('short')
  await page.getByRole('button', { name: 'Save the password' }).click()
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill('robins new password')
  await page.getByLabel('Repeat the new password').fill('robins new password')
  await page.getByRole('button', { name: 'Save the password' }).click()

  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByText('Your password is saved.')).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()

  // The link worked once.
  await page.goto(verifyLink(mail))
  await expect(page.getByRole('alert')).toHaveText('This link is invalid or has expired. Links work once, for one hour.')

  // And the new password is the one that signs in.
  await page.goto('/admin/login')
  await page.evaluate(() => localStorage.clear())
  await page.goto('/admin/login')
  await fillLogin(page, email, 'robins new password')
  await expect(page).toHaveURL(/\/admin$/)
})
