/**
 * What pg_net does for publishing on hosted Supabase, done by the local stack: it sends each
 * pending publish request (public.publish_requests) to the build hook kept in
 * private.publish_settings, and records the answer on the request. The database leaves a
 * request pending when pg_net is missing, which it always is here.
 *
 * Locally there is no static host to rebuild: with no hook configured (PUBLISH_HOOK_URL in
 * .env, kept as the stack's own receiver, or an https hook an admin set in the back office) a
 * request is only recorded, as skipped. A request waiting for its window (send_after) is sent
 * once the window is over, as the every-minute job does on hosted Supabase.
 */
import type { Database } from './db/database'

export interface PublishWorkerOptions {
  db: Database
  log: (line: string) => void
  /** How often pending requests are looked for; default 1 s. */
  intervalMs?: number
  /** How long the hook may take to answer; default 10 s. */
  timeoutMs?: number
}

export interface PublishWorker {
  /** Sends what is pending now (the timer calls it too); resolves when done. */
  runOnce(): Promise<void>
  stop(): Promise<void>
}

interface PendingRequest {
  id: string
  reason: string
  requested_at: string
  hook: string | null
}

const DETAIL_LIMIT = 1000

async function post(hook: string, request: PendingRequest, timeoutMs: number): Promise<{ status: 'sent' | 'failed'; detail: string }> {
  try {
    const response = await fetch(hook, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reason: request.reason, requested_at: request.requested_at }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    await response.body?.cancel()
    return response.ok
      ? { status: 'sent', detail: `The build hook answered ${response.status}.` }
      : { status: 'failed', detail: `The build hook answered ${response.status} ${response.statusText}`.trim() + '.' }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { status: 'failed', detail: `The build hook could not be reached: ${reason}`.slice(0, DETAIL_LIMIT) }
  }
}

export function startPublishWorker(options: PublishWorkerOptions): PublishWorker {
  const { db, log } = options
  const timeoutMs = options.timeoutMs ?? 10_000
  let running: Promise<void> | null = null

  const sendPending = async () => {
    const pending = await db.query<PendingRequest>(
        `select r.id, r.reason, r.requested_at::text, private.effective_build_hook() as hook
           from public.publish_requests r
          where r.status = 'pending' and coalesce(r.send_after, r.requested_at) <= now()
          order by r.requested_at
          limit 20`,
    )
    for (const request of pending.rows) {
      const result = request.hook
        ? await post(request.hook, request, timeoutMs)
        : { status: 'skipped' as const, detail: 'No build hook is configured.' }
      await db.query(
        `update public.publish_requests set status = $2, detail = $3, finished_at = now()
          where id = $1 and status = 'pending'`,
        [request.id, result.status, result.detail],
      )
      log(`publish request ${request.id}: ${result.status} (${result.detail})`)
    }
  }

  const runOnce = () => {
    // One sweep at a time: a slow hook must not be posted to twice for one request.
    running ??= sendPending()
      .catch((error: unknown) => log(`publish worker: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = null
      })
    return running
  }

  const timer = setInterval(() => void runOnce(), options.intervalMs ?? 1000)
  timer.unref()
  return {
    runOnce,
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}

/**
 * What only the local development stack turns on, written when it starts (never through the
 * API): webhook destinations may be plain http to this machine, so tests deliver to receivers
 * they start, and its own build hook receiver (PUBLISH_HOOK_URL), kept apart from the https
 * hook an admin sets. A database migrated by another checkout may not have the table yet.
 */
export async function configureLocalStackSettings(db: Database, options: { publishHookUrl: string | null }): Promise<void> {
  const present = await db.query<{ present: boolean }>(`select to_regclass('private.local_stack_settings') is not null as present`)
  if (!present.rows[0]?.present) return
  await db.query(
    `update private.local_stack_settings set loopback_receivers = true, build_hook_url = $1, updated_at = now() where id`,
    [options.publishHookUrl],
  )
}
