import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSalespersonLink, deleteSalespersonLink, listSalespersonLinks, resolveSalespersonLink, updateSalespersonLink } from '@/features/salespeople/api/salesperson-links'
import type { Database } from '@/lib/database.types'
import { startTestStack, type TestStack } from '../support/local-stack'
import { SALESPERSON_MESSAGES } from '@/features/salespeople/model/salespeople-messages'

let stack: TestStack
let admin: SupabaseClient<Database>
let anon: SupabaseClient<Database>

beforeAll(async () => {
  stack = await startTestStack({ seed: false })
  await stack.createAdminUser('sales-admin@example.com', 'sales-password-1')
  admin = await stack.signedInClient('sales-admin@example.com', 'sales-password-1')
  anon = stack.anonClient()
})

afterAll(async () => {
  await stack?.stop()
})

describe('salesperson links', () => {
  it('normalises the URL name on create and update', async () => {
    const created = await createSalespersonLink(admin, {
      salespersonName: '  Jane  DOE! ',
      displayName: 'Jane Doe',
      email: 'jane@agency.example',
      services: ['saas', 'web-apps'],
      isActive: true,
    })
    expect(created.salespersonName).toBe('jane-doe')
    const updated = await updateSalespersonLink(admin, created.id, { ...created, salespersonName: 'Jane_Doe 2' })
    expect(updated.salespersonName).toBe('jane-doe-2')
    expect((await listSalespersonLinks(admin)).map((l) => l.salespersonName)).toContain('jane-doe-2')
  })

  it('refuses a URL name already taken with a clear message', async () => {
    const base = { displayName: 'Sam', email: 'sam@agency.example', services: ['saas' as const], isActive: true }
    await createSalespersonLink(admin, { ...base, salespersonName: 'sam' })
    await expect(createSalespersonLink(admin, { ...base, salespersonName: 'SAM' })).rejects.toThrow(
      SALESPERSON_MESSAGES.nameTaken,
    )
  })

  it('resolves the four outcomes for a visitor, and the valid one with name and email only', async () => {
    const link = await createSalespersonLink(admin, {
      salespersonName: 'alex',
      displayName: 'Alex Rivera',
      email: 'alex@agency.example',
      services: ['mobile-apps'],
      isActive: true,
    })
    expect(await resolveSalespersonLink(anon, 'alex', 'mobile-apps')).toEqual({
      valid: true,
      displayName: 'Alex Rivera',
      email: 'alex@agency.example',
    })
    expect(await resolveSalespersonLink(anon, '', 'mobile-apps')).toEqual({ valid: false, reason: 'Missing parameters' })
    expect(await resolveSalespersonLink(anon, 'nobody', 'mobile-apps')).toEqual({
      valid: false,
      reason: 'Salesperson not found or inactive',
    })
    expect(await resolveSalespersonLink(anon, 'alex', 'saas')).toEqual({
      valid: false,
      reason: 'Service not authorized for this salesperson',
    })
    await updateSalespersonLink(admin, link.id, { ...link, isActive: false })
    expect(await resolveSalespersonLink(anon, 'alex', 'mobile-apps')).toEqual({
      valid: false,
      reason: 'Salesperson not found or inactive',
    })
  })

  it('deletes, and visitors cannot list', async () => {
    const [first] = await listSalespersonLinks(admin)
    await deleteSalespersonLink(admin, first.id)
    expect((await listSalespersonLinks(admin)).find((l) => l.id === first.id)).toBeUndefined()
    // Visitors have no access to the table at all: the read is refused, not just empty.
    await expect(listSalespersonLinks(anon)).rejects.toThrow(SALESPERSON_MESSAGES.load)
  })
})
