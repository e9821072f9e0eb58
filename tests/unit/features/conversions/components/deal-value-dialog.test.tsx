// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getConversionSettings, setConversionValue, skipConversionValue } from '@/features/conversions/api/conversions'
import { DealValueDialog } from '@/features/conversions/components/deal-value-dialog'
import { CONVERSION_MESSAGES, DEAL_VALUE_MESSAGES } from '@/features/conversions/model/conversion-admin-messages'
import { ServiceError } from '@/lib/errors'
import { renderWithProviders } from '../../../../support/render'

vi.mock('@/features/conversions/api/conversions', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getConversionSettings: vi.fn(),
  setConversionValue: vi.fn(),
  skipConversionValue: vi.fn(),
}))

const settings = {
  qualifiedName: 'Qualified lead', wonName: 'Won', defaultCurrency: 'EUR', feedTokenHint: null, phoneDefaultCountry: null,
  qualifiedCounting: 'one' as const, wonCounting: 'one' as const, valueGraceHours: 24,
}

beforeEach(() => {
  vi.mocked(getConversionSettings).mockReset().mockResolvedValue(settings)
  vi.mocked(setConversionValue).mockReset().mockResolvedValue()
  vi.mocked(skipConversionValue).mockReset().mockResolvedValue()
})

function open(current?: { value: number | null; currency: string | null }, answered = false) {
  const onClose = vi.fn()
  renderWithProviders(<DealValueDialog inquiryId="i1" name="Ada Lovelace" onClose={onClose} current={current} answered={answered} />)
  return onClose
}

describe('the deal value dialog', () => {
  it('starts in the default currency of the settings and saves value and currency', async () => {
    const onClose = open()
    const dialog = await screen.findByRole('dialog', { name: 'Deal value' })
    expect(dialog).toHaveTextContent('Ada Lovelace')
    expect(await screen.findByRole('combobox', { name: /^Currency/ })).toHaveValue('EUR')
    await userEvent.type(screen.getByRole('textbox', { name: /^Deal value/ }), '12,345')
    await userEvent.click(screen.getByRole('button', { name: 'Save deal value' }))
    await waitFor(() => expect(setConversionValue).toHaveBeenCalledWith(expect.anything(), 'i1', { value: '12,345', currency: 'EUR' }))
    expect(await screen.findByText(CONVERSION_MESSAGES.valueSaved)).toBeVisible()
    expect(onClose).toHaveBeenCalled()
  })

  it('starts in US dollars while the settings cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.mocked(getConversionSettings).mockRejectedValue(new ServiceError(CONVERSION_MESSAGES.loadSettings))
    open()
    expect(await screen.findByRole('combobox', { name: /^Currency/ })).toHaveValue('USD')
  })

  it.each([
    ['-5', DEAL_VALUE_MESSAGES.negative],
    ['12.345', DEAL_VALUE_MESSAGES.decimals],
    ['lots', DEAL_VALUE_MESSAGES.notANumber],
  ])('refuses %s with its message and saves nothing', async (value, message) => {
    const onClose = open()
    await userEvent.type(await screen.findByRole('textbox', { name: /^Deal value/ }), value)
    await userEvent.click(screen.getByRole('button', { name: 'Save deal value' }))
    expect(await screen.findByText(message)).toBeVisible()
    expect(screen.getByRole('textbox', { name: /^Deal value/ })).toHaveAttribute('aria-invalid', 'true')
    expect(setConversionValue).not.toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('shows the server\'s refusal under its field and stays open', async () => {
    vi.mocked(setConversionValue).mockRejectedValue(new ServiceError(DEAL_VALUE_MESSAGES.notConverted, { code: '22023' }))
    const onClose = open()
    await userEvent.type(await screen.findByRole('textbox', { name: /^Deal value/ }), '100')
    await userEvent.click(screen.getByRole('button', { name: 'Save deal value' }))
    expect(await screen.findByText(DEAL_VALUE_MESSAGES.notConverted)).toBeVisible()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('records a skip on the server, which sends the won conversion without a value, and saves no value', async () => {
    const onClose = open()
    await userEvent.click(await screen.findByRole('button', { name: 'Skip' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(skipConversionValue).toHaveBeenCalledWith(expect.anything(), 'i1')
    expect(setConversionValue).not.toHaveBeenCalled()
    expect(await screen.findByText(CONVERSION_MESSAGES.valueSkipped)).toBeVisible()
  })

  it('once answered, only cancels: nothing left to skip', async () => {
    const onClose = open({ value: 500, currency: 'USD' }, true)
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(onClose).toHaveBeenCalled()
    expect(skipConversionValue).not.toHaveBeenCalled()
  })

  it('shows the stored value when changing it', async () => {
    open({ value: 12345, currency: 'GBP' })
    expect(await screen.findByRole('textbox', { name: /^Deal value/ })).toHaveValue('12345.00')
    expect(screen.getByRole('combobox', { name: /^Currency/ })).toHaveValue('GBP')
  })
})
