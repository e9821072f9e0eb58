// @vitest-environment jsdom
// The account pages: "Forgot password?" (Supabase Auth's recovery email, one answer for every
// address, its limits told apart), the page an invite or recovery link lands on (a new password
// twice, then the back office), and "Change password" in the account menu.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { readProjectSettings } from '../../../../../supabase/local/config'
import type { EmailLinkState } from '@/features/admin-auth/api/account'
import { AdminAccount } from '@/features/admin-auth/components/admin-account'
import { ForgotPasswordPage } from '@/features/admin-auth/components/forgot-password-page'
import { LoginPage } from '@/features/admin-auth/components/login-page'
import { SetPasswordPage } from '@/features/admin-auth/components/set-password-page'
import { ACCOUNT_MESSAGES } from '@/features/admin-auth/model/admin-auth-messages'
import { PASSWORD_MIN_LENGTH } from '@/features/admin-auth/model/password-schema'
import { currentAddress, renderAt, renderWithProviders } from '../../../../support/render'

/** supabase-js's auth as the account pages use it. */
const fake = vi.hoisted(() => {
  const state = { session: null as null | { user: { id: string; email: string } } }
  const auth = {
    getSession: vi.fn(async () => ({ data: { session: state.session } })),
    onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => undefined } } }),
    resetPasswordForEmail: vi.fn(async (_email: string, _options: { redirectTo: string }) => ({ data: {}, error: null as unknown })),
    updateUser: vi.fn(async (_attributes: { password: string }) => ({ data: { user: {} }, error: null as unknown })),
  }
  return { state, adminClient: { auth } }
})

vi.mock('@/lib/admin-client', () => ({ ADMIN_AUTH_STORAGE_KEY: 'agency-admin-auth', adminClient: fake.adminClient }))

/** GoTrue's refusal as supabase-js hands it over (an AuthApiError's fields). */
const authError = (status: number, code: string, message: string) => Object.assign(new Error(message), { status, code })

beforeEach(() => {
  fake.state.session = { user: { id: 'member-1', email: 'sam@agency.example' } }
  fake.adminClient.auth.resetPasswordForEmail.mockClear()
  fake.adminClient.auth.resetPasswordForEmail.mockResolvedValue({ data: {}, error: null })
  fake.adminClient.auth.updateUser.mockClear()
  fake.adminClient.auth.updateUser.mockResolvedValue({ data: { user: {} }, error: null })
})

describe('the login page', () => {
  it('links to "Forgot password?"', async () => {
    fake.state.session = null
    renderWithProviders(<LoginPage />, { address: '/admin/login' })
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/admin/forgot-password')
  })
})

describe('Forgot password', () => {
  const request = async (email: string) => {
    const user = userEvent.setup()
    renderWithProviders(<ForgotPasswordPage />, { address: '/admin/forgot-password' })
    if (email) await user.type(screen.getByLabelText('Email address'), email)
    await user.click(screen.getByRole('button', { name: 'Send the link' }))
  }

  it('asks Supabase Auth for the recovery email, returning to the set-password page, and says the same for any address', async () => {
    await request(' sam@agency.example ')
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for that address, we have sent a link to reset the password.',
    )
    expect(fake.adminClient.auth.resetPasswordForEmail).toHaveBeenCalledWith('sam@agency.example', {
      redirectTo: `${window.location.origin}/admin/set-password`,
    })
  })

  it('checks the address before asking', async () => {
    await request('not an address')
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument()
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true')
    expect(fake.adminClient.auth.resetPasswordForEmail).not.toHaveBeenCalled()
  })

  it('tells the per-address wait, with its seconds', async () => {
    fake.adminClient.auth.resetPasswordForEmail.mockResolvedValue({
      data: {}, error: authError(429, 'over_email_send_rate_limit', 'For security purposes, you can only request this after 42 seconds.'),
    })
    await request('sam@agency.example')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A link was sent to this address a moment ago. You can ask for another in 42 seconds.',
    )
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('tells the hourly email limit apart', async () => {
    fake.adminClient.auth.resetPasswordForEmail.mockResolvedValue({
      data: {}, error: authError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded'),
    })
    await request('sam@agency.example')
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.tooManyEmails)
  })
})

describe('Set password (the emailed link)', () => {
  const renderPage = (link: EmailLinkState = { type: 'invite', error: null }) =>
    renderAt('/admin/set-password', [
      { path: '/admin/set-password', element: <SetPasswordPage link={link} /> },
      { path: '/admin', element: <p>The dashboard</p> },
    ])

  it('asks for the password twice, at least the project\'s minimum length, then saves it and opens the back office', async () => {
    const user = userEvent.setup()
    const view = renderPage()
    expect(await screen.findByRole('heading', { name: 'Welcome! Choose your password' })).toBeInTheDocument()
    await user.type(await screen.findByLabelText('New password'), 'short')
    expect(screen.getByText('sam@agency.example')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Repeat the new password'), 'short')
    await user.click(screen.getByRole('button', { name: 'Save the password' }))
    expect(await screen.findByText('Use at least 8 characters.')).toBeInTheDocument()

    await user.clear(screen.getByLabelText('New password'))
    await user.type(screen.getByLabelText('New password'), 'a long password')
    await user.click(screen.getByRole('button', { name: 'Save the password' }))
    expect(await screen.findByText('The two passwords are not the same.')).toBeInTheDocument()
    expect(fake.adminClient.auth.updateUser).not.toHaveBeenCalled()

    await user.clear(screen.getByLabelText('Repeat the new password'))
    await user.type(screen.getByLabelText('Repeat the new password'), 'a long password')
    await user.click(screen.getByRole('button', { name: 'Save the password' }))
    expect(await screen.findByText('The dashboard')).toBeInTheDocument()
    expect(fake.adminClient.auth.updateUser).toHaveBeenCalledWith({ password: 'a long password' })
    expect(currentAddress(view)).toBe('/admin')
  })

  it('shows Supabase Auth\'s refusal and stays', async () => {
    fake.adminClient.auth.updateUser.mockResolvedValue({
      data: { user: {} }, error: authError(422, 'same_password', 'New password should be different from the old password.'),
    })
    const user = userEvent.setup()
    const view = renderPage({ type: 'recovery', error: null })
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument()
    await user.type(await screen.findByLabelText('New password'), 'the old password')
    await user.type(screen.getByLabelText('Repeat the new password'), 'the old password')
    await user.click(screen.getByRole('button', { name: 'Save the password' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a password different from your current one.')
    expect(currentAddress(view)).toBe('/admin/set-password')
  })

  it('says when the link was used or has expired, and offers a new one', async () => {
    fake.state.session = null
    renderPage({ type: null, error: 'otp_expired' })
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.linkInvalid)
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/admin/forgot-password')
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument()
  })

  it('asks for as many characters as Supabase Auth does (supabase/config.toml)', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(readProjectSettings().authEmail.minimumPasswordLength)
    expect(PASSWORD_MIN_LENGTH).toBeGreaterThanOrEqual(8)
  })
})

describe('Change password (account menu)', () => {
  it('opens from the account menu, changes the password in this session and closes', async () => {
    const user = userEvent.setup()
    renderWithProviders(<AdminAccount />, { address: '/admin' })
    await user.click(await screen.findByRole('button', { name: 'Change password' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change your password' })
    expect(dialog).toBeInTheDocument()
    await user.type(screen.getByLabelText('New password'), 'a brand new password')
    await user.type(screen.getByLabelText('Repeat the new password'), 'a brand new password')
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(fake.adminClient.auth.updateUser).toHaveBeenCalledWith({ password: 'a brand new password' })
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument()
  })

  it('refuses a short password before asking the server', async () => {
    const user = userEvent.setup()
    renderWithProviders(<AdminAccount />, { address: '/admin' })
    await user.click(await screen.findByRole('button', { name: 'Change password' }))
    await user.type(screen.getByLabelText('New password'), 'tiny')
    await user.type(screen.getByLabelText('Repeat the new password'), 'tiny')
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('Use at least 8 characters.')).toBeInTheDocument()
    expect(fake.adminClient.auth.updateUser).not.toHaveBeenCalled()
  })
})
