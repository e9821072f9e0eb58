// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { preloadScreenData } from '@/app/admin/screen-data'
import { listInquiries } from '@/features/inquiry-inbox/api/inquiries'
import { inquiryKeys } from '@/features/inquiry-inbox/api/keys'
import { ADMIN_AUTH_STORAGE_KEY } from '@/lib/admin-client'
import { NO_INQUIRY_FILTERS } from '@/features/inquiry-inbox/model/inquiry-filters'

vi.mock('@/features/inquiry-inbox/api/inquiries', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  listInquiries: vi.fn(),
}))

const page = { inquiries: [], total: 0, summary: { total: 0, new: 0, inProgress: 0, converted: 0 }, heldForReview: 0 }

beforeEach(() => {
  vi.mocked(listInquiries).mockReset().mockResolvedValue(page)
})
afterEach(() => localStorage.clear())

describe("the back office's first screen data", () => {
  it('asks for the inquiries screen’s first page at once, as that screen will ask for it', async () => {
    localStorage.setItem(ADMIN_AUTH_STORAGE_KEY, '{}')
    const queryClient = new QueryClient()
    preloadScreenData(queryClient, { pathname: '/admin/customer-inquiries', search: '?search=Hopper' })
    await vi.waitFor(() => expect(queryClient.getQueryData(inquiryKeys.list({ ...NO_INQUIRY_FILTERS, search: 'Hopper' }, 0))).toEqual(page))
    expect(listInquiries).toHaveBeenCalledTimes(1)
  })

  it('asks for nothing without a stored session, or for another screen', () => {
    const queryClient = new QueryClient()
    preloadScreenData(queryClient, { pathname: '/admin/customer-inquiries', search: '' })
    localStorage.setItem(ADMIN_AUTH_STORAGE_KEY, '{}')
    preloadScreenData(queryClient, { pathname: '/admin/portfolio', search: '' })
    expect(listInquiries).not.toHaveBeenCalled()
  })
})
