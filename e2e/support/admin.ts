import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from './test'
import type { DataClient } from '../../src/lib/data-client'
import type { Database } from '../../src/lib/database.types'
import { e2eAdmin, serviceClient } from './env'

/** What the back-office journeys share: signing in, data set up behind the UI's back, the toasts, axe. */

export async function fillLogin(page: Page, email = e2eAdmin.email, password = e2eAdmin.password) {
  await page.getByLabel('Admin ID').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
}

/**
 * The public lists are prerendered with the content of the build, which the browser takes as
 * fresh for a minute before it asks again (on a real host, publishing also rebuilds them; here
 * nothing rebuilds). A journey that changed content looks at them from past that minute, so it
 * sees the change however recently the build ran. The page's clock keeps running from there.
 */
export async function pastTheBuildsFreshMinute(page: Page) {
  await page.clock.setSystemTime(Date.now() + 2 * 60_000)
}

/** Fills the required fields (and the industry) of the New portfolio form; returns the form. */
export async function fillNewProject(page: Page, title: string) {
  const form = page.getByRole('form', { name: 'New portfolio' })
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  await form.getByRole('textbox', { name: 'Client', exact: true }).fill('Northwind Bank')
  await form.getByRole('textbox', { name: 'Description', exact: true }).fill('A real-time ledger dashboard for a retail bank.')
  await form.getByRole('combobox', { name: 'Service' }).click()
  await page.getByRole('option', { name: 'Web Applications' }).click()
  await form.getByRole('textbox', { name: 'Industry', exact: true }).fill('Fintech')
  return form
}

/** Signs in through the login page and waits for the dashboard. */
export async function loginAsAdmin(page: Page) {
  await page.goto('/admin/login')
  await fillLogin(page)
  await expect(page).toHaveURL(/\/admin$/)
}

/**
 * serviceClient(), typed through the app's DataClient: under tsconfig.node.json supabase-js's
 * createClient<Database>() infers the schema as `never`, while postgrest-js's types, which
 * DataClient uses, resolve the tables.
 */
export async function serviceData(): Promise<DataClient> {
  return (await serviceClient()) as unknown as DataClient
}

type InquiryInsert = Database['public']['Tables']['customer_inquiries']['Insert']

/**
 * Unique names, so journeys sharing one database (and earlier runs on it) never see each
 * other's rows: one word (a first name, an email's local part), or a title with a last word.
 */
export const uniqueName = (prefix: string) => `${prefix}${randomUUID().slice(0, 8)}`
export const uniqueTitle = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`

/** The toast region, where sonner puts every toast. */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ })
}

/** Adds an inquiry behind the UI's back (service role) and returns its id. */
export async function addInquiry(values: Partial<InquiryInsert> & Pick<InquiryInsert, 'first_name'>) {
  const service = await serviceData()
  const { data, error } = await service
    .from('customer_inquiries')
    .insert({
      last_name: 'Journey',
      email: `${values.first_name.toLowerCase()}@journeys.example`,
      phone: '+1 555 0100',
      company: 'Journey Labs',
      service_interest: 'Web Applications',
      budget_range: '$15,000 - $50,000',
      project_timeline: '3-6 months',
      message: 'We would like a quote for a new web application.',
      source_page: 'contact',
      ...values,
    })
    .select('id')
    .single()
  if (error) throw error
  return data.id
}

export async function inquiryRow(id: string) {
  const service = await serviceData()
  const { data, error } = await service.from('customer_inquiries').select('status, deleted_at').eq('id', id).maybeSingle()
  if (error) throw error
  return data
}

/**
 * axe's serious and critical findings on the page. The toast region is left out: a toast still
 * fading in is measured at part opacity (the toasts themselves are the shared Toaster's).
 */
export async function seriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }))
}
