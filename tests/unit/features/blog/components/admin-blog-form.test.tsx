// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { BlogPost } from '@/content/types'
import { adminBlogQuery } from '@/features/blog/api/admin-blog-queries'
import { AdminBlogForm } from '@/features/blog/components/admin-blog-form'
import { post } from '../../../../support/content-fixtures'
import { renderForm, renderWithCachedData } from '../../../../support/render'
import { BLOG_FORM_MESSAGES } from '@/features/blog/model/blog-admin-messages'

describe('blog form (create mode)', () => {
  it('previews the content as the public post renders it, scripts inert', async () => {
    const user = userEvent.setup()
    renderForm('/admin/blogs/new', <AdminBlogForm />, '/admin/blogs')
    expect(screen.getByText(BLOG_FORM_MESSAGES.contentHint)).toBeInTheDocument()
    const preview = screen.getByLabelText('Content preview')
    expect(within(preview).getByText('No content available for this blog post.')).toBeInTheDocument()
    // The visual editor is exercised in a real browser (e2e); its HTML view is a plain field.
    // The editor is a chunk of its own, loaded on demand: on a busy machine it takes a while.
    await user.click(await screen.findByRole('button', { name: 'HTML' }, { timeout: 10_000 }))
    await user.click(screen.getByRole('textbox', { name: 'Content' }))
    await user.paste('<h2>Hello</h2><script>window.pwned = 1</script><p>World</p>')
    expect(await within(preview).findByRole('heading', { name: 'Hello' })).toBeInTheDocument()
    expect(preview.querySelector('script')).toBeNull()
    expect((window as { pwned?: number }).pwned).toBeUndefined()
  })

  it('blank content: "Content cannot be empty."', async () => {
    const user = userEvent.setup()
    renderForm('/admin/blogs/new', <AdminBlogForm />, '/admin/blogs')
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Post')
    await user.type(screen.getByLabelText(/^Author Name/), 'Jane')
    await user.click(await screen.findByRole('button', { name: 'HTML' }, { timeout: 10_000 }))
    await user.type(screen.getByRole('textbox', { name: 'Content' }), '   ')
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    // Toasts of earlier tests may still be in sonner's store: look for this one's text.
    const toasts = screen.getByRole('region', { name: /Notifications/ })
    expect(await within(toasts).findByText('Content cannot be empty.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveAttribute('aria-invalid', 'true')
  })
})

describe('blog form: the button that publishes, by mode', () => {
  /** The edit form of a stored post, read from the cache as the loader would fetch it. */
  function renderEdit(stored: BlogPost) {
    renderWithCachedData(`/admin/blogs/edit/${stored.id}`, <AdminBlogForm id={stored.id} />, [[adminBlogQuery(stored.id).queryKey, stored]])
    return screen.findByRole('form', { name: 'Edit blog post' })
  }

  const mainButton = (form: HTMLElement) => within(form).getAllByRole('button', { name: /^(Publish|Create .*|Update .*)$/ }).map((b) => b.textContent)

  it('creates: Create Blog Post beside Save draft and Schedule', () => {
    renderForm('/admin/blogs/new', <AdminBlogForm />, '/admin/blogs')
    const form = screen.getByRole('form', { name: 'New blog post' })
    expect(mainButton(form)).toEqual(['Create Blog Post'])
    expect(within(form).getByRole('button', { name: 'Save draft' })).toBeInTheDocument()
    expect(within(form).getByRole('button', { name: 'Schedule' })).toBeInTheDocument()
  })

  it('edits a public post: Update Blog Post; a draft: Publish', async () => {
    expect(mainButton(await renderEdit(post({ status: 'published', publishAt: '2026-01-01T00:00:00.000Z' })))).toEqual(['Update Blog Post'])
    cleanup()
    expect(mainButton(await renderEdit(post({ status: 'draft' })))).toEqual(['Publish'])
  })
})
