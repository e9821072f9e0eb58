// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Project } from '@/content/types'
import { adminProjectQuery } from '@/features/portfolio-editor/api/admin-project-queries'
import { AdminPortfolioForm } from '@/features/portfolio-editor/components/admin-portfolio-form'
import { project } from '../../../../support/content-fixtures'
import { renderForm, renderWithCachedData, renderWithProviders } from '../../../../support/render'

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
    await user.click(screen.getByRole('button', { name: 'Create Portfolio' }))
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

describe('portfolio form: the button that publishes, by mode', () => {
  /** The edit form of a stored project, read from the cache as the loader would fetch it. */
  function renderEdit(stored: Project) {
    renderWithCachedData(`/admin/portfolio/edit/${stored.id}`, <AdminPortfolioForm id={stored.id} />, [[adminProjectQuery(stored.id).queryKey, stored]])
    return screen.findByRole('form', { name: 'Edit portfolio' })
  }

  const buttonNames = (form: HTMLElement) => within(form).getAllByRole('button', { name: /^(Save draft|Schedule|Publish|Create .*|Update .*)$/ }).map((b) => b.textContent)

  it('creates: Save draft, Schedule and Create Portfolio', () => {
    renderForm('/admin/portfolio/new', <AdminPortfolioForm />, '/admin/portfolio')
    expect(buttonNames(screen.getByRole('form', { name: 'New portfolio' }))).toEqual(['Save draft', 'Schedule', 'Create Portfolio'])
  })

  it('edits a public project: Update Portfolio', async () => {
    const form = await renderEdit(project({ status: 'published', publishAt: '2026-01-01T00:00:00.000Z' }))
    expect(buttonNames(form)).toEqual(['Save draft', 'Schedule', 'Update Portfolio'])
  })

  it('edits a draft or a project scheduled ahead: Publish', async () => {
    const draft = await renderEdit(project({ status: 'draft' }))
    expect(buttonNames(draft)).toEqual(['Save draft', 'Schedule', 'Publish'])
    cleanup()
    const scheduled = await renderEdit(project({ status: 'scheduled', publishAt: '2999-01-01T00:00:00.000Z' }))
    expect(buttonNames(scheduled)).toEqual(['Save draft', 'Schedule', 'Publish'])
  })
})
