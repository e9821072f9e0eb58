import type { MoneyAmount } from './conversion-types'

/** "$12,345.00": an amount in its currency, in English. */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount)
  } catch {
    return `${amount.toFixed(2)} ${currency}`
  }
}

/** Amounts in several currencies are listed side by side, never added up. */
export function formatAmounts(amounts: readonly MoneyAmount[]): string {
  return amounts.length === 0 ? '—' : amounts.map((a) => formatMoney(a.amount, a.currency)).join(' + ')
}
