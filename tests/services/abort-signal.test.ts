import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getBlogBySlugOrId, listBlogs } from '@/features/blog/api/blogs'
import { countActiveInquiries, listInquiries } from '@/features/inquiry-inbox/api/inquiries'
import { getInquiryFilterOptions, getLeadBreakdown } from '@/features/inquiry-inbox/api/inquiry-reports'
import { getDeliveryHealth, getSettings, listDestinations } from '@/features/notifications/api/notifications'
import { getProjectById, getProjectBySlugOrId, listProjects } from '@/lib/projects/projects'
import { getContentChangesSince, getPublishSettings, listPublishRequests } from '@/features/publishing/api/publishing'
import { listSalespersonLinks, resolveSalespersonLink } from '@/features/salespeople/api/salesperson-links'
import type { Database } from '@/lib/database.types'
import { NO_INQUIRY_FILTERS } from '@/features/inquiry-inbox/model/inquiry-filters'
import { listMedia } from '@/lib/media/media'
import { startTestStack, type TestStack } from '../support/local-stack'

/*
 * React Query hands every read an abort signal (a screen left mid-load cancels its requests).
 * Each read must pass it to its request: with a live stack, a read answers normally without a
 * signal and refuses with an aborted one.
 */

let stack: TestStack
let admin: SupabaseClient<Database>

beforeAll(async () => {
  stack = await startTestStack({ seed: false })
  await stack.createAdminUser('abort-admin@example.com', 'abort-password-1')
  admin = await stack.signedInClient('abort-admin@example.com', 'abort-password-1')
})

afterAll(async () => {
  await stack?.stop()
})

const uuid = '00000000-0000-4000-8000-000000000000'
const reads: Record<string, (signal?: AbortSignal) => Promise<unknown>> = {
  listBlogs: (signal) => listBlogs(admin, signal),
  getBlogBySlugOrId: (signal) => getBlogBySlugOrId(admin, uuid, signal),
  listProjects: (signal) => listProjects(admin, signal),
  getProjectBySlugOrId: (signal) => getProjectBySlugOrId(admin, uuid, signal),
  getProjectById: (signal) => getProjectById(admin, uuid, signal),
  listInquiries: (signal) => listInquiries(admin, NO_INQUIRY_FILTERS, 0, 10, signal),
  countActiveInquiries: (signal) => countActiveInquiries(admin, undefined, signal),
  getLeadBreakdown: (signal) => getLeadBreakdown(admin, new Date('2026-01-01'), signal),
  getInquiryFilterOptions: (signal) => getInquiryFilterOptions(admin, signal),
  listDestinations: (signal) => listDestinations(admin, signal),
  getSettings: (signal) => getSettings(admin, signal),
  getDeliveryHealth: (signal) => getDeliveryHealth(admin, '2026-01-01T00:00:00Z', undefined, signal),
  getContentChangesSince: (signal) => getContentChangesSince(admin, null, signal),
  getPublishSettings: (signal) => getPublishSettings(admin, signal),
  listPublishRequests: (signal) => listPublishRequests(admin, undefined, signal),
  listSalespersonLinks: (signal) => listSalespersonLinks(admin, signal),
  resolveSalespersonLink: (signal) => resolveSalespersonLink(admin, 'nobody', 'web-apps', signal),
  listMedia: (signal) => listMedia(admin, signal),
}

describe('every read passes the abort signal to its request', () => {
  it.each(Object.keys(reads))('%s', async (name) => {
    const read = reads[name]!
    await expect(read()).resolves.toBeDefined()
    await expect(read(AbortSignal.abort())).rejects.toThrow()
  })
})
