// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { beforeAll, describe, expect, it } from 'vitest'
import { Toaster } from '@/components/ui/toaster'
import { AdminSalespersonForm } from '@/features/salespeople/components/admin-salesperson-form'

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

describe('salesperson form', () => {
  it('shows the URL name normalised as the admin types', async () => {
    const user = userEvent.setup()
    renderAt('/admin/link-generator', <AdminSalespersonForm onClose={() => {}} />, '/x')
    await user.type(screen.getByLabelText(/^URL Name/), 'John  Doe!')
    expect(screen.getByText('john-doe')).toBeInTheDocument()
    expect(screen.getByText(/Only lowercase letters, numbers and hyphens are allowed\./)).toBeInTheDocument()
  })

  it('asks for at least one service', async () => {
    const user = userEvent.setup()
    renderAt('/admin/link-generator', <AdminSalespersonForm onClose={() => {}} />, '/x')
    await user.type(screen.getByLabelText(/^URL Name/), 'jo')
    await user.type(screen.getByLabelText(/^Full Name/), 'Jo')
    await user.type(screen.getByLabelText(/^Email/), 'jo@example.com')
    await user.click(screen.getByRole('button', { name: 'Create Salesperson' }))
    const toasts = screen.getByRole('region', { name: /Notifications/ })
    expect(await within(toasts).findByText('Please select at least one service.')).toBeInTheDocument()
  })
})
