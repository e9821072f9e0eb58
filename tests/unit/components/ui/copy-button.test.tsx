// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CopyButton } from '@/components/ui/copy-button'
import { renderWithProviders } from '../../../support/render'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('CopyButton', () => {
  it('copies the text and says so in the screen’s words', async () => {
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    renderWithProviders(<CopyButton text="s3cret" label="Copy the secret" copied="Copied it" failed="Copy by hand" />)
    await user.click(screen.getByRole('button', { name: 'Copy the secret' }))
    expect(writeText).toHaveBeenCalledWith('s3cret')
    expect(await screen.findByText('Copied it')).toBeVisible()
  })

  it('says to copy by hand when the clipboard is refused', async () => {
    const user = userEvent.setup()
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'))
    renderWithProviders(<CopyButton text="s3cret" label="Copy the secret" copied="Copied it" failed="Copy by hand" />)
    await user.click(screen.getByRole('button', { name: 'Copy the secret' }))
    expect(await screen.findByText('Copy by hand')).toBeVisible()
  })
})
