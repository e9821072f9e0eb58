import { QUICK_FORM_SERVICE_INTEREST, TO_BE_DISCUSSED, type InquiryPayload, type SourcePage } from '@/content/types'
import type { DetailedInquiryValues, QuickInquiryValues } from './inquiry-form-schemas'

/** The last name the quick form sends when the visitor typed a single word. */
export const LAST_NAME_NOT_PROVIDED = 'Not Provided'

/**
 * The quick form's name is split on spaces; the first word is the first name,
 * the rest the last name ('Not Provided' if empty). Service, budget and timeline are fixed.
 */
export function toQuickInquiryPayload(values: QuickInquiryValues, sourcePage: SourcePage = 'home-simple'): InquiryPayload {
  const [firstName = '', ...rest] = values.name.trim().split(/\s+/)
  return {
    first_name: firstName,
    last_name: rest.join(' ') || LAST_NAME_NOT_PROVIDED,
    email: values.email.trim(),
    phone: values.phone?.trim() ?? '',
    company: '',
    service_interest: QUICK_FORM_SERVICE_INTEREST,
    budget_range: TO_BE_DISCUSSED,
    project_timeline: TO_BE_DISCUSSED,
    message: values.message.trim(),
    source_page: sourcePage,
  }
}

/** The detailed wizard sends its fields as they are; empty optional values as empty strings. */
export function toDetailedInquiryPayload(values: DetailedInquiryValues, sourcePage: SourcePage): InquiryPayload {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    phone: values.phone ?? '',
    company: values.company ?? '',
    service_interest: values.service_interest,
    budget_range: values.budget_range,
    project_timeline: values.project_timeline,
    message: values.message,
    source_page: sourcePage,
  }
}
