import type { Inquiry, InquiryTouch } from '@/content/types'
import { consentSummary } from './inquiry-consent'

/**
 * The inquiries as a CSV file for spreadsheets and CRMs: RFC 4180 (comma separated, CRLF line
 * ends, a field quoted when it holds a comma, a quote or a line break, quotes doubled), UTF-8
 * with a byte-order mark so spreadsheet programs read accents right, and no cell able to carry a
 * formula into the agency's sheet (see csvCell).
 */
type Column = { header: string; value: (inquiry: Inquiry) => string | null | undefined }

const touchColumns = (label: string, touch: (inquiry: Inquiry) => InquiryTouch | null): Column[] => {
  const field = (name: string, key: keyof InquiryTouch): Column => ({
    header: `${label} ${name}`,
    value: (inquiry) => touch(inquiry)?.[key],
  })
  return [
    field('visit at', 'at'),
    field('landing page', 'landingPath'),
    field('referrer', 'referrer'),
    field('utm_source', 'utmSource'),
    field('utm_medium', 'utmMedium'),
    field('utm_campaign', 'utmCampaign'),
    field('utm_term', 'utmTerm'),
    field('utm_content', 'utmContent'),
    field('gclid', 'gclid'),
    field('gbraid', 'gbraid'),
    field('wbraid', 'wbraid'),
    field('fbclid', 'fbclid'),
    field('msclkid', 'msclkid'),
    field('li_fat_id', 'liFatId'),
  ]
}

export const CSV_COLUMNS: readonly Column[] = [
  { header: 'ID', value: (i) => i.id },
  { header: 'Created', value: (i) => i.createdAt },
  { header: 'First name', value: (i) => i.firstName },
  { header: 'Last name', value: (i) => i.lastName },
  { header: 'Email', value: (i) => i.email },
  { header: 'Phone', value: (i) => i.phone },
  { header: 'Company', value: (i) => i.company },
  { header: 'Service interest', value: (i) => i.serviceInterest },
  { header: 'Budget range', value: (i) => i.budgetRange },
  { header: 'Project timeline', value: (i) => i.projectTimeline },
  { header: 'Message', value: (i) => i.message },
  { header: 'Form', value: (i) => i.sourcePage },
  { header: 'Status', value: (i) => i.status },
  { header: 'Screening', value: (i) => i.screening },
  { header: 'Screening reason', value: (i) => i.screeningReason },
  { header: 'Deleted', value: (i) => i.deletedAt },
  { header: 'Source', value: (i) => i.leadSource },
  { header: 'Medium', value: (i) => i.leadMedium },
  { header: 'Salesperson', value: (i) => i.salesperson?.name },
  { header: 'Salesperson name', value: (i) => i.salesperson?.displayName },
  ...touchColumns('Last touch', (i) => i.lastTouch),
  ...touchColumns('First touch', (i) => i.firstTouch),
  { header: 'Consent: advertising', value: (i) => consentSummary(i).advertising },
  { header: 'Consent: analytics', value: (i) => consentSummary(i).analytics },
  { header: 'Consent: GPC', value: (i) => consentSummary(i).gpc },
  { header: 'Consent: given at', value: (i) => consentSummary(i).decidedAt },
  { header: 'Consent: banner version', value: (i) => consentSummary(i).version },
]

/** What some locale or import dialog splits a line on: a cell may start after any of them. */
const SEPARATORS = new Set([',', ';', '\t', '\r', '\n'])
/** What a spreadsheet reads past before a cell's first character (`a;"=1"` opens a quoted cell). */
const SKIPPED = new Set([' ', '"'])
/** A cell's first character that spreadsheets take as a formula. */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r', '\0'])

/**
 * The text with an apostrophe before every formula start at a place a spreadsheet could read
 * as the start of a cell: the text's start, or after a separator (behind spaces and quotes).
 * The apostrophe makes it text and keeps it readable: `Acme;=1+1;` becomes `Acme;'=1+1;`.
 */
export function neutraliseFormulas(text: string): string {
  let out = ''
  let cellStart = true
  let skipping = false
  for (const c of text) {
    if (cellStart) skipping = true
    if (skipping && !SKIPPED.has(c)) {
      if (FORMULA_START.has(c)) out += "'"
      skipping = false
    }
    out += c
    cellStart = SEPARATORS.has(c)
  }
  return out
}

/**
 * One cell, safe in every locale: formula starts neutralised anywhere a cell could begin, then
 * quoted when RFC 4180 requires it, and also when it holds a `;` or a tab, so readers splitting
 * on those keep it whole.
 */
export function csvCell(value: string | null | undefined): string {
  const text = neutraliseFormulas(value ?? '')
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

const BOM = '\uFEFF'
const CRLF = '\r\n'

export function inquiriesToCsv(inquiries: readonly Inquiry[]): string {
  const lines = [
    CSV_COLUMNS.map((column) => csvCell(column.header)).join(','),
    ...inquiries.map((inquiry) => CSV_COLUMNS.map((column) => csvCell(column.value(inquiry))).join(',')),
  ]
  return `${BOM}${lines.join(CRLF)}${CRLF}`
}

/** e.g. customer-inquiries-2026-11-23.csv (the admin's own date). */
export function csvFileName(now = new Date()): string {
  const day = [now.getFullYear(), String(now.getMonth() + 1).padStart(2, '0'), String(now.getDate()).padStart(2, '0')].join('-')
  return `customer-inquiries-${day}.csv`
}
