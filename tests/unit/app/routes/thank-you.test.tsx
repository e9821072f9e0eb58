// @vitest-environment jsdom
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderAt } from '../../../support/render'

const submitInquiry = vi.hoisted(() => vi.fn())
vi.mock('@/features/inquiries/api/submit-inquiry', () => ({ submitInquiry }))

const { Page: ThankYouPage } = await import('@/app/routes/thank-you')
const { QuickContactForm } = await import('@/features/inquiries/components/quick-contact-form')

const REFERENCE = '6f1c2d4e-8a9b-4c3d-9e8f-0a1b2c3d4e5f'

/** The quick form at /, then the real thank-you page it opens. */
async function sendQuickForm(booking: unknown) {
  submitInquiry.mockResolvedValue({ id: REFERENCE, createdAt: '', withdrawalToken: null, booking })
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  renderAt('/', [
    { path: '/', element: <QuickContactForm /> },
    { path: '/thank-you', element: <ThankYouPage /> },
  ])
  await user.type(screen.getByLabelText(/^Name/), 'Ada Lovelace')
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.com')
  await user.type(screen.getByLabelText(/^Phone/), '+44 20 7946 0958')
  await user.type(screen.getByLabelText(/^Message/), 'A confidential project brief.')
  await user.click(screen.getByRole('button', { name: 'Send Message' }))
  await act(async () => vi.advanceTimersByTime(1500))
  expect(await screen.findByRole('heading', { name: 'Thank You', level: 1 })).toBeInTheDocument()
}

beforeEach(() => submitInquiry.mockReset())
afterEach(() => vi.useRealTimers())

describe('the thank-you page after an inquiry', () => {
  it('offers the owner\'s booking page as a plain link in a new tab, prefilled, with the reference and no other field', async () => {
    await sendQuickForm({ hostName: 'Sam Seller', link: 'https://cal.com/sam/30min' })
    const link = screen.getByRole('link', { name: /Book a call with Sam Seller/ })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    const url = new URL(link.getAttribute('href')!)
    expect(url.origin + url.pathname).toBe('https://cal.com/sam/30min')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: 'Ada Lovelace', email: 'ada@example.com', 'metadata[inquiry_reference]': REFERENCE,
    })
    expect(link.getAttribute('href')).not.toMatch(/7946|confidential/)
  })

  it('offers the team\'s page in the team\'s words', async () => {
    await sendQuickForm({ hostName: null, link: 'https://calendly.com/agency/intro' })
    const link = screen.getByRole('link', { name: /Book a call with our team/ })
    expect(new URL(link.getAttribute('href')!).searchParams.get('utm_content')).toBe(REFERENCE)
  })

  it('is today\'s page when there is no booking page to offer', async () => {
    await sendQuickForm(null)
    expect(screen.queryByRole('link', { name: /Book a call/ })).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument()
  })

  it('is today\'s page when opened directly', () => {
    renderAt('/thank-you', [{ path: '/thank-you', element: <ThankYouPage /> }])
    expect(screen.getByRole('heading', { name: 'Thank You', level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Book a call/ })).not.toBeInTheDocument()
  })
})
