// @vitest-environment jsdom
// A lead's owner on its card: shown to everyone, given to another sales member by an admin with
// one click (or to many leads at once); a sales member's card has no trash or screening.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState, type ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Inquiry } from '@/content/types'
import { assignInquiries, updateInquiryNotes } from '@/features/inquiry-inbox/api/inquiries'
import { AdminInquiryBulkAssign } from '@/features/inquiry-inbox/components/admin-inquiry-bulk-assign'
import { AdminInquiryCard } from '@/features/inquiry-inbox/components/admin-inquiry-card'
import { MembershipContext, type MemberRole } from '@/hooks/use-admin-role'
import { ServiceError } from '@/lib/errors'
import { UNATTRIBUTED } from '../../../../support/inquiry-fixture'
import { renderWithProviders } from '../../../../support/render'

vi.mock('@/features/inquiry-inbox/api/inquiries', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  assignInquiries: vi.fn(),
  updateInquiryNotes: vi.fn(),
}))

const inquiry = (overrides: Partial<Inquiry> = {}): Inquiry => ({
  id: 'c0ffee00-0000-4000-8000-000000000001',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@navy.example',
  phone: '',
  company: '',
  serviceInterest: 'Custom Software',
  budgetRange: '$50,000 - $100,000',
  projectTimeline: '6-12 months',
  message: 'A compiler for COBOL, please.',
  sourcePage: 'contact',
  status: 'new',
  createdAt: '2025-03-05T10:30:00.000Z',
  deletedAt: null,
  ...UNATTRIBUTED,
  ...overrides,
})

const ASSIGNEES = [
  { id: 'u-sam', name: 'Sam Sales' },
  { id: 'u-kim', name: 'Kim Lee' },
]

function asRole(role: MemberRole, ui: ReactNode) {
  return renderWithProviders(
    <MembershipContext.Provider value={{ userId: `u-${role}`, email: `${role}@example.com`, displayName: role, role, active: true }}>{ui}</MembershipContext.Provider>,
  )
}

beforeEach(() => {
  vi.mocked(assignInquiries).mockReset().mockResolvedValue()
  vi.mocked(updateInquiryNotes).mockReset().mockResolvedValue()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe("a lead's owner", () => {
  it.each([
    ['nobody', null, 'Unassigned'],
    ['an active member', { id: 'u-sam', name: 'Sam Sales', active: true }, 'Sam Sales'],
    ['a deactivated member', { id: 'u-old', name: 'Olga Old', active: false }, 'Olga Old (owner deactivated)'],
  ])('shows %s', (_case, owner, text) => {
    asRole('sales', <AdminInquiryCard inquiry={inquiry({ owner })} />)
    expect(within(screen.getByRole('article', { name: 'Grace Hopper' })).getByText(text)).toBeInTheDocument()
  })

  it('is given to another sales member by an admin with one choice on the card', async () => {
    const user = userEvent.setup()
    asRole('admin', <AdminInquiryCard inquiry={inquiry({ owner: { id: 'u-old', name: 'Olga Old', active: false } })} assignees={ASSIGNEES} />)
    const owner = screen.getByRole('combobox', { name: 'Owner of the inquiry from Grace Hopper' })
    expect(owner).toHaveTextContent('Olga Old (owner deactivated)')
    await user.click(owner)
    await user.click(await screen.findByRole('option', { name: 'Kim Lee' }))
    await waitFor(() => expect(assignInquiries).toHaveBeenCalledWith(expect.anything(), [inquiry().id], 'u-kim'))
    expect(await screen.findByText('Inquiry assigned to Kim Lee')).toBeInTheDocument()
  })

  it("shows the database's refusal as it comes", async () => {
    vi.mocked(assignInquiries).mockRejectedValueOnce(new ServiceError('Leads can be assigned only to an active sales member.'))
    const user = userEvent.setup()
    asRole('admin', <AdminInquiryCard inquiry={inquiry()} assignees={ASSIGNEES} />)
    await user.click(screen.getByRole('combobox', { name: 'Owner of the inquiry from Grace Hopper' }))
    await user.click(await screen.findByRole('option', { name: 'Sam Sales' }))
    expect(await screen.findByText('Leads can be assigned only to an active sales member.')).toBeInTheDocument()
  })
})

describe('a sales member’s card', () => {
  it('offers the status, and no owner select, screening or trash', () => {
    asRole('sales', <AdminInquiryCard inquiry={inquiry()} />)
    const card = screen.getByRole('article', { name: 'Grace Hopper' })
    expect(within(card).getByRole('combobox', { name: 'Status of the inquiry from Grace Hopper' })).toBeInTheDocument()
    expect(within(card).queryByRole('combobox', { name: /Owner of/ })).not.toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: /trash/ })).not.toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: /spam/i })).not.toBeInTheDocument()
  })

  it('keeps notes on the lead', async () => {
    const user = userEvent.setup()
    asRole('sales', <AdminInquiryCard inquiry={inquiry({ notes: '' })} />)
    expect(screen.getByText('No notes yet.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Edit notes on the inquiry from Grace Hopper' }))
    await user.type(screen.getByRole('textbox', { name: 'Notes on the inquiry from Grace Hopper' }), 'Called, wants a demo')
    await user.click(screen.getByRole('button', { name: 'Save notes' }))
    await waitFor(() => expect(updateInquiryNotes).toHaveBeenCalledWith(expect.anything(), inquiry().id, 'Called, wants a demo'))
    expect(await screen.findByText('Notes saved')).toBeInTheDocument()
  })

  it('offers neither Restore nor Delete Permanently on a trashed lead', () => {
    asRole('sales', <AdminInquiryCard inquiry={inquiry({ deletedAt: '2025-03-06T10:00:00.000Z' })} />)
    expect(screen.queryByRole('button', { name: /Restore|Delete Permanently/ })).not.toBeInTheDocument()
  })
})

describe('the bulk assignment', () => {
  function Bulk() {
    const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(['a']))
    return <AdminInquiryBulkAssign assignees={ASSIGNEES} pageIds={['a', 'b', 'c']} selected={selected} onSelect={setSelected} />
  }

  it('gives every picked lead to the chosen member, then clears the picking', async () => {
    const user = userEvent.setup()
    asRole('admin', <Bulk />)
    expect(screen.getByText('1 selected')).toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }))
    expect(screen.getByText('3 selected')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Assign selected' })).toBeDisabled()
    await user.selectOptions(screen.getByLabelText('Assign to'), 'Sam Sales')
    await user.click(screen.getByRole('button', { name: 'Assign selected' }))
    await waitFor(() => expect(assignInquiries).toHaveBeenCalledWith(expect.anything(), ['a', 'b', 'c'], 'u-sam'))
    expect(await screen.findByText('3 inquiries assigned to Sam Sales')).toBeInTheDocument()
    expect(screen.getByText('0 selected')).toBeInTheDocument()
  })

  it('unassigns, and keeps the picking when the database refuses', async () => {
    vi.mocked(assignInquiries).mockRejectedValueOnce(new ServiceError('Leads can be assigned only to an active sales member.'))
    const user = userEvent.setup()
    asRole('admin', <Bulk />)
    await user.selectOptions(screen.getByLabelText('Assign to'), 'Unassigned')
    await user.click(screen.getByRole('button', { name: 'Assign selected' }))
    await waitFor(() => expect(assignInquiries).toHaveBeenCalledWith(expect.anything(), ['a'], null))
    // (sonner's toasts are global: an earlier test's toast of the same words may still be there)
    expect((await screen.findAllByText('Leads can be assigned only to an active sales member.')).length).toBeGreaterThan(0)
    expect(screen.getByText('1 selected')).toBeInTheDocument()
  })
})
