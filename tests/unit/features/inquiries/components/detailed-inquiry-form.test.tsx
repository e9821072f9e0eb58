// @vitest-environment jsdom
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ServiceError } from '@/lib/errors'
import { renderInquiryForm as renderForm } from '../../../../support/inquiry-form'

const submitInquiry = vi.hoisted(() => vi.fn())
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }))
vi.mock('@/features/inquiries/api/submit-inquiry', () => ({ submitInquiry }))
// The real toast region renders (the app's providers hold it); the test reads what was raised.
vi.mock('sonner', async (importOriginal) => ({ ...(await importOriginal<Record<string, unknown>>()), toast }))

const { DetailedInquiryForm } = await import('@/features/inquiries/components/detailed-inquiry-form')

beforeEach(() => {
  submitInquiry.mockReset()
  toast.success.mockReset()
  toast.error.mockReset()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('detailed consultation wizard', () => {
  async function chooseOption(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
    await user.click(screen.getByLabelText(label))
    await user.click(await screen.findByRole('option', { name: option }))
  }

  it('validates each step, moves between steps and submits on step 3', async () => {
    const user = userEvent.setup()
    let resolve: (value: unknown) => void = () => undefined
    submitInquiry.mockReturnValue(new Promise((r) => (resolve = r)))
    renderForm(<DetailedInquiryForm sourcePage="contact" />)

    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument()
    expect(screen.getByText('33% complete')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('First name must be at least 2 characters')).toBeInTheDocument()
    expect(screen.getByText('Last name must be at least 2 characters')).toBeInTheDocument()
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument()
    // Only the current step is validated.
    expect(screen.queryByText('Please select a service')).not.toBeInTheDocument()
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument()

    await user.type(screen.getByLabelText(/^First Name/), 'Jane')
    await user.type(screen.getByLabelText(/^Last Name/), 'Doe')
    await user.type(screen.getByLabelText(/^Email/), 'jane@example.com')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument()
    expect(screen.getByText('67% complete')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Please select a service')).toBeInTheDocument()
    expect(screen.getByText('Please select a budget range')).toBeInTheDocument()
    expect(screen.getByText('Please select a timeline')).toBeInTheDocument()

    // Previous keeps what was typed.
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Jane')
    await user.click(screen.getByRole('button', { name: 'Next' }))

    await chooseOption(user, /^Service Interest/, 'Mobile Apps')
    await chooseOption(user, /^Budget Range/, '$15,000 - $50,000')
    await chooseOption(user, /^Project Timeline/, 'Just exploring')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument()
    expect(screen.getByText('100% complete')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }))
    expect(await screen.findByText('Message must be at least 10 characters')).toBeInTheDocument()
    await user.type(screen.getByLabelText(/^Message/), 'An app for our field engineers.')
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }))
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled()
    expect(submitInquiry).toHaveBeenCalledWith(expect.anything(), {
      first_name: 'Jane',
      last_name: 'Doe',
      email: 'jane@example.com',
      phone: '',
      company: '',
      service_interest: 'Mobile Apps',
      budget_range: '$15,000 - $50,000',
      project_timeline: 'Just exploring',
      message: 'An app for our field engineers.',
      source_page: 'contact',
      // The bot signals the server judges, where the visitor came from and their browser (no GA id: no consent).
      website: '',
      form_fill_ms: expect.any(Number),
      attribution: { first_touch: null, last_touch: null, salesperson: null },
      client_user_agent: navigator.userAgent,
    })
    await act(async () => resolve({ id: 'x', createdAt: '' }))
    expect(toast.success).toHaveBeenCalledWith('Success!', {
      description: 'Your inquiry has been submitted successfully. Redirecting to confirmation page...',
    })
  })

  it('toasts the failure and keeps the step and the values', async () => {
    submitInquiry.mockRejectedValue(new ServiceError('Failed to submit inquiry: boom'))
    const user = userEvent.setup()
    renderForm(<DetailedInquiryForm sourcePage="home-detailed" />)
    await user.type(screen.getByLabelText(/^First Name/), 'Jane')
    await user.type(screen.getByLabelText(/^Last Name/), 'Doe')
    await user.type(screen.getByLabelText(/^Email/), 'jane@example.com')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await chooseOption(user, /^Service Interest/, 'E-commerce')
    await chooseOption(user, /^Budget Range/, '$250,000+')
    await chooseOption(user, /^Project Timeline/, '12+ months')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.type(await screen.findByLabelText(/^Message/), 'A marketplace for artisans.')
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }))

    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Submission Failed', {
        description: 'There was an error submitting your inquiry. Please try again.',
      }),
    )
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Message/)).toHaveValue('A marketplace for artisans.')
    expect(screen.getByRole('button', { name: 'Submit Inquiry' })).toBeEnabled()
  })
})
