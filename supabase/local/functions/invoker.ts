/**
 * Runs a function for a request pg_net sends to `/functions/v1/<name>` (a Database Webhook, a
 * trigger, a pg_cron job), answering the net worker, not a client. Requests for a function that
 * is already running are folded into one more run after it (with the latest request's headers
 * and body), so a burst of inserts costs two runs, not a hundred; each run takes everything
 * due, so nothing waits.
 */
import type { FunctionRunner } from './runner'

export interface InvocationRequest {
  /** Path and query after `/functions/v1/<name>`. */
  path: string
  headers: Record<string, string>
  body: string
}

export type InvocationAnswer = { status: number; body: string } | { error: string }

export interface FunctionInvoker {
  has(name: string): boolean
  invoke(name: string, request: InvocationRequest): Promise<InvocationAnswer>
  /** Resolves when no invocation is running or queued (tests, shutdown). */
  idle(): Promise<void>
  /** Takes no new invocations (the stack is going down). */
  close(): void
}

interface Queued {
  request: InvocationRequest
  answer: Promise<InvocationAnswer>
}

const STOPPING: InvocationAnswer = { error: 'The local stack is stopping.' }

export function createFunctionInvoker(runner: FunctionRunner): FunctionInvoker {
  const running = new Map<string, Promise<InvocationAnswer>>()
  const again = new Map<string, Queued>()
  let closed = false

  async function runOnce(name: string, request: InvocationRequest): Promise<InvocationAnswer> {
    try {
      const response = await runner.fetch(name, request.path, { method: 'POST', headers: request.headers, body: request.body })
      return { status: response.status, body: await response.text() }
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) }
    }
  }

  function start(name: string, request: InvocationRequest): Promise<InvocationAnswer> {
    const run: Promise<InvocationAnswer> = runOnce(name, request).finally(() => {
      if (running.get(name) === run) running.delete(name)
    })
    running.set(name, run)
    return run
  }

  function invoke(name: string, request: InvocationRequest): Promise<InvocationAnswer> {
    if (closed) return Promise.resolve(STOPPING)
    const queued = again.get(name)
    if (queued) {
      queued.request = request
      return queued.answer
    }
    const current = running.get(name)
    if (!current) return start(name, request)
    const entry = { request } as Queued
    entry.answer = current.then(() => {
      again.delete(name)
      return closed ? STOPPING : start(name, entry.request)
    })
    again.set(name, entry)
    return entry.answer
  }

  return {
    has: (name) => runner.has(name),
    invoke,
    async idle() {
      while (running.size || again.size) await Promise.all([...running.values(), ...[...again.values()].map((queued) => queued.answer)])
    },
    close() {
      closed = true
    },
  }
}
