// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  getBuildInfo, getContentChangesSince, getPublishSettings, listPublishRequests, requestPublish,
} from '@/features/publishing/api/publishing'
import { PublishCard } from '@/features/publishing/components/publish-card'
import type { PublishRequest, PublishSettings } from '@/features/publishing/model/publishing'
import { renderWithProviders } from '../../../../support/render'

// The services this component calls; the rest of the module stays real.
vi.mock('@/features/publishing/api/publishing', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getBuildInfo: vi.fn(),
  getContentChangesSince: vi.fn(),
  getPublishSettings: vi.fn(),
  listPublishRequests: vi.fn(),
  requestPublish: vi.fn(),
}))

const settings: PublishSettings = { hookConfigured: true, hookHost: 'api.netlify.com', autoPublish: false, buildsPerHour: 10, buildsLastHour: 10 }
const inAMinute = new Date(Date.now() + 60_000).toISOString()
const waiting: PublishRequest = {
  id: 'r2', requestedAt: new Date().toISOString(), reason: 'manual', status: 'pending', sendAfter: inAMinute,
  detail: 'The limit of 10 builds an hour is reached: this one waits for a free slot, and every change made until then goes with it.',
}

beforeEach(() => {
  vi.mocked(getBuildInfo).mockReset().mockResolvedValue(null)
  vi.mocked(getContentChangesSince).mockReset()
  vi.mocked(getPublishSettings).mockReset().mockResolvedValue(settings)
  vi.mocked(listPublishRequests).mockReset().mockResolvedValue([])
  vi.mocked(requestPublish).mockReset().mockResolvedValue(waiting)
})

describe('the Publish card', () => {
  it('shows the builds of the last hour against the limit', async () => {
    renderWithProviders(<PublishCard />)
    expect(await screen.findByText(/^Builds in the last hour: 10 of at most 10\..*The limit is reached/)).toBeVisible()
  })

  it('says when a publish held back by the limit goes out, in the toast and on the request', async () => {
    renderWithProviders(<PublishCard />)
    const card = await screen.findByRole('region', { name: 'Public Pages' })
    vi.mocked(listPublishRequests).mockResolvedValue([waiting])
    await userEvent.click(within(card).getByRole('button', { name: /^Publish$/ }))
    expect(await screen.findByText(/^Publish queued for /)).toBeVisible()
    expect(screen.getAllByText(/^The limit of 10 builds an hour is reached/).length).toBeGreaterThan(0)
    expect(await within(card).findByText(/^Goes out at/)).toBeVisible()
  })
})
