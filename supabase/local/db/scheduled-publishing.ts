import type { Database } from './database'

/**
 * What pg_cron does on hosted Supabase (migration publish_due_content): scheduled projects and
 * posts whose time has come are marked published. PGlite has no pg_cron, so the local stack
 * runs the same function on start and then on a timer. Visitors do not wait for it: the read
 * policies show a scheduled row from its publish_at on; this keeps the back office's state true.
 */
export async function publishDueContent(db: Database): Promise<number | null> {
  const present = await db.query<{ present: boolean }>(
    `select to_regprocedure('private.publish_due_content()') is not null as present`,
  )
  if (!present.rows[0]?.present) return null
  const result = await db.query<{ published: number }>('select private.publish_due_content() as published')
  return result.rows[0]?.published ?? 0
}

export interface ScheduledPublishing {
  /** Runs the function now; the number of rows it published. */
  runNow(): Promise<number | null>
  stop(): void
}

export function startScheduledPublishing(
  db: Database,
  /** Null: no timer, only runNow(). */
  everyMs: number | null,
  log: (line: string) => void,
): ScheduledPublishing {
  const runNow = async () => {
    const published = await publishDueContent(db)
    if (published) log(`published ${published} scheduled item${published === 1 ? '' : 's'}`)
    return published
  }
  if (everyMs === null) return { runNow, stop: () => undefined }
  const timer = setInterval(() => {
    runNow().catch((error: unknown) => log(`scheduled publishing failed: ${error instanceof Error ? error.message : String(error)}`))
  }, everyMs)
  // A dev tool's timer must never keep a test or a script alive.
  timer.unref()
  return { runNow, stop: () => clearInterval(timer) }
}
