// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { checkClientAddress, saveHopSettings } from '@/features/client-address-admin/api/client-address'
import { ClientAddressCard } from '@/features/client-address-admin/components/client-address-card'
import type { HopPath, HopReport } from '@/features/client-address-admin/model/hop-check'
import { ServiceError } from '@/lib/errors'
import { renderWithProviders } from '../../../../support/render'

// The services are stand-ins here (their own test runs them against the local stack).
vi.mock('@/lib/admin-client', () => ({ adminClient: {} }))
vi.mock('@/features/client-address-admin/api/client-address', () => ({
  checkClientAddress: vi.fn(),
  saveHopSettings: vi.fn(),
}))

const check = vi.mocked(checkClientAddress)
const save = vi.mocked(saveHopSettings)

const settings = { restHops: 2, functionHops: 2 }
const reports: Record<HopPath, HopReport> = {
  rest: { path: 'rest', chain: '203.0.113.7, 172.70.1.2', entries: 2, hops: 2, client: '203.0.113.7', privateRange: null, settings },
  function: { path: 'function', chain: '203.0.113.7, 104.16.0.1, 10.0.3.4', entries: 3, hops: 2, client: '104.16.0.1', privateRange: null, settings },
}

beforeEach(() => {
  check.mockReset()
  save.mockReset()
  check.mockImplementation(async (_client, path) => reports[path])
  save.mockImplementation(async (_client, value) => value)
})

/** One path's part of the card, by its heading. */
const section = (name: RegExp) => screen.getByRole('heading', { name }).closest('section')!

describe('the client address check card', () => {
  it('shows, for each path, the address derived, the chain it came from, the count and a one-line verdict', async () => {
    renderWithProviders(<ClientAddressCard />)
    const rest = await waitFor(() => section(/Direct submissions/))
    await within(rest).findByText('Fine: a public address outside the proxy lists.')
    expect(within(rest).getByText('203.0.113.7', { selector: 'dd' })).toBeInTheDocument()
    expect(within(rest).getByText(/203\.0\.113\.7, 172\.70\.1\.2/)).toBeInTheDocument()

    const fn = section(/Turnstile function/)
    await within(fn).findByText(/Looks like a proxy address \(Cloudflare\): the hop count is too low/)
    expect(within(fn).getByText('104.16.0.1')).toBeInTheDocument()
  })

  it('says when the function is not deployed, and still offers both counts', async () => {
    check.mockImplementation(async (_client, path) => {
      if (path === 'function') throw new ServiceError('The Turnstile function did not answer. It is used only when the site is built with VITE_TURNSTILE_SITE_KEY; deploy it to check this path.')
      return reports.rest
    })
    renderWithProviders(<ClientAddressCard />)
    expect(await screen.findByRole('alert')).toHaveTextContent('The Turnstile function did not answer.')
    expect(await screen.findByLabelText(/Hop count: Turnstile function/)).toHaveValue(2)
  })

  it('refuses a count over 5 or negative at the field, and saves nothing', async () => {
    const user = userEvent.setup()
    renderWithProviders(<ClientAddressCard />)
    const restField = await screen.findByLabelText(/Hop count: Direct submissions/)
    const functionField = screen.getByLabelText(/Hop count: Turnstile function/)
    await user.clear(restField)
    await user.type(restField, '6')
    await user.clear(functionField)
    await user.type(functionField, '-1')
    await user.click(screen.getByRole('button', { name: 'Save hop counts' }))
    expect(await screen.findAllByText('A hop count must be a whole number from 1 to 5.')).toHaveLength(2)
    expect(save).not.toHaveBeenCalled()
  })

  it('saves both counts and checks again', async () => {
    const user = userEvent.setup()
    renderWithProviders(<ClientAddressCard />)
    const functionField = await screen.findByLabelText(/Hop count: Turnstile function/)
    await user.clear(functionField)
    await user.type(functionField, '3')
    const before = check.mock.calls.length
    await user.click(screen.getByRole('button', { name: 'Save hop counts' }))
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.anything(), { restHops: 2, functionHops: 3 }))
    await waitFor(() => expect(check.mock.calls.length).toBeGreaterThan(before))
  })
})
