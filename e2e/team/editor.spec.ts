import { expect, test } from '../support/test'
import { addInquiry, serviceData, toasts, uniqueTitle } from '../support/admin'
import { addMember, memberClient, NO_ACCESS, signIn } from './members'

/*
 * An editor: content is theirs, leads are not. They edit a draft post and publish it; the
 * inquiries screen says they have no access; and the database agrees: a REST select on the
 * inquiries with the editor's own token returns nothing, though there are inquiries to return.
 */
test('an editor edits and publishes a post, and is refused the inquiries on screen and through the API', async ({ page }) => {
  test.setTimeout(90_000)
  const editor = await addMember('editor', uniqueTitle('Eddie Writer'))
  const db = await serviceData()
  const title = uniqueTitle('Team Writing Guide')
  const { data: post, error } = await db
    .from('blogs')
    .insert({ title, content: 'How the team writes.', author: { name: 'Eddie Writer' }, status: 'draft' })
    .select('id')
    .single()
  expect(error).toBeNull()

  // The editor edits the draft and publishes it.
  await signIn(page, editor.email, editor.password)
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/admin/blogs')
  const row = page.getByRole('row', { name: new RegExp(title) })
  await row.getByRole('link', { name: `Edit ${title}` }).click()
  const form = page.getByRole('form', { name: 'Edit blog post' })
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} (edited)`)
  await form.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/blogs$/)
  await expect(toasts(page).getByText('It is on the public site.')).toBeVisible()
  const { data: stored } = await db.from('blogs').select('title, status').eq('id', post!.id).single()
  expect(stored).toEqual({ title: `${title} (edited)`, status: 'published' })

  // The inquiries screen is not theirs.
  await page.goto('/admin/customer-inquiries')
  await expect(page.getByText(NO_ACCESS)).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(0)

  // Nor are the inquiries themselves: a select with the editor's token returns none of them.
  const inquiryId = await addInquiry({ first_name: uniqueTitle('Hidden').replace(' ', '') })
  const asEditor = await memberClient(editor.email, editor.password)
  const read = await asEditor.from('customer_inquiries').select('id')
  expect(read.error).toBeNull()
  expect(read.data).toEqual([])
  const one = await asEditor.from('customer_inquiries').select('id').eq('id', inquiryId)
  expect(one.data).toEqual([])
})
