import type { ComponentProps } from 'react'
import { CURRENCIES } from '@/lib/currencies'
import { cn } from '@/lib/cn'

/**
 * The ISO 4217 currencies as a native select: about 160 options, which the browser's own list
 * lets the admin reach by typing the code's first letters.
 */
export function CurrencySelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive md:text-sm',
        className,
      )}
      {...props}
    >
      {CURRENCIES.map((currency) => (
        <option key={currency.code} value={currency.code}>
          {currency.code} · {currency.name}
        </option>
      ))}
    </select>
  )
}
