import { z } from '@/lib/zod'
import { isServiceId, SERVICE_IDS, type SalespersonLink, type ServiceId } from '@/content/types'
import { normaliseSalespersonName } from './normalise-name'
import type { SalespersonLinkInput } from './salesperson-mapping'
import { SALESPERSON_FORM_MESSAGES } from './salespeople-admin-messages'

export interface SalespersonFormValues {
  salespersonName: string
  displayName: string
  email: string
  services: ServiceId[]
  isActive: boolean
}

export const EMPTY_SALESPERSON_FORM: SalespersonFormValues = {
  salespersonName: '',
  displayName: '',
  email: '',
  services: [],
  isActive: true,
}

export function toSalespersonFormValues(person: SalespersonLink): SalespersonFormValues {
  return {
    salespersonName: person.salespersonName,
    displayName: person.displayName,
    email: person.email,
    services: person.services,
    isActive: person.isActive,
  }
}

/**
 * URL name, full name and email are required (a URL name with no
 * letter or digit normalises to nothing, so it counts as missing); the email must look like
 * one (the browser's email check); at least one service.
 */
export const salespersonFormSchema = z.object({
  salespersonName: z.string().refine((v) => normaliseSalespersonName(v) !== '', SALESPERSON_FORM_MESSAGES.required),
  displayName: z.string().refine((v) => v.trim() !== '', SALESPERSON_FORM_MESSAGES.required),
  email: z
    .string()
    .refine((v) => v.trim() !== '', SALESPERSON_FORM_MESSAGES.required)
    .refine((v) => v.trim() === '' || z.email().safeParse(v.trim()).success, SALESPERSON_FORM_MESSAGES.email),
  services: z.array(z.enum(SERVICE_IDS)).refine((v) => v.length > 0, SALESPERSON_FORM_MESSAGES.noService),
  isActive: z.boolean(),
})

/** Which message the toast shows for a failed submit: required fields first, then services. */
export function salespersonValidationMessage(messages: readonly string[]): string {
  if (messages.includes(SALESPERSON_FORM_MESSAGES.required)) return SALESPERSON_FORM_MESSAGES.required
  if (messages.includes(SALESPERSON_FORM_MESSAGES.noService)) return SALESPERSON_FORM_MESSAGES.noService
  return messages[0] ?? SALESPERSON_FORM_MESSAGES.required
}

/** What is saved; the mapping normalises the URL name again on the way to the database. */
export function toSalespersonInput(values: SalespersonFormValues): SalespersonLinkInput {
  return {
    salespersonName: normaliseSalespersonName(values.salespersonName),
    displayName: values.displayName.trim(),
    email: values.email.trim(),
    services: SERVICE_IDS.filter((id) => values.services.includes(id) && isServiceId(id)),
    isActive: values.isActive,
  }
}

export function toggleService(selected: readonly ServiceId[], id: ServiceId, checked: boolean): ServiceId[] {
  const without = selected.filter((s) => s !== id)
  return checked ? SERVICE_IDS.filter((s) => s === id || without.includes(s)) : without
}
