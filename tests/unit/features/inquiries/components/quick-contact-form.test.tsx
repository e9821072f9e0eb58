// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ATTRIBUTION_STORAGE_KEY, recordSalesperson, recordVisit } from '@/lib/attribution/attribution-store'
import { ServiceError } from '@/lib/errors'
import { renderInquiryForm as renderForm } from '../../../../support/inquiry-form'

const submitInquiry = vi.hoisted(() => vi.fn())
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }))
vi.mock('@/features/inquiries/api/submit-inquiry', () => ({ submitInquiry }))
// The real toast region renders (the app's providers hold it); the test reads what was raised.
vi.mock('sonner', async (importOriginal) => ({ ...(await importOriginal<Record<string, unknown>>()), toast }))

const { QuickContactForm } = await import('@/features/inquiries/components/quick-contact-form')

beforeEach(() => {
  submitInquiry.mockReset()
  toast.success.mockReset()
  toast.error.mockReset()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('quick contact form', () => {
  it('shows the validation messages for empty and bad fields', async () => {
    const user = userEvent.setup()
    renderForm(<QuickContactForm />)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument()
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument()
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true')

    await user.type(screen.getByLabelText(/^Email/), 'not-an-email')
    await user.type(screen.getByLabelText(/^Name/), 'Jo')
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument()
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument()
    expect(submitInquiry).not.toHaveBeenCalled()
  })

  it('on failure shows the banner and the toast and keeps what was typed', async () => {
    submitInquiry.mockRejectedValue(new ServiceError('Failed to submit inquiry: TypeError: Failed to fetch'))
    const user = userEvent.setup()
    renderForm(<QuickContactForm />)
    await user.type(screen.getByLabelText(/^Name/), 'Jane Doe')
    await user.type(screen.getByLabelText(/^Email/), 'jane@example.com')
    await user.type(screen.getByLabelText(/^Message/), 'Please call me back.')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    const banner = await screen.findByTestId('quick-form-error')
    const network = 'Network connection issue. Please check your internet connection and try again.'
    expect(within(banner).getByText('Submission Failed')).toBeInTheDocument()
    expect(within(banner).getByText(network)).toBeInTheDocument()
    expect(toast.error).toHaveBeenCalledWith('Submission Failed', { description: network })
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Jane Doe')
    expect(screen.getByLabelText(/^Email/)).toHaveValue('jane@example.com')
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Please call me back.')
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  })

  it('on success toasts, resets and opens /thank-you after 1500 ms', async () => {
    let resolve: (value: unknown) => void = () => undefined
    submitInquiry.mockReturnValue(new Promise((r) => (resolve = r)))
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderForm(<QuickContactForm />)
    await user.type(screen.getByLabelText(/^Name/), 'Cher')
    await user.type(screen.getByLabelText(/^Email/), 'cher@example.com')
    await user.type(screen.getByLabelText(/^Message/), 'I need a mobile app.')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled()
    expect(submitInquiry).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({
      first_name: 'Cher',
      last_name: 'Not Provided',
      service_interest: 'General Inquiry',
      source_page: 'home-simple',
    }))
    vi.useFakeTimers() // from here on, time moves only when the test says so
    await act(async () => resolve({ id: 'x', createdAt: '' }))

    expect(toast.success).toHaveBeenCalledWith('Message Sent Successfully!', {
      description: "Thanks for reaching out! We'll get back to you within 24 hours.",
    })
    expect(screen.getByLabelText(/^Name/)).toHaveValue('')
    act(() => vi.advanceTimersByTime(1499))
    expect(screen.queryByText('Thank You page')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByText('Thank You page')).toBeInTheDocument()
  })
})

describe('what a form sends besides its fields', () => {
  afterEach(() => {
    window.localStorage.removeItem(ATTRIBUTION_STORAGE_KEY)
    vi.restoreAllMocks()
  })

  it('the hidden field (out of sight, out of the tab order, hidden from screen readers) and how long the form was open', async () => {
    submitInquiry.mockResolvedValue({ id: 'x', createdAt: '' })
    const clock = vi.spyOn(performance, 'now').mockReturnValue(1_000)
    const user = userEvent.setup()
    const { container } = renderForm(<QuickContactForm />)
    const hidden = container.querySelector<HTMLInputElement>('input[name="website"]')!
    expect(hidden).toHaveAttribute('tabindex', '-1')
    expect(hidden.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull()

    await user.type(screen.getByLabelText(/^Name/), 'Bot Like')
    await user.type(screen.getByLabelText(/^Email/), 'bot@example.com')
    await user.type(screen.getByLabelText(/^Message/), 'Cheap followers for sale.')
    // A bot fills in every field it finds.
    fireEvent.change(hidden, { target: { value: 'http://spam.example' } })
    clock.mockReturnValue(6_500)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(submitInquiry).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({
      website: 'http://spam.example',
      form_fill_ms: 5_500,
    }))
  })

  it('where the visitor came from, read when the inquiry is sent', async () => {
    submitInquiry.mockResolvedValue({ id: 'x', createdAt: '' })
    recordVisit('https://agency.example/?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=G1', '')
    recordSalesperson('maria-gomez')
    const user = userEvent.setup()
    renderForm(<QuickContactForm />)
    await user.type(screen.getByLabelText(/^Name/), 'Jane Doe')
    await user.type(screen.getByLabelText(/^Email/), 'jane@example.com')
    await user.type(screen.getByLabelText(/^Message/), 'Please call me back.')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    const sent = submitInquiry.mock.calls[0]![1]
    expect(sent.attribution).toMatchObject({
      first_touch: { utm_source: 'google', utm_campaign: 'spring', gclid: 'G1', landing_path: '/' },
      last_touch: { utm_source: 'google', utm_medium: 'cpc' },
      salesperson: 'maria-gomez',
    })
  })
})
