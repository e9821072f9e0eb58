import { z } from '@/lib/zod'
import { BUDGET_RANGES, PROJECT_TIMELINES, SERVICE_INTERESTS } from '@/content/types'
import { INQUIRY_FORM_MESSAGES } from './inquiry-messages'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../../../../supabase/functions/_shared/email-address'

export const NAME_MIN_LENGTH = 2
export const MESSAGE_MIN_LENGTH = 10
const NAME_MAX_LENGTH = 100
const MESSAGE_MAX_LENGTH = 5000

// Leading and trailing spaces do not count towards a minimum length: "  a " is not a name.
const trimmedMin = (min: number, message: string) => z.string().trim().min(min, message)
/**
 * Line breaks, other control characters and the Unicode line and paragraph separators: names
 * and company are one line each (a lead's name must never add lines to a notification). The
 * server (submit_inquiry) refuses the same; the message keeps its line breaks.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

const email = z.string().trim().max(EMAIL_MAX_LENGTH, INQUIRY_FORM_MESSAGES.email).regex(EMAIL_PATTERN, INQUIRY_FORM_MESSAGES.email)
const phone = z
  .string()
  .trim()
  .max(40, INQUIRY_FORM_MESSAGES.phone)
  .regex(/^[0-9 +().-]*$/, INQUIRY_FORM_MESSAGES.phone)
const name = (message: string) =>
  trimmedMin(NAME_MIN_LENGTH, message)
    .max(NAME_MAX_LENGTH, INQUIRY_FORM_MESSAGES.nameMax)
    .refine((value) => !CONTROL_CHARACTERS.test(value), INQUIRY_FORM_MESSAGES.nameCharacters)
const message = trimmedMin(MESSAGE_MIN_LENGTH, INQUIRY_FORM_MESSAGES.message).max(MESSAGE_MAX_LENGTH, INQUIRY_FORM_MESSAGES.messageMax)
// An empty select value means nothing was chosen; the enumeration guards against anything else.
const oneOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.string().refine((value): value is T[number] => (values as readonly string[]).includes(value), message)

/** The detailed consultation wizard (3 steps). */
export const detailedInquirySchema = z.object({
  first_name: name(INQUIRY_FORM_MESSAGES.firstName),
  last_name: name(INQUIRY_FORM_MESSAGES.lastName),
  email,
  phone,
  company: z
    .string()
    .trim()
    .max(200, INQUIRY_FORM_MESSAGES.companyMax)
    .refine((value) => !CONTROL_CHARACTERS.test(value), INQUIRY_FORM_MESSAGES.companyCharacters),
  service_interest: oneOf(SERVICE_INTERESTS, INQUIRY_FORM_MESSAGES.serviceInterest),
  budget_range: oneOf(BUDGET_RANGES, INQUIRY_FORM_MESSAGES.budgetRange),
  project_timeline: oneOf(PROJECT_TIMELINES, INQUIRY_FORM_MESSAGES.projectTimeline),
  message,
})

export type DetailedInquiryInput = z.input<typeof detailedInquirySchema>
export type DetailedInquiryValues = z.output<typeof detailedInquirySchema>

export const EMPTY_DETAILED_INQUIRY: DetailedInquiryInput = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  company: '',
  service_interest: '',
  budget_range: '',
  project_timeline: '',
  message: '',
}

/** The fields each wizard step validates before Next advances. */
export const WIZARD_STEPS = [
  { title: 'Contact Information', fields: ['first_name', 'last_name', 'email', 'phone', 'company'] },
  { title: 'Project Details', fields: ['service_interest', 'budget_range', 'project_timeline'] },
  { title: 'Tell Us About Your Project', fields: ['message'] },
] as const satisfies ReadonlyArray<{ title: string; fields: ReadonlyArray<keyof DetailedInquiryInput> }>

export const WIZARD_STEP_COUNT = WIZARD_STEPS.length

/** 'Step n of 3' and the percent complete shown above the wizard (n is 1-based). */
export function wizardProgress(step: number): { label: string; percent: number } {
  return { label: `Step ${step} of ${WIZARD_STEP_COUNT}`, percent: Math.round((step / WIZARD_STEP_COUNT) * 100) }
}

/** The quick contact form. */
export const quickInquirySchema = z.object({
  // The whole name is split into first and last name; each part has the server's 100-character cap.
  name: trimmedMin(NAME_MIN_LENGTH, INQUIRY_FORM_MESSAGES.name)
    .max(2 * NAME_MAX_LENGTH, INQUIRY_FORM_MESSAGES.nameMax)
    .refine((value) => !CONTROL_CHARACTERS.test(value), INQUIRY_FORM_MESSAGES.nameCharacters),
  email,
  phone,
  message,
})

export type QuickInquiryInput = z.input<typeof quickInquirySchema>
export type QuickInquiryValues = z.output<typeof quickInquirySchema>

export const EMPTY_QUICK_INQUIRY: QuickInquiryInput = { name: '', email: '', phone: '', message: '' }
