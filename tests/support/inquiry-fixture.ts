import type { Inquiry } from '@/content/types'

/** The fields of an inquiry that arrived clear, with no attribution or consent recorded. */
export const UNATTRIBUTED: Pick<
  Inquiry,
  'screening' | 'screeningReason' | 'leadSource' | 'leadMedium' | 'firstTouch' | 'lastTouch' | 'salesperson' | 'consent'
> = {
  screening: 'clear',
  screeningReason: null,
  leadSource: '(not recorded)',
  leadMedium: '(not recorded)',
  firstTouch: null,
  lastTouch: null,
  salesperson: null,
  consent: null,
}
