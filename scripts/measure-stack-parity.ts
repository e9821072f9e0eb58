/**
 * Measures the local stack where it could mislead a developer about hosted Supabase: password
 * guessing (how many guesses get through, how fast), the time an answer takes for an unknown
 * email against a wrong password, max_rows, Prefer: tx=rollback, oversized and deeply nested
 * bodies, and the memory the stack process holds after thirty 9.5 MB bodies.
 *
 *   npm run measure:stack [-- --project <dir>] [-- --samples 200]
 *
 * It starts the project's own stack (`supabase/local/cli.ts --memory`, any free port) from
 * `--project` (default: this checkout), so the same script measures another checkout, e.g. the
 * main branch extracted with `git archive main | tar -x -C /tmp/before` (link its node_modules).
 * Figures are printed, never asserted: a busy machine moves them.
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET } from '../supabase/local/defaults'
import { mintApiKey } from '../supabase/local/jwt'
import { freePort } from './free-port'
import { fetchFrom } from '../tests/support/source-address'

const { values } = parseArgs({
  options: {
    project: { type: 'string', default: '.' },
    samples: { type: 'string', default: '200' },
  },
})
const project = resolve(values.project)
const samples = Number(values.samples)

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))
  return Math.round(Number(line?.replace(/\D+/g, '')) / 1024)
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!
const ms = (x: number) => `${x.toFixed(1)} ms`
const pause = (time: number) => new Promise((done) => setTimeout(done, time))

const port = await freePort()
const admin = { email: 'measure@agency.local', password: `pw-${randomUUID()}` }
// One process (node --import tsx), so its RSS is the stack's own.
const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/cli.ts', '--memory', '--port', String(port)], {
  cwd: project,
  env: { ...process.env, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
  stdio: ['ignore', 'pipe', 'inherit'],
})
await new Promise<void>((ready, fail) => {
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString()
    if (out.includes('API URL:')) ready()
  })
  child.once('exit', (code) => fail(new Error(`the stack exited with ${code}`)))
})
const url = `http://127.0.0.1:${port}`
const serviceKey = await mintApiKey('service_role', LOCAL_JWT_SECRET)
const pid = child.pid!

try {
  console.info(`Stack of ${project} on ${url} (pid ${pid}), ${rssMb(pid)} MB resident after start\n`)

  // A client is the source address of its connection (a 127.x.y.z address each), as on the internet.
  const signIn = (email: string, password: string, address?: string) =>
    (address ? fetchFrom(address) : fetch)(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify({ email, password }),
    })

  // 1. Guessing from one address.
  const started = performance.now()
  const statuses = new Map<number, number>()
  for (let i = 0; i < samples; i += 1) {
    const res = await signIn(admin.email, `guess-${i}`)
    await res.arrayBuffer()
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
  }
  const guessing = performance.now() - started
  console.info(`${samples} wrong passwords from one address in ${ms(guessing)}: ` +
    [...statuses].map(([status, n]) => `${n} x ${status}`).join(', '))

  // 2. Unknown email against wrong password, interleaved, each from a fresh address so the
  //    limit above does not interfere.
  const known: number[] = []
  const unknown: number[] = []
  const bodies = new Set<string>()
  for (let i = 0; i < samples; i += 1) {
    const address = `127.18.${Math.floor(i / 200)}.${(i % 200) + 1}`
    for (const [email, into] of [[admin.email, known], [`nobody-${i}@agency.local`, unknown]] as const) {
      const t = performance.now()
      const res = await signIn(email, `guess-${i}`, address)
      bodies.add(`${res.status} ${await res.text()}`)
      into.push(performance.now() - t)
    }
  }
  console.info(`wrong password: median ${ms(median(known))}, p90 ${ms(percentile(known, 0.9))}; ` +
    `unknown email: median ${ms(median(unknown))}, p90 ${ms(percentile(unknown, 0.9))}; ` +
    `distinct answers: ${bodies.size} (${[...bodies].join(' | ')})`)

  const rest = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
    fetch(`${url}/rest/v1/${path}`, {
      ...init,
      headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json', ...init.headers },
    })

  // 3. max_rows: 2,500 rows, one unbounded read.
  const industry = `measure-${randomUUID().slice(0, 8)}`
  const rows = Array.from({ length: 500 }, (_, i) => ({ title: `Row ${i}`, description: 'Measured', service_id: 'saas', industry }))
  for (let batch = 0; batch < 5; batch += 1) await (await rest('portfolios', { method: 'POST', body: JSON.stringify(rows) })).arrayBuffer()
  const read = await rest(`portfolios?select=id&industry=eq.${industry}`, { headers: { Prefer: 'count=exact' } })
  console.info(`GET of 2,500 matching rows: ${((await read.json()) as unknown[]).length} returned, ` +
    `status ${read.status}, Content-Range ${read.headers.get('content-range')}`)

  // 4. Prefer: tx=rollback.
  const slug = `tx-${randomUUID().slice(0, 8)}`
  const tx = await rest('portfolios', {
    method: 'POST',
    headers: { Prefer: 'return=minimal, tx=rollback' },
    body: JSON.stringify({ slug, title: 'Tx', description: 'Rollback?', service_id: 'saas' }),
  })
  const kept = ((await (await rest(`portfolios?select=id&slug=eq.${slug}`)).json()) as unknown[]).length
  console.info(`POST with Prefer: tx=rollback: ${tx.status}, Preference-Applied "${tx.headers.get('preference-applied')}", row kept: ${kept === 1}`)

  // 5. Nesting.
  const deep = await fetch(`${url}/rest/v1/rpc/submit_inquiry`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
    body: `{"payload": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
  })
  console.info(`a body nested 100,000 deep: ${deep.status} ${(await deep.text()).slice(0, 120)}`)

  // 6. Memory after thirty large bodies (anon, to the public inquiry function): 9.5 MB ones, as
  //    in the report that found the growth, then ones just under the local stack's 2 MiB cap.
  const thirty = async (megabytes: number) => {
    const big = JSON.stringify({ payload: { first_name: 'Big', message: 'x'.repeat(Math.floor(megabytes * 1024 * 1024)) } })
    const before = rssMb(pid)
    const answers = new Map<string, number>()
    const start = performance.now()
    for (let i = 0; i < 30; i += 1) {
      let answer: string
      try {
        const res = await fetch(`${url}/rest/v1/rpc/submit_inquiry`, {
          method: 'POST', headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' }, body: big,
        })
        answer = `${res.status}`
        await res.arrayBuffer()
      } catch (error) {
        answer = `network error (${error instanceof Error ? error.message : String(error)})`
      }
      answers.set(answer, (answers.get(answer) ?? 0) + 1)
    }
    const elapsed = performance.now() - start
    const after = rssMb(pid)
    await pause(3000)
    console.info(`thirty ${megabytes} MB bodies in ${ms(elapsed)}: ${[...answers].map(([a, n]) => `${n} x ${a}`).join(', ')}; ` +
      `resident ${before} MB before, ${after} MB after, ${rssMb(pid)} MB 3 s later`)
  }
  await thirty(9.5)
  await thirty(1.9)
  await thirty(1.9)
  const alive = await rest('portfolios?select=id&limit=1')
  console.info(`the stack still answers: ${alive.status}`)
} finally {
  child.kill('SIGTERM')
}
