// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { AdminSalespersonForm } from '@/features/salespeople/components/admin-salesperson-form'
import { renderForm } from '../../../../support/render'

describe('salesperson form', () => {
  it('shows the URL name normalised as the admin types', async () => {
    const user = userEvent.setup()
    renderForm('/admin/link-generator', <AdminSalespersonForm onClose={() => {}} />, '/x')
    await user.type(screen.getByLabelText(/^URL Name/), 'John  Doe!')
    expect(screen.getByText('john-doe')).toBeInTheDocument()
    expect(screen.getByText(/Only lowercase letters, numbers and hyphens are allowed\./)).toBeInTheDocument()
  })

  it('asks for at least one service', async () => {
    const user = userEvent.setup()
    renderForm('/admin/link-generator', <AdminSalespersonForm onClose={() => {}} />, '/x')
    await user.type(screen.getByLabelText(/^URL Name/), 'jo')
    await user.type(screen.getByLabelText(/^Full Name/), 'Jo')
    await user.type(screen.getByLabelText(/^Email/), 'jo@example.com')
    await user.click(screen.getByRole('button', { name: 'Create Salesperson' }))
    const toasts = screen.getByRole('region', { name: /Notifications/ })
    expect(await within(toasts).findByText('Please select at least one service.')).toBeInTheDocument()
  })
})
