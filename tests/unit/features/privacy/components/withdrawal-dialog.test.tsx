// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { WithdrawalDialog } from '@/features/privacy/components/withdrawal-dialog'
import { renderWithProviders } from '../../../../support/render'

function renderDialog() {
  const onRecord = vi.fn()
  const onOpenChange = vi.fn()
  renderWithProviders(<WithdrawalDialog email="jane@client.example" open busy={false} onOpenChange={onOpenChange} onRecord={onRecord} />)
  return { onRecord, onOpenChange, dialog: screen.getByRole('dialog', { name: 'Record a withdrawal of consent by jane@client.example' }) }
}

describe('the withdrawal dialog', () => {
  it('starts with nothing ticked and records nothing until a purpose is chosen', async () => {
    const user = userEvent.setup()
    const { onRecord } = renderDialog()
    expect(screen.getByRole('checkbox', { name: /Advertising/ })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: /Analytics/ })).not.toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Record withdrawal' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one purpose.')
    expect(onRecord).not.toHaveBeenCalled()
  })

  it('records the recipients of the purposes ticked', async () => {
    const user = userEvent.setup()
    const { onRecord } = renderDialog()
    await user.click(screen.getByRole('checkbox', { name: /Advertising/ }))
    await user.click(screen.getByRole('button', { name: 'Record withdrawal' }))
    expect(onRecord).toHaveBeenLastCalledWith(['google_ads', 'meta', 'linkedin'])
    await user.click(screen.getByRole('checkbox', { name: /Analytics/ }))
    await user.click(screen.getByRole('button', { name: 'Record withdrawal' }))
    expect(onRecord).toHaveBeenLastCalledWith(['google_ads', 'meta', 'linkedin', 'ga4'])
  })

  it('closes on Cancel without recording', async () => {
    const user = userEvent.setup()
    const { onRecord, onOpenChange } = renderDialog()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(onRecord).not.toHaveBeenCalled()
  })
})
