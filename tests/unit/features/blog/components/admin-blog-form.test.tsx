// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { beforeAll, describe, expect, it } from 'vitest'
import { Toaster } from '@/components/ui/toaster'
import { AdminBlogForm, CONTENT_HINT } from '@/features/blog/components/admin-blog-form'

beforeAll(() => {
  // jsdom lacks these; sonner and Radix ask for them.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})

function renderAt(path: string, element: ReactNode, listPath: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path={listPath} element={<p>The list page</p>} />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('blog form (create mode)', () => {
  it('previews the content as the public post renders it, scripts inert', async () => {
    const user = userEvent.setup()
    renderAt('/admin/blogs/new', <AdminBlogForm />, '/admin/blogs')
    expect(screen.getByText(CONTENT_HINT)).toBeInTheDocument()
    const preview = screen.getByLabelText('Content preview')
    expect(within(preview).getByText('No content available for this blog post.')).toBeInTheDocument()
    // The visual editor is exercised in a real browser (e2e); its HTML view is a plain field.
    await user.click(await screen.findByRole('button', { name: 'HTML' }))
    await user.click(screen.getByRole('textbox', { name: 'Content' }))
    await user.paste('<h2>Hello</h2><script>window.pwned = 1</script><p>World</p>')
    expect(await within(preview).findByRole('heading', { name: 'Hello' })).toBeInTheDocument()
    expect(preview.querySelector('script')).toBeNull()
    expect((window as { pwned?: number }).pwned).toBeUndefined()
  })

  it('blank content: "Content cannot be empty."', async () => {
    const user = userEvent.setup()
    renderAt('/admin/blogs/new', <AdminBlogForm />, '/admin/blogs')
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Post')
    await user.type(screen.getByLabelText(/^Author Name/), 'Jane')
    await user.click(await screen.findByRole('button', { name: 'HTML' }))
    await user.type(screen.getByRole('textbox', { name: 'Content' }), '   ')
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    // Toasts of earlier tests may still be in sonner's store: look for this one's text.
    const toasts = screen.getByRole('region', { name: /Notifications/ })
    expect(await within(toasts).findByText('Content cannot be empty.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveAttribute('aria-invalid', 'true')
  })
})
