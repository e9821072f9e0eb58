/**
 * Probes how the inquiry endpoint (rpc/submit_inquiry) treats visitors when someone floods it,
 * and a few inputs the server should refuse. Each scenario gets a fresh in-memory local stack
 * (the checkout's own migrations), so the figures do not depend on what ran before.
 *
 *   npx tsx scripts/probe-lead-capture.ts [--only burst,sustained,email,thousand,validation]
 *     [--sustain-seconds 60] [--max-wait 120]
 *
 * Clients are told apart as on the internet: by the source address of their connections (each
 * simulated client connects from its own 127.x.y.z address; the stack, like Supabase's edge,
 * vouches for that address whatever X-Forwarded-For a client writes).
 *
 *   burst       an attacker sends 40 inquiries at once; how long is a real visitor (another
 *               address) then refused? They retry every 500 ms until acknowledged.
 *   sustained   an attacker sends about 9 inquiries a second for --sustain-seconds, while 30
 *               real visitors (30 addresses) each try once, evenly spread: how many get through?
 *   email       someone sends 5 inquiries naming a victim's email; can the victim then send one?
 *   thousand    1,000 inquiries from one address, then one from another with a fresh email:
 *               acknowledged, stored (by screening), refused; is any acknowledged one missing?
 *   validation  inputs the forms refuse: does the server refuse them too, with which answer?
 */
import { parseArgs } from 'node:util'
import { createLocalStack, type LocalStack } from '../supabase/local/server'
import { fetchFrom } from '../tests/support/source-address'

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    'sustain-seconds': { type: 'string', default: '60' },
    'max-wait': { type: 'string', default: '120' },
  },
})
const SCENARIOS = ['burst', 'sustained', 'email', 'thousand', 'validation'] as const
type Scenario = (typeof SCENARIOS)[number]
const only = new Set((values.only?.split(',') ?? SCENARIOS).map((s) => s.trim()) as Scenario[])
const sustainSeconds = Number(values['sustain-seconds'])
const maxWaitSeconds = Number(values['max-wait'])

let counter = 0
/** A valid inquiry, as the wizard sends it; a form that has been open for a while. */
function inquiry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1
  return {
    first_name: 'Probe',
    last_name: 'Visitor',
    email: `probe-${counter}-${Date.now().toString(36)}@example.com`,
    phone: '',
    company: '',
    service_interest: 'Web Applications',
    budget_range: '$5,000 - $15,000',
    project_timeline: '1-2 months',
    message: 'We would like to talk about a new web application.',
    source_page: 'contact',
    // What the forms send since bot screening exists; an older server ignores unknown keys.
    form_fill_ms: 30_000,
    website: '',
    ...overrides,
  }
}

interface Answer {
  status: number
  ok: boolean
  body: { id?: string; created_at?: string; message?: string; code?: string } | null
}

/** The loopback address a simulated client connects from: 198.51.100.66 is 127.51.100.66. */
const loopback = (address: string) => address.replace(/^\d+\./, '127.')

async function submitRaw(stack: LocalStack, body: string, address: string): Promise<Answer> {
  const response = await fetchFrom(loopback(address))(`${stack.url}/rest/v1/rpc/submit_inquiry`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      Authorization: `Bearer ${stack.anonKey}`,
      'Content-Type': 'application/json',
    },
    body,
  })
  const text = await response.text()
  let parsed: Answer['body']
  try {
    parsed = text ? (JSON.parse(text) as Answer['body']) : null
  } catch {
    parsed = { message: text.slice(0, 200) }
  }
  return { status: response.status, ok: response.ok && typeof parsed?.id === 'string', body: parsed }
}

const submit = (stack: LocalStack, payload: Record<string, unknown>, address: string) =>
  submitRaw(stack, JSON.stringify({ payload }), address)

async function freshStack(): Promise<LocalStack> {
  return createLocalStack({ port: 0, dataDir: null, seedFile: null, admin: null, templateCacheDir: 'node_modules/.cache/local-stack' })
}

async function withStack<T>(work: (stack: LocalStack) => Promise<T>): Promise<T> {
  const stack = await freshStack()
  try {
    return await work(stack)
  } finally {
    await stack.stop()
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** Rows by screening state; a database without the column has only "stored". */
async function storedByScreening(stack: LocalStack): Promise<Record<string, number>> {
  const hasScreening = await stack.db.query<{ present: boolean }>(
    `select exists (select 1 from information_schema.columns
       where table_schema = 'public' and table_name = 'customer_inquiries' and column_name = 'screening') as present`,
  )
  const sql = hasScreening.rows[0]?.present
    ? 'select screening as state, count(*)::int as n from public.customer_inquiries group by 1 order by 1'
    : `select 'stored (no screening column)' as state, count(*)::int as n from public.customer_inquiries`
  const result = await stack.db.query<{ state: string; n: number }>(sql)
  return Object.fromEntries(result.rows.map((row) => [row.state, row.n]))
}

async function missingAcknowledged(stack: LocalStack, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0
  const result = await stack.db.query<{ n: number }>(
    'select count(*)::int as n from public.customer_inquiries where id = any($1::uuid[])',
    [ids],
  )
  return ids.length - (result.rows[0]?.n ?? 0)
}

function firstMessage(answers: Answer[]): string {
  const refused = answers.find((a) => !a.ok)
  return refused ? `${refused.status} "${refused.body?.message ?? ''}"` : 'none'
}

async function burst(): Promise<void> {
  await withStack(async (stack) => {
    const started = performance.now()
    const answers = await Promise.all(Array.from({ length: 40 }, () => submit(stack, inquiry(), '198.51.100.66')))
    const burstMs = performance.now() - started
    const attackerOk = answers.filter((a) => a.ok).length

    const visitorStarted = performance.now()
    let attempts = 0
    let last: Answer | undefined
    while (performance.now() - visitorStarted < maxWaitSeconds * 1000) {
      attempts += 1
      last = await submit(stack, inquiry({ first_name: 'Real', last_name: 'Visitor' }), '203.0.113.10')
      if (last.ok) break
      await sleep(500)
    }
    const blockedMs = last?.ok ? performance.now() - visitorStarted : NaN
    console.info(`burst: 40 inquiries from one address in ${seconds(burstMs)}; ${attackerOk} acknowledged, ${40 - attackerOk} refused (first refusal: ${firstMessage(answers)})`)
    console.info(
      last?.ok
        ? `burst: a real visitor from another address was acknowledged after ${seconds(blockedMs)} (${attempts} attempt${attempts === 1 ? '' : 's'})`
        : `burst: a real visitor from another address was still refused after ${maxWaitSeconds} s (${attempts} attempts; last answer ${last?.status} "${last?.body?.message}")`,
    )
    console.info(`burst: stored by screening ${JSON.stringify(await storedByScreening(stack))}`)
  })
}

async function sustained(): Promise<void> {
  await withStack(async (stack) => {
    const durationMs = sustainSeconds * 1000
    const attackerAnswers: Promise<Answer>[] = []
    const realAnswers: Promise<Answer>[] = []
    const started = performance.now()
    const attacker = setInterval(() => attackerAnswers.push(submit(stack, inquiry(), '198.51.100.66')), 1000 / 9)
    for (let i = 0; i < 30; i += 1) {
      const at = ((i + 0.5) * durationMs) / 30
      const wait = started + at - performance.now()
      if (wait > 0) await sleep(wait)
      realAnswers.push(submit(stack, inquiry({ first_name: 'Real', last_name: `Visitor ${i}` }), `203.0.113.${i + 1}`))
    }
    const rest = started + durationMs - performance.now()
    if (rest > 0) await sleep(rest)
    clearInterval(attacker)
    const real = await Promise.all(realAnswers)
    const attack = await Promise.all(attackerAnswers)
    const realOk = real.filter((a) => a.ok)
    console.info(
      `sustained: attacker sent ${attack.length} in ${sustainSeconds} s (${(attack.length / sustainSeconds).toFixed(1)}/s), ${attack.filter((a) => a.ok).length} acknowledged`,
    )
    console.info(`sustained: real visitors acknowledged ${realOk.length} of 30 (first refusal: ${firstMessage(real)})`)
    console.info(`sustained: stored by screening ${JSON.stringify(await storedByScreening(stack))}`)
  })
}

async function emailLockout(): Promise<void> {
  await withStack(async (stack) => {
    const victim = `victim-${Date.now().toString(36)}@example.com`
    const attacker = await Promise.all(Array.from({ length: 5 }, () => submit(stack, inquiry({ email: victim }), '198.51.100.66')))
    const own = await submit(stack, inquiry({ email: victim, first_name: 'Real', last_name: 'Owner' }), '203.0.113.20')
    console.info(`email: 5 inquiries naming the victim's email from another address: ${attacker.filter((a) => a.ok).length} acknowledged`)
    console.info(
      own.ok
        ? `email: the victim's own inquiry was acknowledged (stored as ${JSON.stringify(await storedByScreening(stack))})`
        : `email: the victim's own inquiry was refused: ${own.status} "${own.body?.message}"`,
    )
  })
}

async function thousand(): Promise<void> {
  await withStack(async (stack) => {
    const started = performance.now()
    const answers: Answer[] = []
    for (let i = 0; i < 1000; i += 1) {
      // Every tenth one looks like a bot: the hidden field filled in, sent the instant the form appeared.
      const bot = i % 10 === 9 ? { website: 'http://spam.example', form_fill_ms: 120 } : {}
      answers.push(await submit(stack, inquiry(bot), '198.51.100.77'))
    }
    const second = await submit(stack, inquiry({ first_name: 'Second', last_name: 'Visitor' }), '203.0.113.30')
    const acknowledged = answers.filter((a) => a.ok).map((a) => a.body!.id!)
    if (second.ok) acknowledged.push(second.body!.id!)
    console.info(
      `thousand: 1,000 from one address in ${seconds(performance.now() - started)}: ${answers.filter((a) => a.ok).length} acknowledged, ${answers.filter((a) => !a.ok).length} refused (first refusal: ${firstMessage(answers)})`,
    )
    console.info(`thousand: then one from another address with a fresh email: ${second.ok ? 'acknowledged' : `refused ${second.status} "${second.body?.message}"`}`)
    console.info(`thousand: stored by screening ${JSON.stringify(await storedByScreening(stack))}; acknowledged but missing: ${await missingAcknowledged(stack, acknowledged)}`)
  })
}

async function validation(): Promise<void> {
  await withStack(async (stack) => {
    let address = 0
    const next = () => `192.0.2.${(address += 1)}`
    const cases: Array<[string, () => Promise<Answer>]> = [
      ['a first name that is a tab', () => submit(stack, inquiry({ first_name: '\t' }), next())],
      ['a last name of non-breaking spaces', () => submit(stack, inquiry({ last_name: '\u00a0\u00a0' }), next())],
      ['email a@-example.com', () => submit(stack, inquiry({ email: 'a@-example.com' }), next())],
      ['email a@example-.com', () => submit(stack, inquiry({ email: 'a@example-.com' }), next())],
      ["wizard first name 'A'", () => submit(stack, inquiry({ first_name: 'A' }), next())],
      ["wizard last name 'B'", () => submit(stack, inquiry({ last_name: 'B' }), next())],
      ["quick form name 'A' (first 'A', last 'Not Provided')", () =>
        submit(stack, inquiry({ first_name: 'A', last_name: 'Not Provided', source_page: 'home-simple', service_interest: 'General Inquiry', budget_range: 'To be discussed', project_timeline: 'To be discussed' }), next())],
      ['JSON nested 10,000 deep', () => {
        const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`
        const body = JSON.stringify({ payload: inquiry() }).replace(/}}$/, `,"extra":${deep}}}`)
        return submitRaw(stack, body, next())
      }],
    ]
    for (const [label, run] of cases) {
      const answer = await run()
      console.info(`validation: ${label}: ${answer.ok ? `STORED (${answer.status})` : `refused ${answer.status} "${answer.body?.message ?? ''}"`}`)
    }
  })
}

const runners: Record<Scenario, () => Promise<void>> = {
  burst, sustained, email: emailLockout, thousand, validation,
}
for (const scenario of SCENARIOS) {
  if (only.has(scenario)) await runners[scenario]()
}
