import type { Inquiry } from '@/content/types'

/** The fields of an inquiry that arrived clear, with no attribution recorded. */
export const UNATTRIBUTED: Pick<
  Inquiry,
  'screening' | 'screeningReason' | 'leadSource' | 'leadMedium' | 'firstTouch' | 'lastTouch' | 'salesperson'
> = {
  screening: 'clear',
  screeningReason: null,
  leadSource: '(not recorded)',
  leadMedium: '(not recorded)',
  firstTouch: null,
  lastTouch: null,
  salesperson: null,
}
