// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { Bell } from 'lucide-react'
import { describe, expect, it } from 'vitest'
import { StatCard } from '@/components/ui/stat-card'

describe('StatCard', () => {
  it('shows the label and the number, grouped by thousands', () => {
    const { container } = render(<StatCard label="Total Inquiries" value={12345} valueTone="text-success-300" />)
    expect(screen.getByText('Total Inquiries')).toBeInTheDocument()
    expect(screen.getByText('12,345')).toHaveClass('text-success-300')
    expect(container.querySelector('svg')).toBeNull()
  })

  it('shows a dash while the number is unknown, and a placeholder instead while loading', () => {
    const { rerender } = render(<StatCard label="New" value={undefined} />)
    expect(screen.getByText('–')).toBeInTheDocument()
    rerender(<StatCard label="New" value={3} loading />)
    expect(screen.queryByText('3')).not.toBeInTheDocument()
    expect(screen.queryByText('–')).not.toBeInTheDocument()
    expect(screen.getByText('New')).toBeInTheDocument()
  })

  it('puts its icon, hidden from assistive technology, in a tile of the given tone', () => {
    const { container } = render(<StatCard label="New Inquiries" value={0} icon={Bell} iconTone="bg-blue-500/15 text-blue-300" />)
    expect(screen.getByText('0')).toBeInTheDocument()
    const icon = container.querySelector('svg')!
    expect(icon).toHaveAttribute('aria-hidden', 'true')
    expect(icon.parentElement).toHaveClass('bg-blue-500/15', 'text-blue-300')
  })
})
