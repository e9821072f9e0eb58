import { describe, expect, it } from 'vitest'
import type { Inquiry } from '@/content/types'
import { csvCell, csvFileName, CSV_COLUMNS, inquiriesToCsv, neutraliseFormulas } from '@/features/inquiry-inbox/model/inquiry-csv'

const inquiry = (overrides: Partial<Inquiry> = {}): Inquiry => ({
  id: 'c0ffee00-0000-4000-8000-000000000001',
  firstName: 'María',
  lastName: 'Gómez',
  email: 'maria@example.com',
  phone: '+34 600 000 000',
  company: 'Acme, S.L.',
  serviceInterest: 'Web Applications',
  budgetRange: '$5,000 - $15,000',
  projectTimeline: '1-2 months',
  message: 'Line one\nline "two"',
  sourcePage: 'contact',
  status: 'new',
  createdAt: '2026-03-05T10:30:00.000Z',
  deletedAt: null,
  screening: 'clear',
  screeningReason: null,
  leadSource: 'google',
  leadMedium: 'cpc',
  firstTouch: null,
  lastTouch: {
    utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'spring', utmTerm: null, utmContent: null,
    gclid: 'G1', gbraid: null, wbraid: null, fbclid: null, msclkid: null, liFatId: null,
    referrer: null, landingPath: '/web-apps', at: '2026-03-01T09:00:00.000Z',
  },
  salesperson: { name: 'maria-gomez', displayName: 'María Gómez' },
  consent: null,
  ...overrides,
})

/** A minimal RFC 4180 reader, to check what a spreadsheet would read back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"'
        i += 1
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(cell)
      cell = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i += 1
    } else cell += c
  }
  return rows
}

describe('inquiry CSV', () => {
  it('starts with a UTF-8 byte-order mark and ends every line with CRLF', () => {
    const csv = inquiriesToCsv([inquiry()])
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(csv.endsWith('\r\n')).toBe(true)
    expect(csv.slice(1).split('\r\n')).toHaveLength(3)
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]))
  })

  it('quotes commas, quotes and line breaks so the values read back exactly, accents included', () => {
    const [header, row] = parseCsv(inquiriesToCsv([inquiry()]).slice(1))
    const value = (name: string) => row![header!.indexOf(name)]
    expect(value('First name')).toBe('María')
    expect(value('Company')).toBe('Acme, S.L.')
    expect(value('Message')).toBe('Line one\nline "two"')
    expect(value('Source')).toBe('google')
    expect(value('Salesperson name')).toBe('María Gómez')
    expect(value('Last touch utm_campaign')).toBe('spring')
    expect(value('Last touch gclid')).toBe('G1')
    expect(value('First touch landing page')).toBe('')
    expect(row).toHaveLength(CSV_COLUMNS.length)
  })

  it('says the consent the visitor had given: granted, denied or not given, GPC and when', () => {
    const consent = {
      version: '2026-11', decidedAt: '2026-03-05T10:29:00.000Z', adStorage: true, adUserData: true,
      adPersonalization: true, analyticsStorage: false, gpc: false,
    }
    const csv = inquiriesToCsv([inquiry({ consent }), inquiry({ consent: { ...consent, adPersonalization: false, gpc: true } }), inquiry()])
    const [header, accepted, refused, notGiven] = parseCsv(csv.slice(1))
    const columns = ['Consent: advertising', 'Consent: analytics', 'Consent: GPC', 'Consent: given at', 'Consent: banner version']
    const values = (row: string[] | undefined) => columns.map((name) => row![header!.indexOf(name)])
    expect(values(accepted)).toEqual(['granted', 'denied', 'off', '2026-03-05T10:29:00.000Z', '2026-11'])
    expect(values(refused)).toEqual(['denied', 'denied', 'on', '2026-03-05T10:29:00.000Z', '2026-11'])
    expect(values(notGiven)).toEqual(['not given', 'not given', 'not given', '', ''])
  })

  it.each(['=HYPERLINK("http://evil.example","click")', '+1+1', '-2+3', '@SUM(A1:A2)'])(
    'neutralises a cell that would run as a formula: %j',
    (text) => {
      const [header, row] = parseCsv(inquiriesToCsv([inquiry({ company: text })]).slice(1))
      expect(row![header!.indexOf('Company')]).toBe(`'${text}`)
    },
  )

  it.each([
    ['Acme;=1+1;', "Acme;'=1+1;"],
    ['Acme,=1+1', "Acme,'=1+1"],
    ['Acme\t@SUM(A1)', "Acme\t'@SUM(A1)"],
    ['Acme\n-2+3', "Acme\n'-2+3"],
    ['Acme\r\n+1', "Acme\r\n'+1"],
    ['Acme; =1+1', "Acme; '=1+1"],
    ['Acme;"=1+1"', `Acme;"'=1+1"`],
    ['\t=1', "'\t'=1"],
    ['\r=1', "'\r'=1"],
    ['a;\t-1', "a;'\t'-1"],
  ])('neutralises a formula wherever a spreadsheet could start a cell: %j', (text, written) => {
    const [header, row] = parseCsv(inquiriesToCsv([inquiry({ company: text })]).slice(1))
    expect(row![header!.indexOf('Company')]).toBe(written)
  })

  it.each([',', ';', '\t'])('leaves no formula start for a spreadsheet that splits the line on %j', (separator) => {
    const attacks = ['Acme;=1+1;', 'x,=HYPERLINK("http://evil.example")', 'x\t+1', 'x;"=1+1"', 'x; @A1', 'x\n-1', '-1;=2,+3\t@4']
    const csv = inquiriesToCsv(attacks.map((company) => inquiry({ company, message: company, firstName: company })))
    // A reader that knows nothing of our quoting: every separator and line break starts a cell,
    // spaces and a quote at a cell's start are read past.
    const cells = csv.slice(1).split(/\r\n|\r|\n/).flatMap((line) => line.split(separator))
    const formulas = cells.map((cell) => cell.replace(/^[ "]+/, '')).filter((cell) => /^[=+\-@]/.test(cell))
    expect(formulas).toEqual([])
  })

  it('keeps the visible text: only apostrophes are added', () => {
    for (const text of ['Acme;=1+1;', 'a,-b;+c\t@d\n=e', 'plain; text, here']) {
      const [header, row] = parseCsv(inquiriesToCsv([inquiry({ company: text })]).slice(1))
      expect(row![header!.indexOf('Company')]!.replace(/'/g, '')).toBe(text)
    }
    expect(neutraliseFormulas('1-2 months, $5,000 - $15,000')).toBe('1-2 months, $5,000 - $15,000')
  })

  it('leaves ordinary text alone and quotes only when it must', () => {
    expect(csvCell('plain text')).toBe('plain text')
    expect(csvCell('a "b"')).toBe('"a ""b"""')
    expect(csvCell(null)).toBe('')
    expect(csvCell('=1,2')).toBe(`"'=1,2"`)
    expect(csvCell('a;b')).toBe('"a;b"')
  })

  it('names the file after the day', () => {
    expect(csvFileName(new Date(2026, 10, 3, 12))).toBe('customer-inquiries-2026-11-03.csv')
  })
})
