import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js'
import ws from 'ws'
import { BACK_OFFICE_STORAGE_PREFIX } from '../../src/lib/back-office-storage'
import type { Database } from '../../src/lib/database.types'
import { LOCAL_ANON_KEY } from '../../supabase/local/defaults'
import { addInquiry, loginAsAdmin, serviceData, uniqueName } from '../support/admin'
import { e2eAdmin, stackUrl } from '../support/env'
import { expect, test, type Page } from '../support/test'

/** Everything the back office keeps in this browser's storage: the session, the content backups. */
const adminStorageKeys = (page: Page) =>
  page.evaluate(
    (prefix) =>
      [localStorage, sessionStorage].flatMap((storage) =>
        Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '').filter((key) => key.startsWith(prefix)),
      ),
    BACK_OFFICE_STORAGE_PREFIX,
  )

const ACCESS_ENDED = 'You have been signed out because this account no longer has access to the admin panel.'

test.describe('Logout', () => {
  for (const serverReachable of [true, false]) {
    test(`leaves nothing of the admin in the browser${serverReachable ? '' : ', even when the server cannot be reached'}`, async ({ page }) => {
      const name = uniqueName('Leaving')
      await addInquiry({ first_name: name })
      await loginAsAdmin(page)
      // A backup of the content (drafts included) kept in this browser by the data tools.
      await page.getByRole('region', { name: 'Data Recovery & Backup' }).getByRole('button', { name: 'Create Backup' }).click()
      await expect(page.getByText('Backup Created')).toBeVisible()
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Customer Inquiries' }).click()
      await expect(page.getByText(name).first()).toBeVisible()
      expect(await adminStorageKeys(page)).toEqual(
        expect.arrayContaining(['agency-admin-auth', 'agency-admin-backup-latest', 'agency-admin-backup-history']),
      )

      if (!serverReachable) await page.route('**/auth/v1/logout**', (route) => route.abort('connectionrefused'))
      await page.getByRole('button', { name: 'Logout', exact: true }).click()
      await expect(page).toHaveURL(/\/admin\/login$/)
      expect(await adminStorageKeys(page)).toEqual([])

      // Back to the inquiries in the same tab: the login again, and nothing of the list.
      await page.goBack()
      await expect(page).toHaveURL(/\/admin\/login$/)
      await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
      await expect(page.getByText(name)).toHaveCount(0)
    })
  }
})

/*
 * The e2e stack has one user, the admin. These journeys take it out of public.team_members while its
 * session is open and put it back afterwards, as non-admin-access.spec.ts does.
 */
test.describe('an admin removed while signed in', () => {
  let userId = ''

  test.beforeAll(async () => {
    const client = createClient<Database>(stackUrl, LOCAL_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: ws as unknown as NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport'] },
    })
    const { data, error } = await client.auth.signInWithPassword(e2eAdmin)
    if (error || !data.user) throw error ?? new Error('no user')
    userId = data.user.id
  })

  /**
   * Takes the admin out once the dashboard has settled: its last query (the content changed since
   * the public pages were built) waits for the build's record, and if it ran after the demotion
   * it would sign out before the step under test.
   */
  async function demote(page: Page) {
    await expect(page.getByRole('region', { name: 'Public Pages' }).getByText('Checking the public pages...')).toHaveCount(0)
    const service = await serviceData()
    const { error } = await service.from('team_members').delete().eq('user_id', userId)
    expect(error).toBeNull()
  }

  test.afterEach(async () => {
    const service = await serviceData()
    const { error } = await service.from('team_members').upsert({
      user_id: userId, email: e2eAdmin.email, display_name: e2eAdmin.email.split('@')[0]!, role: 'admin', active: true,
    })
    expect(error, 'the admin must be put back for the other journeys').toBeNull()
  })

  test('is sent to the login with a clear message on moving to another screen', async ({ page }) => {
    const name = uniqueName('Removed')
    await addInquiry({ first_name: name })
    await loginAsAdmin(page)
    await demote(page)

    // No reload: the next screen is the next request.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Customer Inquiries' }).click()
    await expect(page).toHaveURL(/\/admin\/login$/)
    await expect(page.getByRole('alert').filter({ hasText: ACCESS_ENDED })).toBeVisible()
    await expect(page.getByText(name)).toHaveCount(0)
    expect(await adminStorageKeys(page)).toEqual([])
  })

  test('is sent to the login at the next request on the same screen', async ({ page }) => {
    await loginAsAdmin(page)
    await demote(page)

    await page.getByRole('region', { name: 'Data Migration' }).getByRole('button', { name: 'Check Database' }).click()
    await expect(page).toHaveURL(/\/admin\/login$/)
    await expect(page.getByRole('alert').filter({ hasText: ACCESS_ENDED })).toBeVisible()
    expect(await adminStorageKeys(page)).toEqual([])
  })
})
