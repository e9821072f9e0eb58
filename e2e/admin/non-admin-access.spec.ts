import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js'
import { expect, test } from '../support/test'
import ws from 'ws'
import type { DataClient } from '../../src/lib/data-client'
import type { Database } from '../../src/lib/database.types'
import { LOCAL_ANON_KEY } from '../../supabase/local/defaults'
import { addInquiry, fillLogin, inquiryRow, loginAsAdmin, serviceData, uniqueName } from '../support/admin'
import { e2eAdmin, stackUrl } from '../support/env'

/*
 * The e2e stack has one user, the admin. To meet a signed-in user who is not an admin, this
 * journey takes that user out of public.team_members for its duration and puts it back afterwards.
 */
test('a signed-in user who is not an admin is turned away and can read or change no inquiry', async ({ page }) => {
  const service = await serviceData()
  const userClient = createClient<Database>(stackUrl, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport'] },
  })
  const { data: signedIn, error: signInError } = await userClient.auth.signInWithPassword(e2eAdmin)
  expect(signInError).toBeNull()
  const userId = signedIn.user!.id
  const user = userClient as unknown as DataClient
  const id = await addInquiry({ first_name: uniqueName('Guarded') })

  // A session opened while still an admin.
  await loginAsAdmin(page)

  const { error: demoteError } = await service.from('team_members').delete().eq('user_id', userId)
  expect(demoteError).toBeNull()
  try {
    // The open session is ended at the next visit.
    await page.goto('/admin/customer-inquiries')
    await expect(page.getByText('This account has no access to the admin panel.')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login$/)
    expect(await page.evaluate(() => localStorage.getItem('agency-admin-auth'))).toBeNull()

    // A new login is refused the same way, and leaves no session behind.
    await fillLogin(page)
    await expect(page.getByText('Login failed')).toBeVisible()
    await expect(page.getByText('This account has no access to the admin panel.').last()).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login$/)
    expect(await page.evaluate(() => localStorage.getItem('agency-admin-auth'))).toBeNull()

    // RLS: the same user, signed in, reads no inquiry and changes none.
    const read = await user.from('customer_inquiries').select('id')
    expect(read.error).toBeNull()
    expect(read.data).toEqual([])
    const update = await user.from('customer_inquiries').update({ status: 'closed' }).eq('id', id).select('id')
    expect(update.data ?? []).toEqual([])
    const trash = await user.from('customer_inquiries').update({ deleted_at: new Date().toISOString() }).eq('id', id).select('id')
    expect(trash.data ?? []).toEqual([])
    const remove = await user.from('customer_inquiries').delete().eq('id', id).select('id')
    expect(remove.data ?? []).toEqual([])
    expect(await inquiryRow(id)).toEqual({ status: 'new', deleted_at: null })
  } finally {
    const { error } = await service.from('team_members').insert({
      user_id: userId, email: e2eAdmin.email, display_name: e2eAdmin.email.split('@')[0]!, role: 'admin',
    })
    expect(error, 'the admin must be put back for the other journeys').toBeNull()
  }
})
