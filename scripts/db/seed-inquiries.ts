/**
 * Seeds N customer inquiries into a running local stack and measures the admin's Customer
 * Inquiries screen against it, against the budgets:
 *   - a page of the list with its four counts, one request (rpc/list_inquiries): under 150 ms
 *     per request (the median of several, timed from this script with an admin's token);
 *   - a search shown within 300 ms after the typing pause (in Chromium: from the input event
 *     to the frame that shows the result, minus the screen's own 300 ms pause);
 *   - the first list on screen within 500 ms (from the navigation's start to the frame that
 *     shows the list);
 *   - the revenue report over every seeded inquiry's period, one request
 *     (rpc/conversion_report): under 150 ms per request (the median of several, timed like the list);
 *   - a sales member's inbox, the first page of their own leads with its counts (rpc/list_inquiries
 *     with the member's own token, so row-level security and the RPC's role check apply): under
 *     150 ms per request;
 *   - the Activity screen's first page over the whole audit trail (rpc/list_activity, as the
 *     admin): under 150 ms per request;
 *   - the dashboard's speed-to-lead figures over every seeded inquiry's period, one request
 *     (rpc/speed_to_lead, as the admin): under 150 ms per request.
 * The team the seed spreads its leads over: two sales members, each tied to a salesperson link
 * of their own ("seed-sales-main", whose inbox is measured, and "seed-sales-other"), made once
 * per stack (invited through the Auth admin API, listed with rpc/add_invited_member) and reused
 * after; two leads in five come through the first's link, one in five through the other's, and
 * two in five are unowned (no link, or a name no link has). The audit trail is then topped up to
 * at least --audit rows (100,000 by default) by real changes, as the admin: this run's open leads
 * go from New to In Progress and back, each change one row written by the database's own
 * trigger, and end with the statuses they were seeded with.
 * Speed to lead: a seeded lead past New was first touched a few minutes to two days after it
 * arrived (first_touched_at, as the first status change would have set it), a New one not yet;
 * one touched lead in six booked a meeting through Cal.com (a matched inquiry_meetings row),
 * and one lead in 100 brings an unmatched booking beside it.
 * Seeded statuses record their conversions as a status change does (the database's trigger),
 * and one won inquiry in two gets a deal value (in USD, or EUR for some). Seeded leads carry no
 * consent, so their ledger says "skipped: no consent" and nothing of them reaches an ad platform.
 * Both screen figures are taken by the page's own clock (a DOM observer and the next animation
 * frame), so the time the browser automation takes to notice is not counted.
 *
 * The screen measured is the production build of this checkout, built against the stack and
 * served as a host serves it (the dev server's unbundled modules and development React are
 * several times slower and would mislead); `--app URL` measures an app already served
 * there instead (it must use the same stack).
 *
 *   npx tsx scripts/db/seed-inquiries.ts [--count 10000] [--stack http://127.0.0.1:54321]
 *     [--app http://localhost:4173] [--email admin@agency.local] [--password ...]
 *     [--audit 100000] [--clear] [--no-measure] [--no-screen] [--runs 3]
 *
 * `--no-screen` times the requests only (no build, no browser).
 */
import { existsSync, readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { parseArgs } from 'node:util'
import { chromium, type Page } from '@playwright/test'
import { SignJWT } from 'jose'
import { build } from 'vite'
import {
  DEFAULT_ADMIN_EMAIL,
  DEV_ADMIN_FILE,
  LOCAL_ANON_KEY,
  LOCAL_HOST,
  LOCAL_JWT_SECRET,
  LOCAL_PORT,
} from '../../supabase/local/defaults'
import { freePort } from '../dev/free-port'
import { serveBuild } from '../dev/static-server'

const SEED_DOMAIN = 'seed.example'
const BATCH = 500

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    stack: { type: 'string', default: `http://${LOCAL_HOST}:${LOCAL_PORT}` },
    app: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    clear: { type: 'boolean', default: false },
    'no-measure': { type: 'boolean', default: false },
    'no-screen': { type: 'boolean', default: false },
    audit: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '3' },
  },
})

const count = Number(values.count)
const runs = Number(values.runs)
const auditTarget = Number(values.audit)
if (!Number.isInteger(auditTarget) || auditTarget < 0) throw new Error(`--audit must be a whole number, not "${values.audit}"`)
if (!Number.isInteger(count) || count < 0) throw new Error(`--count must be a whole number, not "${values.count}"`)
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive whole number, not "${values.runs}"`)

async function serviceRoleKey(): Promise<string> {
  return new SignJWT({ role: 'service_role', iss: 'supabase-demo' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(LOCAL_JWT_SECRET))
}

async function rest(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const key = await serviceRoleKey()
  const response = await fetch(`${values.stack}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...init.headers },
  })
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`)
  return response
}

async function countRows(filter: string, table = 'customer_inquiries'): Promise<number> {
  const response = await rest(`${table}?select=*&${filter}`, { method: 'HEAD', headers: { Prefer: 'count=exact' } })
  return Number(response.headers.get('content-range')?.split('/')[1] ?? NaN)
}

const FIRST = ['Ada', 'Grace', 'Alan', 'Linus', 'Margaret', 'Tim', 'Barbara', 'Dennis', 'Radia', 'Ken', 'Frances', 'Edsger']
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Torvalds', 'Hamilton', 'Berners-Lee', 'Liskov', 'Ritchie', 'Perlman', 'Thompson']
const COMPANIES = ['Acme Corp', 'Globex', 'Initech', 'Umbrella Health', 'Stark Retail', 'Wayne Logistics', 'Hooli', '']
const SERVICES = ['Web Applications', 'Mobile Apps', 'SaaS Solutions', 'AI & Automation', 'E-commerce', 'General Inquiry']
const BUDGETS = ['$5,000 - $15,000', '$15,000 - $50,000', '$50,000 - $100,000', 'To be discussed']
const TIMELINES = ['ASAP (Rush)', '1-2 months', '3-6 months', 'Just exploring', 'To be discussed']
const STATUSES = ['new', 'new', 'new', 'in_progress', 'contacted', 'converted', 'closed']
const SOURCES = ['contact', 'home-detailed', 'home-simple']
/** Last touches: an ad click, a newsletter, LinkedIn, a partner's site, a direct visit. */
const TOUCHES: Array<Record<string, string>> = [
  { last_utm_source: 'google', last_utm_medium: 'cpc', last_utm_campaign: 'brand-search', last_gclid: 'seed-gclid' },
  { last_utm_source: 'newsletter', last_utm_medium: 'email', last_utm_campaign: 'monthly-digest' },
  { last_li_fat_id: 'seed-li', last_utm_campaign: 'cto-audience' },
  { last_referrer: 'https://partner.example/directory' },
  {},
]
const LANDINGS = ['/', '/web-apps', '/saas', '/blogs', '/ai-calling']
/** The seed's sales members; the first one's inbox is the one measured. */
const SEED_SALES = [
  { link: 'seed-sales-main', email: `seed-sales-main@${SEED_DOMAIN}`, name: 'Morgan Seed' },
  { link: 'seed-sales-other', email: `seed-sales-other@${SEED_DOMAIN}`, name: 'Riley Seed' },
] as const
/** Two leads in five through the measured member's link, one through the other's, two unowned. */
const SALESPEOPLE = [SEED_SALES[0].link, SEED_SALES[0].link, SEED_SALES[1].link, 'alex-morgan', null]

/**
 * When a lead past New was first touched: minutes after it arrived for most, hours (up to two
 * days) for one in five; a New one is untouched.
 */
function firstTouch(i: number, created: Date, status: string): string | null {
  if (status === 'new') return null
  const minutes = i % 5 === 0 ? ((i * 13) % 48 + 1) * 60 : (i * 37) % 240 + 1
  return new Date(created.getTime() + minutes * 60_000).toISOString()
}

/** A deterministic spread of inquiries over the last 180 days; one in twenty is in the trash. */
function inquiry(run: string, i: number) {
  const created = new Date(Date.now() - ((i * 7919) % (180 * 24 * 60)) * 60_000)
  const status = STATUSES[(i * 13) % STATUSES.length]!
  return {
    first_name: FIRST[i % FIRST.length],
    last_name: `${LAST[(i * 7) % LAST.length]} ${i}`,
    email: `lead-${run}-${i}@${SEED_DOMAIN}`,
    phone: i % 3 === 0 ? '' : `+1 555 ${String(i % 10000).padStart(4, '0')}`,
    company: COMPANIES[(i * 5) % COMPANIES.length],
    service_interest: SERVICES[(i * 3) % SERVICES.length],
    budget_range: BUDGETS[i % BUDGETS.length],
    project_timeline: TIMELINES[(i * 11) % TIMELINES.length],
    message: `Seeded inquiry number ${i}: we would like to talk about a new project.`,
    source_page: SOURCES[i % SOURCES.length],
    status,
    created_at: created.toISOString(),
    first_touched_at: firstTouch(i, created, status),
    deleted_at: i % 20 === 19 ? new Date(created.getTime() + 3_600_000).toISOString() : null,
    ...attribution(i, created),
  }
}

/** Where a seeded lead came from, and one in 25 held or spam. */
function attribution(i: number, created: Date) {
  const at = new Date(created.getTime() - ((i % 9) + 1) * 86_400_000).toISOString()
  const touch = TOUCHES[(i * 3) % TOUCHES.length]!
  return {
    last_utm_source: null, last_utm_medium: null, last_utm_campaign: null, last_gclid: null, last_li_fat_id: null, last_referrer: null,
    ...touch,
    last_landing_path: LANDINGS[i % LANDINGS.length],
    last_touch_at: at,
    first_landing_path: LANDINGS[(i + 2) % LANDINGS.length],
    first_touch_at: at,
    salesperson_name: SALESPEOPLE[(i * 7) % SALESPEOPLE.length],
    screening: i % 50 === 7 ? 'held' : i % 50 === 13 ? 'spam' : 'clear',
    screening_reason: i % 50 === 7 ? 'overall_rate' : i % 50 === 13 ? 'honeypot' : null,
  }
}

/** Deal values of won inquiries: one in two gets one, a few in euros. */
const DEAL_VALUES: Array<[value: number, currency: string] | null> = [
  [4500, 'USD'], null, [12000, 'USD'], null, [18500.5, 'EUR'], null, [32000, 'USD'], null, [75000, 'USD'], null,
]

/** Gives the won conversions of these inquiries their deal values, one request per value. */
async function seedDealValues(rows: Array<{ id: string; status: string }>): Promise<void> {
  const byValue = new Map<string, string[]>()
  rows.filter((row) => row.status === 'converted').forEach((row, k) => {
    const deal = DEAL_VALUES[k % DEAL_VALUES.length]
    if (deal) byValue.set(deal.join(' '), [...(byValue.get(deal.join(' ')) ?? []), row.id])
  })
  for (const [deal, ids] of byValue) {
    const [value, currency] = deal.split(' ')
    await rest(`conversions?stage=eq.won&inquiry_id=in.(${ids.join(',')})`, {
      method: 'PATCH',
      body: JSON.stringify({ value: Number(value), currency, value_changed_at: new Date().toISOString() }),
      headers: { Prefer: 'return=minimal' },
    })
  }
}

interface SeededLead {
  id: string
  email: string
  first_touched_at: string | null
}

/**
 * Meetings booked through Cal.com: on one touched lead in six (booked when it was touched,
 * matched by the reference it carried), and one unmatched booking per 100 leads.
 */
async function seedMeetings(run: string, batch: number, rows: SeededLead[]): Promise<void> {
  const booking = (key: string, bookedAt: string, attendee: string, inquiryId: string | null) => ({
    inquiry_id: inquiryId,
    provider: 'cal.com',
    external_id: `seed-${run}-${key}`,
    status: 'booked',
    starts_at: new Date(Date.parse(bookedAt) + 2 * 86_400_000).toISOString(),
    ends_at: new Date(Date.parse(bookedAt) + 2 * 86_400_000 + 30 * 60_000).toISOString(),
    host_name: SEED_SALES[0].name,
    attendee_name: 'Seeded attendee',
    attendee_email: attendee,
    reference: inquiryId,
    matched_by: inquiryId ? 'reference' : null,
    booked_at: bookedAt,
  })
  const meetings = rows
    .filter((row, k) => row.first_touched_at !== null && k % 6 === 0)
    .map((row) => booking(row.id, row.first_touched_at!, row.email, row.id))
  for (let k = 0; k < rows.length; k += 100) {
    meetings.push(booking(`unmatched-${batch}-${k}`, new Date(Date.now() - k * 3_600_000).toISOString(), `walk-in-${run}-${batch}-${k}@${SEED_DOMAIN}`, null))
  }
  await rest('inquiry_meetings', { method: 'POST', body: JSON.stringify(meetings), headers: { Prefer: 'return=minimal' } })
}

interface SeedMember {
  id: string
  email: string
}

/** A signed-in member's access token, as GoTrue signs one (the local stack's secret). */
async function memberToken(member: SeedMember): Promise<string> {
  return new SignJWT({ sub: member.id, email: member.email, role: 'authenticated', aud: 'authenticated', iss: `${values.stack}/auth/v1` })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(LOCAL_JWT_SECRET))
}

/** The seed's salesperson link of this name, added the first time. */
async function seedLink(link: string, name: string, email: string): Promise<string> {
  const found = (await (await rest(`salesperson_links?select=id&salesperson_name=eq.${link}`)).json()) as Array<{ id: string }>
  if (found[0]) return found[0].id
  const added = await rest('salesperson_links?select=id', {
    method: 'POST',
    body: JSON.stringify({ salesperson_name: link, display_name: name, email, services: ['web-apps', 'saas'] }),
    headers: { Prefer: 'return=representation' },
  })
  return ((await added.json()) as Array<{ id: string }>)[0]!.id
}

/**
 * The seed's sales members, each active and tied to their link: invited through the Auth admin
 * API and listed with rpc/add_invited_member the first time (as the invite-member function
 * does), found by their address after.
 */
async function seedSalesTeam(): Promise<SeedMember[]> {
  const team: SeedMember[] = []
  for (const seller of SEED_SALES) {
    const linkId = await seedLink(seller.link, seller.name, seller.email)
    const known = (await (await rest(`team_members?select=user_id&email=eq.${encodeURIComponent(seller.email)}`)).json()) as Array<{ user_id: string }>
    let id = known[0]?.user_id
    if (id) {
      await rest(`team_members?user_id=eq.${id}`, { method: 'PATCH', body: JSON.stringify({ role: 'sales', active: true, deactivated_at: null }) })
      await rest(`salesperson_links?id=eq.${linkId}`, { method: 'PATCH', body: JSON.stringify({ member_id: id }) })
    } else {
      const key = await serviceRoleKey()
      const invited = await fetch(`${values.stack}/auth/v1/invite`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: seller.email }),
      })
      if (!invited.ok) throw new Error(`inviting ${seller.email}: ${invited.status} ${await invited.text()}`)
      id = ((await invited.json()) as { id: string }).id
      await rest('rpc/add_invited_member', {
        method: 'POST',
        body: JSON.stringify({ p_user_id: id, p_email: seller.email, p_display_name: seller.name, p_role: 'sales', p_link_ids: [linkId] }),
      })
    }
    team.push({ id, email: seller.email })
  }
  return team
}

let adminTokenOnce: Promise<string> | undefined
/** The admin's access token, signed in once. */
const theAdminsToken = () => (adminTokenOnce ??= adminToken(adminLogin()))

const countAudit = () => countRows('', 'audit_events')

/**
 * Tops the audit trail up to `auditTarget` rows by real changes as the admin: this run's open
 * leads go from New to In Progress and back (neither records a conversion), one audit row each,
 * then get their seeded statuses back.
 */
async function seedAudit(run: string, seededInProgress: string[]): Promise<void> {
  let rows = await countAudit()
  if (rows >= auditTarget) {
    console.info(`the audit trail holds ${rows} rows`)
    return
  }
  const token = await theAdminsToken()
  const asAdmin = async (filter: string, status: string) => {
    const response = await fetch(`${values.stack}/rest/v1/customer_inquiries?${filter}`, {
      method: 'PATCH',
      headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify({ status }),
    })
    if (!response.ok) throw new Error(`PATCH customer_inquiries: ${response.status} ${await response.text()}`)
  }
  const ofThisRun = `email=like.lead-${run}-*`
  const started = performance.now()
  let status = 'new'
  while (rows < auditTarget) {
    const next = status === 'new' ? 'in_progress' : 'new'
    await asAdmin(`${ofThisRun}&status=eq.${status}`, next)
    status = next
    const now = await countAudit()
    if (now === rows) throw new Error('status changes added no row to public.audit_events: does this stack have the audit trail?')
    rows = now
    process.stdout.write(`
audit trail: ${rows}/${auditTarget} rows`)
  }
  process.stdout.write('\n')
  // Back to the seeded statuses.
  if (status === 'in_progress') await asAdmin(`${ofThisRun}&status=eq.in_progress`, 'new')
  for (let from = 0; from < seededInProgress.length; from += 200) {
    await asAdmin(`id=in.(${seededInProgress.slice(from, from + 200).join(',')})`, 'in_progress')
  }
  // The round trips touched this run's New leads (a status change is a touch): untouched again.
  await rest(`customer_inquiries?${ofThisRun}&status=eq.new`, {
    method: 'PATCH', body: JSON.stringify({ first_touched_at: null }), headers: { Prefer: 'return=minimal' },
  })
  rows = await countAudit()
  console.info(`the audit trail holds ${rows} rows (topped up in ${Math.round(performance.now() - started)} ms)`)
}

async function seed(): Promise<SeedMember[]> {
  if (values.clear) {
    const before = await countRows(`email=like.*@${SEED_DOMAIN}`)
    await rest(`customer_inquiries?email=like.*@${SEED_DOMAIN}`, { method: 'DELETE', headers: { Prefer: 'return=minimal' } })
    console.info(`removed ${before} seeded inquiries`)
  }
  const team = await seedSalesTeam()
  const run = Date.now().toString(36)
  const seededInProgress: string[] = []
  const started = performance.now()
  for (let from = 0; from < count; from += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - from) }, (_, k) => inquiry(run, from + k))
    // Seeded rows are not leads: ask the outbox trigger not to notify anyone of them.
    const stored = await rest('customer_inquiries?select=id,status,email,first_touched_at', {
      method: 'POST',
      body: JSON.stringify(rows),
      headers: { Prefer: 'return=representation', 'X-Notifications': 'off' },
    })
    const storedRows = (await stored.json()) as Array<SeededLead & { status: string }>
    await seedDealValues(storedRows)
    await seedMeetings(run, from, storedRows)
    seededInProgress.push(...storedRows.filter((row) => row.status === 'in_progress').map((row) => row.id))
    process.stdout.write(`\rseeded ${from + rows.length}/${count}`)
  }
  if (count > 0) {
    process.stdout.write('\n')
    console.info(`seeded ${count} inquiries in ${Math.round(performance.now() - started)} ms`)
    await seedAudit(run, seededInProgress)
  }
  return team
}

function adminLogin(): { email: string; password: string } {
  if (existsSync('.env')) process.loadEnvFile('.env')
  let email = values.email ?? process.env.ADMIN_EMAIL?.trim()
  let password = values.password ?? process.env.ADMIN_PASSWORD
  if (!password && existsSync(DEV_ADMIN_FILE)) {
    const stored = JSON.parse(readFileSync(DEV_ADMIN_FILE, 'utf8')) as { email?: string; password?: string }
    email ??= stored.email
    password = stored.password
  }
  if (!password) throw new Error('No admin password: pass --password, set ADMIN_PASSWORD, or start `npm run dev` once.')
  return { email: email || DEFAULT_ADMIN_EMAIL, password }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/**
 * The budgets this script checks, with 10,000 inquiries (and 100,000 audit rows): a page of the
 * list with its counts in one request under 150 ms; a search shown within 300 ms after the typing
 * pause; the first list on screen within 500 ms; the revenue report in one request under 150 ms;
 * a sales member's inbox, the Activity screen's first page and the speed-to-lead figures, each
 * one request under 150 ms.
 */
const LIST_BUDGET_MS = 150
const REPORT_BUDGET_MS = 150
const SALES_INBOX_BUDGET_MS = 150
const ACTIVITY_BUDGET_MS = 150
const SPEED_TO_LEAD_BUDGET_MS = 150
const SEARCH_BUDGET_MS = 300
const FIRST_LIST_BUDGET_MS = 500
/** The screen's pause after typing before it searches (admin-inquiries-page.tsx). */
const TYPING_PAUSE_MS = 300
const verdict = (ms: number, budget: number) => (ms <= budget ? `within the ${budget} ms budget` : `OVER the ${budget} ms budget`)

async function adminToken(login: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${values.stack}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify(login),
  })
  if (!response.ok) throw new Error(`admin sign-in: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { access_token: string }).access_token
}

interface Timed {
  median: number
  runs: number[]
  /** The last answer. */
  body: unknown
}

/** One request of a screen, as the token's user: the median over 11 calls, and the last answer. */
async function timeRpc(token: string, name: string, args: Record<string, unknown>): Promise<Timed> {
  const runs: number[] = []
  let body: unknown
  for (let i = 0; i < 11; i += 1) {
    const started = performance.now()
    const response = await fetch(`${values.stack}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(args),
    })
    if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`)
    body = await response.json()
    runs.push(Math.round(performance.now() - started))
  }
  return { median: median(runs), runs, body }
}

/** A page of the list with its counts. */
const timeListRequest = (token: string, filters: Record<string, unknown>) =>
  timeRpc(token, 'list_inquiries', { filters, page_offset: 0, page_limit: 25 })

/** The revenue report over the seeded inquiries' whole span (the last 180 days), by UTC day. */
function timeRevenueReport(token: string) {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
  return timeRpc(token, 'conversion_report', { period_start: day(Date.now() - 181 * 86_400_000), period_end: day(Date.now()) })
}
/** The speed-to-lead figures over the seeded inquiries' whole span (the last 181 days). */
function timeSpeedToLead(token: string) {
  return timeRpc(token, 'speed_to_lead', { p_from: new Date(Date.now() - 181 * 86_400_000).toISOString(), p_to: new Date().toISOString() })
}

const SHOWING = /Showing [\d,]+–[\d,]+ of ([\d,]+)/
const formatCount = (n: number) => new Intl.NumberFormat('en-US').format(n)

/** The total the list says it shows, once it shows the wanted one. */
async function waitForTotal(page: Page, total: number) {
  await page.getByText(SHOWING).filter({ hasText: new RegExp(` of ${formatCount(total)}$`) }).waitFor({ timeout: 60_000 })
}

declare global {
  interface Window {
    /** Set by RECORDER in the page. */
    inboxTimes?: { input: number; shown: Promise<number> | null; watch: (total: string) => Promise<number> }
  }
}

/**
 * Runs in the page before its scripts: records, by the page's clock, the last input event in
 * the search box, and the animation frame in which the list's live summary ("Showing 1–25 of
 * N") first says a given total: the frame that puts it on screen. Plain JavaScript in a string:
 * a function would be sent as tsx compiled it, with helpers the page does not have.
 */
const RECORDER = `(() => {
  const shows = (total) => [...document.querySelectorAll('[aria-live]')].some(
    (element) => element.textContent.startsWith('Showing') && element.textContent.endsWith(' of ' + total))
  const watch = (total) => new Promise((resolve) => {
    const onChange = () => {
      if (!shows(total)) return
      observer.disconnect()
      requestAnimationFrame(resolve)
    }
    const observer = new MutationObserver(onChange)
    observer.observe(document, { subtree: true, childList: true, characterData: true })
    onChange()
  })
  const times = { input: 0, shown: null, watch }
  window.inboxTimes = times
  document.addEventListener('input', (event) => {
    if (event.target && event.target.placeholder === 'Search inquiries...') times.input = performance.now()
  }, true)
  times.shown = watch(FIRST_TOTAL)
})()`

/** A production build of this checkout against the stack, served like a host serves it. */
async function serveProductionBuild(): Promise<{ url: string; server: Server }> {
  const outDir = '.local/seed-inquiries/dist'
  console.info(`building the app against ${values.stack} into ${outDir} ...`)
  process.env.VITE_SUPABASE_URL = values.stack
  process.env.VITE_SUPABASE_ANON_KEY = LOCAL_ANON_KEY
  process.env.VITE_OUT_DIR = outDir
  await build({ logLevel: 'error', mode: 'production' })
  const port = await freePort()
  const server = await serveBuild(outDir, port)
  return { url: `http://127.0.0.1:${port}`, server }
}

/**
 * What the sales member's inbox and the Activity screen ask first: their first page, unfiltered
 * (the inbox's 25 cards; the Activity screen's 50 entries, its ACTIVITY_PAGE_SIZE).
 */
const FIRST_PAGE = { filters: {}, page_offset: 0, page_limit: 25 }
const ACTIVITY_FIRST_PAGE = { p_limit: 50 }

/** Budget lines to print, and the budgets missed. */
interface Measured {
  lines: string[]
  misses: string[]
}

/** The requests' budgets, timed from this script; with what the screen's measure looks for. */
async function measureRequests(team: SeedMember[]): Promise<Measured & { active: number; searched: number; term: string }> {
  const login = adminLogin()
  // The screen opens on the inbox: active inquiries that are neither held nor spam.
  const active = await countRows('deleted_at=is.null&screening=eq.clear')
  const term = 'Hopper'
  const searched = await countRows(
    `deleted_at=is.null&screening=eq.clear&or=(first_name.ilike.*${term}*,last_name.ilike.*${term}*,email.ilike.*${term}*,company.ilike.*${term}*,service_interest.ilike.*${term}*)`,
  )
  const seller = team[0]!
  const owned = await countRows(`owner_id=eq.${seller.id}&deleted_at=is.null&screening=eq.clear`)
  const auditRows = await countAudit()
  const token = await adminToken(login)
  const listRequest = await timeListRequest(token, {})
  const searchRequest = await timeListRequest(token, { search: term })
  const reportRequest = await timeRevenueReport(token)
  // A refused request is a budget missed, reported with the others.
  const attempt = (run: Promise<Timed>) => run.catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))))
  const salesInbox = await attempt(memberToken(seller).then((memberJwt) => timeRpc(memberJwt, 'list_inquiries', FIRST_PAGE)))
  const salesTotal = salesInbox instanceof Error ? null : (salesInbox.body as { total?: number }).total
  const salesWrong = salesTotal !== null && salesTotal !== owned ? `${seller.email}'s inbox says ${salesTotal} inquiries; they own ${owned}` : null
  const activity = await attempt(timeRpc(token, 'list_activity', ACTIVITY_FIRST_PAGE))
  const speedToLead = await attempt(timeSpeedToLead(token))
  const speedLeads = speedToLead instanceof Error ? 0 : ((speedToLead.body as { totals?: { leads?: number } }).totals?.leads ?? 0)
  const timed = (label: string, result: Timed | Error, budget: number, note = '') =>
    result instanceof Error
      ? `${label} FAILED: ${result.message}`
      : `${label} median ${result.median} ms per request, ${verdict(result.median, budget)}  (runs: ${result.runs.join(', ')}${note})`
  const missed = (label: string, result: Timed | Error, budget: number) =>
    result instanceof Error ? `${label}: ${result.message}` : result.median > budget && `${label}: ${result.median} ms > ${budget} ms`
  return {
    active,
    lines: [
      `  inbox inquiries:             ${active} (matching "${term}": ${searched})`,
      `  list with its counts:        median ${listRequest.median} ms per request, ${verdict(listRequest.median, LIST_BUDGET_MS)}  (runs: ${listRequest.runs.join(', ')})`,
      `  search request:              median ${searchRequest.median} ms per request  (runs: ${searchRequest.runs.join(', ')})`,
      `  revenue report:              median ${reportRequest.median} ms per request, ${verdict(reportRequest.median, REPORT_BUDGET_MS)}  (runs: ${reportRequest.runs.join(', ')})`,
      timed(`  sales inbox (${owned} own of ${active}):`, salesInbox, SALES_INBOX_BUDGET_MS, `; as ${seller.email}`),
      timed(`  activity first page (${auditRows} rows):`, activity, ACTIVITY_BUDGET_MS),
      timed(`  speed to lead (${speedLeads} leads):`, speedToLead, SPEED_TO_LEAD_BUDGET_MS),
    ],
    misses: [
      listRequest.median > LIST_BUDGET_MS && `list with its counts: ${listRequest.median} ms > ${LIST_BUDGET_MS} ms`,
      reportRequest.median > REPORT_BUDGET_MS && `revenue report: ${reportRequest.median} ms > ${REPORT_BUDGET_MS} ms`,
      missed('sales inbox', salesInbox, SALES_INBOX_BUDGET_MS),
      salesWrong,
      missed('activity first page', activity, ACTIVITY_BUDGET_MS),
      missed('speed to lead', speedToLead, SPEED_TO_LEAD_BUDGET_MS),
    ].filter((miss): miss is string => Boolean(miss)),
    searched,
    term,
  }
}

/** The inbox screen in Chromium: the first list on screen, and a search shown after the pause. */
async function measureScreen(active: number, searched: number, term: string): Promise<Measured> {
  const login = adminLogin()
  const served = values.app ? null : await serveProductionBuild()
  const app = values.app ?? served!.url
  console.info(`measuring ${values.app ? app : `the production build at ${app}`}`)
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    await page.goto(`${app}/admin/login`)
    await page.getByLabel('Admin ID').fill(login.email)
    await page.getByLabel('Password').fill(login.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await page.waitForURL(/\/admin$/, { timeout: 60_000 })
    await page.addInitScript({ content: RECORDER.replace('FIRST_TOTAL', JSON.stringify(formatCount(active))) })

    const firstRender: number[] = []
    const searchTimes: number[] = []
    for (let i = 0; i < runs; i += 1) {
      await page.goto(`${app}/admin/customer-inquiries`)
      await waitForTotal(page, active)
      // Milliseconds from this navigation's start to the frame that showed the list.
      firstRender.push(Math.round(await page.evaluate(() => window.inboxTimes!.shown!)))

      await page.evaluate((total) => {
        window.inboxTimes!.shown = window.inboxTimes!.watch(total)
      }, formatCount(searched))
      await page.getByPlaceholder('Search inquiries...').fill(term)
      await waitForTotal(page, searched)
      searchTimes.push(Math.round(await page.evaluate(async () => (await window.inboxTimes!.shown!) - window.inboxTimes!.input)))
    }
    const afterPause = searchTimes.map((ms) => Math.max(0, ms - TYPING_PAUSE_MS))
    return {
      lines: [
        `  search shown after the pause: median ${median(afterPause)} ms, ${verdict(median(afterPause), SEARCH_BUDGET_MS)}  (runs: ${afterPause.join(', ')}; typing to result ${searchTimes.join(', ')} ms, less the ${TYPING_PAUSE_MS} ms pause)`,
        `  first list render:           median ${median(firstRender)} ms  (runs: ${firstRender.join(', ')})`,
      ],
      misses: [
        median(afterPause) > SEARCH_BUDGET_MS && `search shown after the pause: ${median(afterPause)} ms > ${SEARCH_BUDGET_MS} ms`,
        median(firstRender) > FIRST_LIST_BUDGET_MS && `first list render: ${median(firstRender)} ms > ${FIRST_LIST_BUDGET_MS} ms`,
      ].filter((miss): miss is string => Boolean(miss)),
    }
  } finally {
    await browser.close()
    served?.server.close()
  }
}

async function measure(team: SeedMember[]): Promise<void> {
  const requests = await measureRequests(team)
  const screen: Measured = values['no-screen'] ? { lines: [], misses: [] } : await measureScreen(requests.active, requests.searched, requests.term)
  console.info(['', ...requests.lines, ...screen.lines, ''].join('\n'))
  const misses = [...requests.misses, ...screen.misses]
  if (misses.length > 0) {
    console.error(`Budgets missed:\n  ${misses.join('\n  ')}`)
    process.exitCode = 1
  } else {
    console.info(values['no-screen'] ? 'Every request budget is met.' : `Every inbox budget is met (first list within ${FIRST_LIST_BUDGET_MS} ms).`)
  }
}

const team = await seed()
if (!values['no-measure']) await measure(team)
