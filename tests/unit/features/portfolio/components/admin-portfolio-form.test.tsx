// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import { AdminPortfolioForm } from '@/features/portfolio/components/admin-portfolio-form'
import { renderAt, renderWithProviders } from '../../../../support/render'

/** The form at its address, and the list page it returns to. */
function renderForm(path: string, element: ReactElement, listPath: string) {
  return renderAt(path, [
    { path, element },
    { path: listPath, element: <p>The list page</p> },
  ])
}

describe('portfolio form (create mode)', () => {
  it('shows the slug locked, generated once title, client, industry and a technology exist', async () => {
    const user = userEvent.setup()
    renderForm('/admin/portfolio/new', <AdminPortfolioForm />, '/admin/portfolio')
    const slug = screen.getByLabelText('Slug')
    expect(slug).toHaveAttribute('readonly')
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Care Portal')
    await user.type(screen.getByRole('textbox', { name: 'Client' }), 'CarePoint')
    await user.type(screen.getByLabelText('Industry'), 'Health')
    expect(slug).toHaveValue('')
    await user.type(screen.getByLabelText('Technologies'), 'React{Enter}')
    await user.type(screen.getByLabelText('Technologies'), 'Node.js{Enter}')
    await user.type(screen.getByLabelText('Technologies'), 'react{Enter}')
    expect(screen.getByText('"react" is already in the list.')).toBeInTheDocument()
    expect(slug).toHaveValue('care-portal-health-react-nodejs')
    await user.clear(screen.getByLabelText('Industry'))
    expect(slug).toHaveValue('')
  })

  it('refuses to submit without the required fields, with the spec toast', async () => {
    const user = userEvent.setup()
    renderForm('/admin/portfolio/new', <AdminPortfolioForm />, '/admin/portfolio')
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Only a title')
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    const toasts = screen.getByRole('region', { name: /Notifications/ })
    expect(await within(toasts).findByText('Validation Error')).toBeInTheDocument()
    expect(within(toasts).getByText('Please fill in all required fields.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Client' })).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByText('The list page')).not.toBeInTheDocument()
  })

  it('asks before Cancel throws away changes, and leaves at once when nothing changed', async () => {
    const user = userEvent.setup()
    const { unmount } = renderForm('/admin/portfolio/new', <AdminPortfolioForm />, '/admin/portfolio')
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Draft')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Leave without saving?')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }))
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Draft')
    await user.click(screen.getByRole('button', { name: 'Back to Portfolios' }))
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }))
    expect(await screen.findByText('The list page')).toBeInTheDocument()
    unmount()

    renderForm('/admin/portfolio/new', <AdminPortfolioForm />, '/admin/portfolio')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByText('The list page')).toBeInTheDocument()
  })

  it('asks before a link elsewhere in the app is followed', async () => {
    const user = userEvent.setup()
    renderWithProviders(
      <>
        <a href="/admin/blogs">Sidebar link</a>
        <AdminPortfolioForm />
      </>,
      { address: '/admin/portfolio/new' },
    )
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Draft')
    await user.click(screen.getByText('Sidebar link'))
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument()
  })
})
