import { useMemo, useState } from 'react'
import { toast } from 'sonner'
import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { phoneCountries } from '../../../../supabase/functions/_shared/phone-number'
import { useSavePhoneDefaultCountry } from '../api/conversion-queries'
import { PLATFORM_SETTINGS_MESSAGES } from '../model/conversion-admin-messages'

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })

/**
 * The site's default phone country: ad platforms match a phone only with its country code, so
 * a number typed without one ("(415) 555-0123") is read in this country; with none set, such a
 * number is not sent. A number typed with + or 00 always keeps its own country.
 */
export function PhoneCountrySettings({ country }: { country: string | null }) {
  const save = useSavePhoneDefaultCountry()
  const [value, setValue] = useState(country ?? '')
  const options = useMemo(
    () => phoneCountries()
      .map(({ code, callingCode }) => ({ code, label: `${regionNames.of(code) ?? code} (+${callingCode})` }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    [],
  )
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    save.mutate(value || null, { onSuccess: () => toast.success(PLATFORM_SETTINGS_MESSAGES.phoneCountrySaved) })
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <FormField
        id="conversion-phone-country"
        label="Country of phone numbers without a country code"
        className="sm:w-96"
        hint="Numbers typed with + or 00 keep their own country. With no country set, the others are not sent to ad platforms."
      >
        {(aria) => (
          <select
            {...aria}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            className="flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 md:text-sm"
          >
            <option value="">None: send only numbers with a country code</option>
            {options.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <Button type="submit" variant="gradient" disabled={save.isPending || value === (country ?? '')}>
        {save.isPending ? 'Saving...' : 'Save phone country'}
      </Button>
    </form>
  )
}
