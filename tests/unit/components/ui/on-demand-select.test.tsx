// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { OnDemandSelect } from '@/components/ui/on-demand-select'
import { renderWithProviders } from '../../../support/render'

const OPTIONS = [
  { value: 'new', label: 'New' },
  { value: 'closed', label: 'Closed' },
]

function renderSelect(value: string | undefined, onValueChange = vi.fn()) {
  renderWithProviders(
    <OnDemandSelect value={value} options={OPTIONS} onValueChange={onValueChange} label="Status of the order" placeholder="UNKNOWN" />,
  )
  return onValueChange
}

describe('a select that mounts on use', () => {
  it('reads as the closed select: a combobox with its name and the chosen option', () => {
    renderSelect('closed')
    const control = screen.getByRole('combobox', { name: 'Status of the order' })
    expect(control).toHaveTextContent('Closed')
    expect(control).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('shows the placeholder for a value that is none of the options', () => {
    renderSelect('archived')
    expect(screen.getByRole('combobox', { name: 'Status of the order' })).toHaveTextContent('UNKNOWN')
  })

  it('opens on a click and reports the option chosen', async () => {
    const user = userEvent.setup()
    const onValueChange = renderSelect('new')
    await user.click(screen.getByRole('combobox', { name: 'Status of the order' }))
    await user.click(await screen.findByRole('option', { name: 'Closed' }))
    expect(onValueChange).toHaveBeenCalledWith('closed')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('opens from the keyboard, and Escape gives the focus back to the control', async () => {
    const user = userEvent.setup()
    const onValueChange = renderSelect('new')
    await user.tab()
    await user.keyboard('{ArrowDown}')
    expect(await screen.findByRole('listbox')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Status of the order' })).toHaveFocus()
    expect(onValueChange).not.toHaveBeenCalled()
  })
})
