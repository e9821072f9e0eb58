import { expect, type Page } from './support/test'
import type { DataClient } from '../src/lib/data-client'
import { e2eAdmin, serviceClient } from './support/env'

/** Signs the admin in and lands on the dashboard. */
export async function loginAsAdmin(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel('Admin ID').fill(e2eAdmin.email)
  await page.getByLabel('Password').fill(e2eAdmin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
}

/** A name no other journey (or an earlier run on the same database) uses. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
}

/** The toast region, where sonner puts every toast. */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ })
}

/**
 * serviceClient(), typed through the app's DataClient: under tsconfig.node.json supabase-js's
 * createClient<Database>() currently infers the schema as `never` (the same errors show in
 * tests/database/*), while postgrest-js's types, which DataClient uses, resolve the tables.
 */
export async function serviceData(): Promise<DataClient> {
  return (await serviceClient()) as unknown as DataClient
}
