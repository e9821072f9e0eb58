// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Inquiry } from '@/content/types'
import { hardDeleteInquiry, restoreInquiry, softDeleteInquiry, updateInquiryScreening, updateInquiryStatus } from '@/features/inquiry-inbox/api/inquiries'
import { AdminInquiryCard } from '@/features/inquiry-inbox/components/admin-inquiry-card'
import { UNATTRIBUTED } from '../../../../support/inquiry-fixture'
import { renderWithProviders } from '../../../../support/render'
import { INQUIRY_MESSAGES } from '@/features/inquiry-inbox/model/inquiry-admin-messages'

vi.mock('@/features/inquiry-inbox/api/inquiries', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  updateInquiryStatus: vi.fn(),
  softDeleteInquiry: vi.fn(),
  restoreInquiry: vi.fn(),
  hardDeleteInquiry: vi.fn(),
  updateInquiryScreening: vi.fn(),
}))

const inquiry = (overrides: Partial<Inquiry> = {}): Inquiry => ({
  id: 'c0ffee00-0000-4000-8000-000000000001',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@navy.example',
  phone: '+1 555 0100',
  company: 'US Navy',
  serviceInterest: 'Custom Software',
  budgetRange: '$50,000 - $100,000',
  projectTimeline: '6-12 months',
  message: 'A compiler for COBOL, please.',
  sourcePage: 'contact',
  status: 'in_progress',
  createdAt: '2025-03-05T10:30:00.000Z',
  deletedAt: null,
  ...UNATTRIBUTED,
  ...overrides,
})

function renderCard(value: Inquiry, renderExtra?: (inquiry: Inquiry) => ReactNode) {
  return renderWithProviders(<AdminInquiryCard inquiry={value} renderExtra={renderExtra} />)
}

beforeEach(() => {
  vi.mocked(updateInquiryStatus).mockReset().mockResolvedValue()
  vi.mocked(softDeleteInquiry).mockReset().mockResolvedValue()
  vi.mocked(restoreInquiry).mockReset().mockResolvedValue()
  vi.mocked(hardDeleteInquiry).mockReset().mockResolvedValue()
  vi.mocked(updateInquiryScreening).mockReset().mockResolvedValue()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('inquiry card', () => {
  it('shows every field, the status badge, and Email and Call links', () => {
    renderCard(inquiry())
    const card = screen.getByRole('article', { name: 'Grace Hopper' })
    for (const text of ['US Navy', 'grace@navy.example', '+1 555 0100', 'Custom Software', '$50,000 - $100,000', '6-12 months', 'A compiler for COBOL, please.', 'contact', 'IN PROGRESS']) {
      expect(within(card).getAllByText(text, { exact: false }).length).toBeGreaterThan(0)
    }
    expect(within(card).getByText('Mar 5, 2025')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: /Email/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:grace@navy\.example\?/))
    expect(within(card).getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+15550100')
    expect(within(card).getByRole('combobox', { name: /Status of the inquiry/ })).toBeInTheDocument()
    expect(within(card).queryByText('DELETED')).not.toBeInTheDocument()
    expect(within(card).queryByText(/^Deleted:/)).not.toBeInTheDocument()
  })

  it('shows a phone typed without its country code as the ad platforms read it, in the default country', () => {
    renderWithProviders(<AdminInquiryCard inquiry={inquiry({ phone: '(415) 555-0123' })} phoneCountry="US" />)
    const card = screen.getByRole('article', { name: 'Grace Hopper' })
    expect(within(card).getByText('(+1 415 555 0123)')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+14155550123')
  })

  it('says when a phone does not read as a valid number (it is sent to no ad platform)', () => {
    renderWithProviders(<AdminInquiryCard inquiry={inquiry({ phone: '(415) 555-0123' })} phoneCountry={null} />)
    expect(screen.getByText('(not a valid number: not sent to ad platforms)')).toBeInTheDocument()
  })

  it('offers no Call button without a phone', () => {
    renderCard(inquiry({ phone: '' }))
    expect(screen.queryByRole('link', { name: /Call/ })).not.toBeInTheDocument()
  })

  it('asks before moving to trash; Cancel changes nothing', async () => {
    const user = userEvent.setup()
    renderCard(inquiry())
    await user.click(screen.getByRole('button', { name: /to trash/ }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to move this inquiry to trash?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(softDeleteInquiry).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: /to trash/ }))
    await user.click(await screen.findByRole('button', { name: 'Move to Trash' }))
    await waitFor(() => expect(softDeleteInquiry).toHaveBeenCalledWith(expect.anything(), inquiry().id))
  })

  it('tells the admin when a change did not save', async () => {
    vi.mocked(softDeleteInquiry).mockRejectedValue(new Error(INQUIRY_MESSAGES.trash))
    const user = userEvent.setup()
    renderCard(inquiry())
    await user.click(screen.getByRole('button', { name: /to trash/ }))
    await user.click(await screen.findByRole('button', { name: 'Move to Trash' }))
    expect(await screen.findByText(INQUIRY_MESSAGES.trash)).toBeInTheDocument()
  })

  it('in the trash: a DELETED badge, the deletion time, Restore and Delete Permanently instead of the status controls', async () => {
    const user = userEvent.setup()
    renderCard(inquiry({ deletedAt: '2025-03-06T08:00:00.000Z' }))
    expect(screen.getByText('DELETED')).toBeInTheDocument()
    expect(screen.getByText('Deleted:')).toBeInTheDocument()
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /to trash/ })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Delete Permanently' }))
    const question = 'Are you sure you want to PERMANENTLY delete this inquiry? This action cannot be undone.'
    const dialog = await screen.findByRole('alertdialog', { name: question })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(hardDeleteInquiry).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Restore' }))
    await waitFor(() => expect(restoreInquiry).toHaveBeenCalledWith(expect.anything(), inquiry().id))
  })

  it('changes the status from its select, a combobox named for the inquiry that shows its status', async () => {
    const user = userEvent.setup()
    renderCard(inquiry())
    const status = screen.getByRole('combobox', { name: 'Status of the inquiry from Grace Hopper' })
    expect(status).toHaveTextContent('In Progress')
    expect(screen.queryByRole('option')).not.toBeInTheDocument()

    await user.click(status)
    await user.click(await screen.findByRole('option', { name: 'Contacted' }))
    await waitFor(() => expect(updateInquiryStatus).toHaveBeenCalledWith(expect.anything(), inquiry().id, 'contacted'))
    expect(await screen.findByText('Status changed to CONTACTED')).toBeInTheDocument()
  })

  it('tells the page after a status change is saved, not after one that failed', async () => {
    const user = userEvent.setup()
    const onStatusChanged = vi.fn()
    renderWithProviders(<AdminInquiryCard inquiry={inquiry()} onStatusChanged={onStatusChanged} />)
    await user.click(screen.getByRole('combobox', { name: 'Status of the inquiry from Grace Hopper' }))
    await user.click(await screen.findByRole('option', { name: 'Converted' }))
    await waitFor(() => expect(onStatusChanged).toHaveBeenCalledWith(inquiry(), 'converted'))

    vi.mocked(updateInquiryStatus).mockRejectedValueOnce(new Error('Failed'))
    await user.click(screen.getByRole('combobox', { name: 'Status of the inquiry from Grace Hopper' }))
    await user.click(await screen.findByRole('option', { name: 'Contacted' }))
    await waitFor(() => expect(updateInquiryStatus).toHaveBeenCalledTimes(2))
    expect(onStatusChanged).toHaveBeenCalledTimes(1)
  })

  it('shows the lead source and the other features’ part on demand, under Show details', async () => {
    const user = userEvent.setup()
    const extra = vi.fn((value: Inquiry) => <p>Notifications of {value.firstName}</p>)
    renderCard(inquiry({ leadSource: 'google', leadMedium: 'cpc' }), extra)
    expect(screen.queryByRole('region', { name: 'Lead source' })).not.toBeInTheDocument()
    expect(extra).not.toHaveBeenCalled()
    const toggle = screen.getByRole('button', { name: /Show details/ })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveTextContent('source: google / cpc')

    await user.click(toggle)
    expect(screen.getByRole('button', { name: /Hide details/ })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('region', { name: 'Lead source' })).toBeInTheDocument()
    expect(screen.getByText('Notifications of Grace')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: /Hide details/ }))
    expect(screen.queryByRole('region', { name: 'Lead source' })).not.toBeInTheDocument()
  })

  it('shows where the lead came from: source, medium, campaign, salesperson, landing page, ad click and first visit', async () => {
    const user = userEvent.setup()
    const touch = {
      utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'spring-sale', utmTerm: null, utmContent: null,
      gclid: 'G1', gbraid: null, wbraid: null, fbclid: null, msclkid: null, liFatId: null,
      referrer: null, landingPath: '/web-apps', at: '2025-03-04T10:00:00.000Z',
    }
    renderCard(inquiry({
      leadSource: 'google',
      leadMedium: 'cpc',
      lastTouch: touch,
      firstTouch: { ...touch, utmSource: null, utmMedium: null, utmCampaign: null, gclid: null, referrer: 'https://www.news.example/story', landingPath: '/blogs', at: '2025-02-20T10:00:00.000Z' },
      salesperson: { name: 'maria-gomez', displayName: 'María Gómez' },
    }))
    await user.click(screen.getByRole('button', { name: /Show details/ }))
    const source = within(screen.getByRole('region', { name: 'Lead source' }))
    const item = (label: string) => source.getByText(label).nextElementSibling?.textContent
    expect(item('Source')).toBe('google')
    expect(item('Medium')).toBe('cpc')
    expect(item('Campaign')).toBe('spring-sale')
    expect(item('Salesperson')).toBe('María Gómez')
    expect(item('Landing page')).toBe('/web-apps')
    expect(item('Ad click')).toBe('Google Ads (gclid)')
    expect(item('First visit')).toBe('/blogs, from news.example, Feb 20, 2025')
  })

  it('marks a held inquiry, says why, and lets the admin approve it or mark it as spam', async () => {
    const user = userEvent.setup()
    renderCard(inquiry({ screening: 'held', screeningReason: 'overall_rate' }))
    expect(screen.getByText('HELD FOR REVIEW')).toBeInTheDocument()
    expect(screen.getByText('Many inquiries arrived at once from everywhere.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Mark as spam/ })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /^Approve/ }))
    await waitFor(() => expect(updateInquiryScreening).toHaveBeenCalledWith(expect.anything(), inquiry().id, 'clear'))
    expect(await screen.findByText('Moved to the inbox')).toBeInTheDocument()
  })

  it('restores a spam inquiry to the inbox; an inbox one can be marked as spam', async () => {
    const user = userEvent.setup()
    const spam = renderCard(inquiry({ screening: 'spam', screeningReason: 'honeypot' }))
    expect(screen.getByText('SPAM')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /^Not spam/ }))
    await waitFor(() => expect(updateInquiryScreening).toHaveBeenCalledWith(expect.anything(), inquiry().id, 'clear'))
    spam.unmount()

    renderCard(inquiry())
    expect(screen.queryByText('SPAM')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /^Mark as spam/ }))
    await waitFor(() => expect(updateInquiryScreening).toHaveBeenCalledWith(expect.anything(), inquiry().id, 'spam'))
  })
})
