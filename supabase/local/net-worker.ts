/**
 * The worker behind the pg_net stand-in (db/platform-standins.ts): after a transaction that
 * called `net.http_post` commits, it takes the queued requests, sends each and writes the
 * answer to `net._http_response`, as pg_net's background worker does on hosted Supabase.
 * Requests to the stack's own `/functions/v1/<name>` go straight to the function runner (no
 * network hop, folded while the function runs: functions/invoker.ts); any other URL is sent
 * over HTTP. Woken by the stand-in's notification, which Postgres delivers only on commit, and
 * by a slow timer that catches anything queued while a PostgreSQL listener reconnected.
 */
import type { Database } from './db/database'
import { NET_QUEUE_CHANNEL } from './db/platform-standins'
import type { FunctionInvoker, InvocationAnswer } from './functions/invoker'

export interface NetWorkerOptions {
  db: Database
  log: (line: string) => void
  /** `${stack url}/functions/v1/`: requests under it are function runs. */
  functionsBase: string
  /** Null when the stack serves no functions: their requests are answered 404. */
  invoker: FunctionInvoker | null
  /** The timer's period; default 2 s. */
  pollMs?: number
}

export interface NetWorker {
  /** Sends everything queued now; resolves when it is sent and answered. */
  drain(): Promise<void>
  stop(): Promise<void>
}

interface QueuedRequest {
  id: string
  url: string
  headers: Record<string, string>
  params: Record<string, string>
  body: unknown
  timeout_milliseconds: number
}

const CONTENT_LIMIT = 10_000

async function sendOverHttp(url: URL, request: QueuedRequest, body: string): Promise<InvocationAnswer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: request.headers,
      body,
      signal: AbortSignal.timeout(request.timeout_milliseconds),
    })
    return { status: response.status, body: await response.text() }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

export function startNetWorker(options: NetWorkerOptions): NetWorker {
  const { db, log, functionsBase, invoker } = options
  let stopped = false

  const send = async (request: QueuedRequest): Promise<InvocationAnswer> => {
    const url = new URL(request.url)
    for (const [name, value] of Object.entries(request.params)) url.searchParams.append(name, String(value))
    const body = request.body === null ? '' : JSON.stringify(request.body)
    if (!url.href.startsWith(functionsBase)) return sendOverHttp(url, request, body)
    const rest = url.href.slice(functionsBase.length)
    const name = /^[^/?#]*/.exec(rest)![0]
    if (!invoker?.has(name)) return { status: 404, body: JSON.stringify({ code: 'NOT_FOUND', message: 'Requested function was not found' }) }
    const answer = await invoker.invoke(name, { path: rest.slice(name.length), headers: request.headers, body })
    if ('error' in answer) log(`[${name}] invocation failed: ${answer.error}`)
    else if (answer.status >= 400) log(`[${name}] invocation answered ${answer.status}: ${answer.body.slice(0, 300)}`)
    return answer
  }

  const record = async (id: string, answer: InvocationAnswer) => {
    const response = 'error' in answer
      ? [id, null, null, /timeout|aborted/i.test(answer.error), answer.error]
      : [id, answer.status, answer.body.slice(0, CONTENT_LIMIT), false, null]
    await db.query(
      `insert into net._http_response (id, status_code, content, timed_out, error_msg) values ($1, $2, $3, $4, $5)`,
      response,
    )
  }

  // Each request is answered on its own: a slow function run holds up no other request.
  const inFlight = new Set<Promise<void>>()
  const sendQueued = async () => {
    while (!stopped) {
      // Taken off the queue in one statement, so no request is sent twice.
      const { rows } = await db.query<QueuedRequest>(
        `delete from net.http_request_queue
          where id in (select id from net.http_request_queue order by id limit 50)
          returning id::text, url, headers, params, body, timeout_milliseconds`,
      )
      if (!rows.length) return
      for (const request of rows) {
        const sent: Promise<void> = send(request)
          .then((answer) => record(request.id, answer))
          .catch((error: unknown) => log(`net: request ${request.id}: ${error instanceof Error ? error.message : String(error)}`))
          .finally(() => inFlight.delete(sent))
        inFlight.add(sent)
      }
    }
  }

  // One sweep at a time; a wake-up during a sweep runs one more after it.
  let sweeping: Promise<void> | null = null
  let again = false
  const drain = (): Promise<void> => {
    if (sweeping) {
      again = true
      return sweeping
    }
    sweeping = (async () => {
      do {
        again = false
        await sendQueued().catch((error: unknown) => {
          if (!stopped) log(`net: ${error instanceof Error ? error.message : String(error)}`)
        })
      } while (again && !stopped)
    })().finally(() => {
      sweeping = null
    })
    return sweeping
  }

  const listening = db.listen(NET_QUEUE_CHANNEL, () => void drain())
  const timer = setInterval(() => void drain(), options.pollMs ?? 2000)
  timer.unref()
  void listening.then(() => drain())

  return {
    drain: async () => {
      await listening
      await drain()
      await Promise.all(inFlight)
    },
    async stop() {
      stopped = true
      clearInterval(timer)
      await (await listening)()
      await sweeping
      await Promise.all(inFlight)
    },
  }
}
