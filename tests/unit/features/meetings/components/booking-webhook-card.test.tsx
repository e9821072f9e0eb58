// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { listSecretHints, rotateSecret } from '@/features/meetings/api/meetings'
import { BookingWebhookCard } from '@/features/meetings/components/booking-webhook-card'
import { renderWithProviders } from '../../../../support/render'

vi.mock('@/features/meetings/api/meetings', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  listSecretHints: vi.fn(),
  rotateSecret: vi.fn(),
}))

const SECRET = 'ab12'.repeat(16)

beforeEach(() => {
  vi.mocked(listSecretHints).mockReset().mockResolvedValue([{ provider: 'calendly', hint: '9f3c…77aa', createdAt: '2026-11-29T10:00:00Z' }])
  vi.mocked(rotateSecret).mockReset().mockResolvedValue(SECRET)
})

const tool = async (name: string) =>
  within(await screen.findByRole('list', { name: 'Booking tools' }))
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name }))!

describe('the booking webhooks card', () => {
  it('gives each tool its URL, and a secret made once and shown in full only then', async () => {
    renderWithProviders(<BookingWebhookCard supabaseUrl="https://ref.supabase.co" />)
    const cal = await tool('Cal.com')
    expect(cal).toHaveTextContent('https://ref.supabase.co/functions/v1/booking-webhook/cal.com')
    expect(cal).toHaveTextContent('No secret yet')
    await userEvent.click(within(cal).getByRole('button', { name: 'Make a secret' }))
    expect(await within(cal).findByText(SECRET)).toBeVisible()
    expect(cal).toHaveTextContent('Copy it now: it is shown only this once.')
    expect(rotateSecret).toHaveBeenCalledWith(expect.anything(), 'cal.com')
  })

  it('shows a made secret’s hint and asks before replacing it', async () => {
    renderWithProviders(<BookingWebhookCard supabaseUrl="https://ref.supabase.co" />)
    const calendly = await tool('Calendly')
    expect(await within(calendly).findByText('The secret: 9f3c…77aa')).toBeVisible()
    await userEvent.click(within(calendly).getByRole('button', { name: 'Make a new secret' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(rotateSecret).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make a new secret' }))
    expect(await within(calendly).findByText(SECRET)).toBeVisible()
    expect(rotateSecret).toHaveBeenCalledWith(expect.anything(), 'calendly')
  })
})
