// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Link, Route, Routes } from 'react-router-dom'
import { beforeAll, describe, expect, it } from 'vitest'
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard'
import { installHistoryBlock } from '@/lib/history-block'
import { renderWithProviders } from '../../support/render'

// As main.tsx does, before any router listens.
beforeAll(() => installHistoryBlock())

function Form() {
  const [dirty, setDirty] = useState(false)
  const guard = useUnsavedChangesGuard(dirty)
  return (
    <div>
      <h1>The form</h1>
      <button type="button" onClick={() => setDirty(true)}>
        Change something
      </button>
      {guard.dialog}
    </div>
  )
}

function App() {
  return (
    <Routes>
      <Route path="/list" element={<Link to="/form">Open the form</Link>} />
      <Route path="/form" element={<Form />} />
    </Routes>
  )
}

describe('the unsaved-changes guard and the browser’s Back button', () => {
  it('asks first; Keep editing stays on the form, Leave goes back', async () => {
    window.history.replaceState(null, '', '/list')
    const user = userEvent.setup()
    renderWithProviders(<App />, { browserHistory: true })
    await user.click(screen.getByRole('link', { name: 'Open the form' }))
    await user.click(screen.getByRole('button', { name: 'Change something' }))

    window.history.back()
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Leave without saving?')).toBeInTheDocument()
    await waitFor(() => expect(window.location.pathname).toBe('/form'))
    // Behind the open dialog the page is hidden from the accessibility tree, but still the form.
    expect(screen.getByRole('heading', { name: 'The form', hidden: true })).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }))
    expect(screen.getByRole('heading', { name: 'The form' })).toBeInTheDocument()
    expect(window.location.pathname).toBe('/form')

    window.history.back()
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }))
    expect(await screen.findByRole('link', { name: 'Open the form' })).toBeInTheDocument()
    expect(window.location.pathname).toBe('/list')
  })

  it('lets Back through at once when nothing changed', async () => {
    window.history.replaceState(null, '', '/list')
    const user = userEvent.setup()
    renderWithProviders(<App />, { browserHistory: true })
    await user.click(screen.getByRole('link', { name: 'Open the form' }))
    window.history.back()
    expect(await screen.findByRole('link', { name: 'Open the form' })).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })
})
