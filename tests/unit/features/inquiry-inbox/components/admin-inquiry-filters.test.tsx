// @vitest-environment jsdom
// The inbox's filters: the owner filter, offered with the choices the screen gives the role.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { AdminInquiryFilters } from '@/features/inquiry-inbox/components/admin-inquiry-filters'
import { NO_INQUIRY_FILTERS } from '@/features/inquiry-inbox/model/inquiry-filters'
import { renderWithProviders } from '../../../../support/render'

const OPTIONS = { sources: [], salespeople: [] }

describe('the owner filter', () => {
  it('offers All owners and Unassigned, and tells the screen the choice', async () => {
    const onChange = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(<AdminInquiryFilters value={NO_INQUIRY_FILTERS} onChange={onChange} options={OPTIONS} owners={['all', 'unassigned']} />)
    const owner = screen.getByRole('combobox', { name: 'Owner' })
    expect(owner).toHaveTextContent('All owners')
    owner.focus()
    await user.keyboard('{Enter}')
    const list = await screen.findByRole('listbox')
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['All owners', 'Unassigned'])
    await user.keyboard('{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenCalledWith({ owner: 'unassigned' })
  })

  it('is not there without choices (a sales member\'s inbox)', () => {
    renderWithProviders(<AdminInquiryFilters value={NO_INQUIRY_FILTERS} onChange={vi.fn()} options={OPTIONS} trash={false} />)
    expect(screen.queryByRole('combobox', { name: 'Owner' })).not.toBeInTheDocument()
  })
})
