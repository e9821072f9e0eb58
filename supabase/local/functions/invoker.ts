/**
 * Calls a function the way pg_net (a Database Webhook, a trigger) or a pg_cron job calls it on
 * hosted Supabase: a POST with the service-role key, answered by nobody. Requests for a
 * function that is already running are folded into one more run after it, so a burst of
 * inserts costs two runs, not a hundred; each run takes everything due, so nothing waits.
 */
import type { FunctionRunner } from './runner'

export interface FunctionInvoker {
  invoke(name: string): void
  /** Resolves when no invocation is running or queued (tests, shutdown). */
  idle(): Promise<void>
  /** Takes no new invocations and stops reporting failures (the stack is going down). */
  close(): void
}

export function createFunctionInvoker(runner: FunctionRunner, serviceRoleKey: string, log: (line: string) => void): FunctionInvoker {
  const running = new Map<string, Promise<void>>()
  const again = new Set<string>()
  let closed = false

  async function runOnce(name: string): Promise<void> {
    try {
      const response = await runner.fetch(name, '', {
        method: 'POST',
        headers: { Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' },
        body: '{}',
      })
      const body = await response.text()
      if (!response.ok && !closed) log(`[${name}] invocation answered ${response.status}: ${body.slice(0, 300)}`)
    } catch (error) {
      if (!closed) log(`[${name}] invocation failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  function invoke(name: string): void {
    if (closed) return
    if (!runner.has(name)) {
      log(`asked to invoke ${name}, but supabase/functions/${name}/index.ts does not exist`)
      return
    }
    if (running.has(name)) {
      again.add(name)
      return
    }
    const run = (async () => {
      do {
        again.delete(name)
        await runOnce(name)
      } while (again.has(name) && !closed)
    })().finally(() => running.delete(name))
    running.set(name, run)
  }

  return {
    invoke,
    async idle() {
      while (running.size) await Promise.all(running.values())
    },
    close() {
      closed = true
    },
  }
}
