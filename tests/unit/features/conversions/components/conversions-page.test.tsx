// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  getConversionSettings, listConversionDestinations, listRecentDeliveries, regenerateFeedToken, retryConversionDelivery,
  saveConversionDestination, saveConversionSettings, saveConversionTiming, sendTestConversion,
} from '@/features/conversions/api/conversions'
import { ConversionsPage } from '@/features/conversions/components/conversions-page'
import { CONVERSION_MESSAGES } from '@/features/conversions/model/conversion-admin-messages'
import type { ConversionDestination, ConversionSettings } from '@/features/conversions/model/conversion-types'
import { env } from '@/config/env'
import { conversionDelivery } from '../../../../support/conversion-ledger'
import { renderWithProviders } from '../../../../support/render'

vi.mock('@/features/conversions/api/conversions', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getConversionSettings: vi.fn(),
  saveConversionSettings: vi.fn(),
  saveConversionTiming: vi.fn(),
  listConversionDestinations: vi.fn(),
  saveConversionDestination: vi.fn(),
  sendTestConversion: vi.fn(),
  listRecentDeliveries: vi.fn(),
  retryConversionDelivery: vi.fn(),
  regenerateFeedToken: vi.fn(),
}))

const settings: ConversionSettings = {
  qualifiedName: 'Qualified lead', wonName: 'Won', defaultCurrency: 'USD', feedTokenHint: null, phoneDefaultCountry: null,
  qualifiedCounting: 'one', wonCounting: 'one', valueGraceHours: 24,
}
const destination = (platform: ConversionDestination['platform'], overrides: Partial<ConversionDestination> = {}): ConversionDestination => ({
  platform, enabled: false, settings: {}, secretHint: null, attentionSince: null, attentionReason: null, ...overrides,
})
const TOKEN = 'k3Y_abcdefghijklmnopqrstuvwxyz0123456789ABCD'

beforeEach(() => {
  vi.mocked(getConversionSettings).mockReset().mockResolvedValue(settings)
  vi.mocked(saveConversionSettings).mockReset().mockImplementation(async (_client, input) => ({ ...settings, ...input }))
  vi.mocked(listConversionDestinations).mockReset().mockResolvedValue([
    destination('ga4'), destination('linkedin'), destination('meta', { enabled: true, settings: { dataset_id: '42' }, secretHint: '…9876' }),
  ])
  vi.mocked(saveConversionDestination).mockReset().mockImplementation(async (_client, platform, input) => destination(platform, { ...input, secretHint: '…9876' }))
  vi.mocked(sendTestConversion).mockReset().mockResolvedValue({ ok: false, message: 'Invalid parameter: test_event_code' })
  vi.mocked(listRecentDeliveries).mockReset().mockResolvedValue([
    { ...conversionDelivery({ id: 'r1', platform: 'meta', state: 'rejected', platformMessage: 'Token expired' }), stage: 'won', inquiryId: 'i1' },
  ])
  vi.mocked(retryConversionDelivery).mockReset().mockResolvedValue()
  vi.mocked(regenerateFeedToken).mockReset().mockResolvedValue(TOKEN)
  vi.mocked(saveConversionTiming).mockReset().mockImplementation(async (_client, input) => ({
    ...settings, qualifiedCounting: input.qualifiedCounting, wonCounting: input.wonCounting, valueGraceHours: Number(input.valueGraceHours),
  }))
})

const page = () => renderWithProviders(<ConversionsPage report={<p>the report</p>} />)

describe('the Conversions screen', () => {
  it('saves the conversion names and the default currency', async () => {
    page()
    const name = await screen.findByRole('textbox', { name: /^Won conversion name/ })
    await userEvent.clear(name)
    await userEvent.type(name, 'Deal won')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Default currency/ }), 'EUR')
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    await waitFor(() =>
      expect(saveConversionSettings).toHaveBeenCalledWith(expect.anything(), { qualifiedName: 'Qualified lead', wonName: 'Deal won', defaultCurrency: 'EUR' }))
    expect(await screen.findByText(CONVERSION_MESSAGES.settingsSaved)).toBeVisible()
  })

  it('refuses an empty conversion name', async () => {
    page()
    await userEvent.clear(await screen.findByRole('textbox', { name: /^Qualified lead conversion name/ }))
    await userEvent.type(screen.getByRole('textbox', { name: /^Won conversion name/ }), 'x')
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByText('A conversion name has 1 to 100 characters.')).toBeVisible()
    expect(saveConversionSettings).not.toHaveBeenCalled()
  })

  it('leads with the username-and-password form of each file\'s URL; the token shows once, and in the by-hand URLs', async () => {
    page()
    const base = env.VITE_SUPABASE_URL.replace(/\/$/, '')
    const files = await screen.findByRole('list', { name: 'Feed files' })
    expect(within(files).getAllByRole('listitem').map((item) => item.querySelector('code')?.textContent)).toEqual([
      `${base}/functions/v1/conversion-feed/qualified-lead.csv`,
      `${base}/functions/v1/conversion-feed/won.csv`,
      `${base}/functions/v1/conversion-feed/won-adjustments.csv`,
    ])
    expect(screen.getByText('google-ads')).toBeVisible()
    const byHand = screen.getByRole('list', { name: 'Feed files with the token', hidden: true })
    expect(within(byHand).getAllByText(/<token>/, { ignore: false })).toHaveLength(3)
    await userEvent.click(screen.getByRole('button', { name: 'Generate token' }))
    expect(await screen.findByText(TOKEN)).toBeVisible()
    expect(within(byHand).getByText(`${base}/functions/v1/conversion-feed/${TOKEN}/won.csv`)).toBeInTheDocument()
    expect(within(files).queryByText(new RegExp(TOKEN))).toBeNull()
  })

  it('saves how Google Ads counts each stage and the wait for a deal value, and says why iOS clicks are left out with One', async () => {
    page()
    expect(await screen.findByText(/clicks from iOS \(GBRAID, WBRAID\) are left out/)).toBeVisible()
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Won: Google Ads counts/ }), 'every')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Qualified lead: Google Ads counts/ }), 'every')
    expect(screen.queryByText(/clicks from iOS \(GBRAID, WBRAID\) are left out/)).toBeNull()
    const wait = screen.getByRole('textbox', { name: /^Wait for the deal value/ })
    await userEvent.clear(wait)
    await userEvent.type(wait, '12')
    await userEvent.click(screen.getByRole('button', { name: 'Save counting and wait' }))
    await waitFor(() =>
      expect(saveConversionTiming).toHaveBeenCalledWith(expect.anything(), { qualifiedCounting: 'every', wonCounting: 'every', valueGraceHours: '12' }))
    expect(await screen.findByText(CONVERSION_MESSAGES.timingSaved)).toBeVisible()
  })

  it.each(['0', '49', '1.5', 'a day'])('refuses a wait of %s hours with its message and saves nothing', async (hours) => {
    page()
    const wait = await screen.findByRole('textbox', { name: /^Wait for the deal value/ })
    await userEvent.clear(wait)
    await userEvent.type(wait, hours)
    await userEvent.click(screen.getByRole('button', { name: 'Save counting and wait' }))
    expect(await screen.findByText('The wait for a deal value is 1 to 48 hours.')).toBeVisible()
    expect(wait).toHaveValue(hours)
    expect(saveConversionTiming).not.toHaveBeenCalled()
  })

  it('asks before replacing a token that exists', async () => {
    vi.mocked(getConversionSettings).mockResolvedValue({ ...settings, feedTokenHint: 'k3Y_…ABCD' })
    page()
    expect(await screen.findByText('The feed token: k3Y_…ABCD')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate token' }))
    const confirm = await screen.findByRole('alertdialog')
    expect(regenerateFeedToken).not.toHaveBeenCalled()
    await userEvent.click(within(confirm).getByRole('button', { name: 'Regenerate token' }))
    await waitFor(() => expect(regenerateFeedToken).toHaveBeenCalled())
  })

  it('saves a destination, keeping the stored secret when left empty, and shows a test event\'s answer', async () => {
    page()
    const meta = await screen.findByRole('form', { name: 'Meta' })
    expect(within(meta).getByText('Stored: …9876. Leave empty to keep it.')).toBeVisible()
    expect(within(meta).getByRole('textbox', { name: 'Dataset id' })).toHaveValue('42')
    await userEvent.type(within(meta).getByRole('textbox', { name: 'Test event code (optional)' }), 'TEST123')
    await userEvent.click(within(meta).getByRole('button', { name: 'Save Meta' }))
    await waitFor(() => expect(saveConversionDestination).toHaveBeenCalledWith(expect.anything(), 'meta', {
      enabled: true, settings: { dataset_id: '42', test_event_code: 'TEST123', qualified_event_name: '', won_event_name: '' }, secret: '',
    }))

    await userEvent.click(within(meta).getByRole('button', { name: 'Send test event' }))
    expect(await within(meta).findByRole('status')).toHaveTextContent('Invalid parameter: test_event_code')
    // A platform without a secret cannot be tested yet.
    expect(within(screen.getByRole('form', { name: 'GA4' })).getByRole('button', { name: 'Send test event' })).toBeDisabled()
  })

  it('refuses a Meta event name over 50 characters and an unknown LinkedIn version under the field, saving nothing', async () => {
    page()
    const meta = await screen.findByRole('form', { name: 'Meta' })
    const wonName = within(meta).getByRole('textbox', { name: 'Event name for a won deal' })
    await userEvent.type(wonName, 'x'.repeat(51))
    await userEvent.click(within(meta).getByRole('button', { name: 'Save Meta' }))
    expect(await within(meta).findByText('A Meta event name has at most 50 characters.')).toBeVisible()
    expect(wonName).toHaveAttribute('aria-invalid', 'true')

    const linkedin = screen.getByRole('form', { name: 'LinkedIn' })
    await userEvent.type(within(linkedin).getByRole('textbox', { name: 'API version (LinkedIn-Version)' }), '2026-03')
    await userEvent.click(within(linkedin).getByRole('button', { name: 'Save LinkedIn' }))
    expect(await within(linkedin).findByText('The LinkedIn version is a month like 202603 (YYYYMM).')).toBeVisible()
    expect(saveConversionDestination).not.toHaveBeenCalled()
  })

  it('says a destination needs attention, with the platform\'s words, on its card and at the top', async () => {
    vi.mocked(listConversionDestinations).mockResolvedValue([
      destination('ga4'), destination('meta'),
      destination('linkedin', { enabled: true, secretHint: '…1234', attentionSince: '2026-11-28T10:00:00Z', attentionReason: 'The token used in the request has expired' }),
    ])
    page()
    const linkedin = await screen.findByRole('form', { name: 'LinkedIn' })
    expect(within(linkedin).getByRole('alert')).toHaveTextContent('LinkedIn needs attention: conversions to it wait, queued, until it is fixed.')
    expect(within(linkedin).getByRole('alert')).toHaveTextContent('The token used in the request has expired')
    expect(screen.getAllByRole('alert').length).toBeGreaterThanOrEqual(2)
  })

  it('lists recent deliveries; a rejected one is retried', async () => {
    page()
    expect(await screen.findByText('Token expired')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Retry the Meta · Won delivery' }))
    await waitFor(() => expect(retryConversionDelivery).toHaveBeenCalledWith(expect.anything(), 'r1'))
    expect(await screen.findByText(CONVERSION_MESSAGES.retryQueued)).toBeVisible()
  })
})
