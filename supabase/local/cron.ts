/**
 * Runs the jobs in the stand-in `cron.job` table (db/platform-standins.ts), as pg_cron runs them on
 * hosted Supabase: each job's SQL as the database owner, in its own transaction. The schedules
 * understood are pg_cron's `N seconds`, the every-minute forms `* * * * *` and `*\/N * * * *`
 * (every N minutes), which run counted from the stack's start, and any other five-field
 * schedule (`0 3 * * *`: daily at 03:00), which runs once in each UTC minute it matches, as
 * pg_cron runs it (cron-schedule.ts). A job with a schedule that is none of these is logged
 * once and skipped.
 */
import { parseCronFields } from './cron-schedule'
import type { Database } from './db/database'

export interface CronRunner {
  stop(): Promise<void>
}

/** Milliseconds between runs, or null for a schedule the stand-in does not understand. */
export function cronIntervalMs(schedule: string): number | null {
  const text = schedule.trim()
  const seconds = /^(\d{1,2}) seconds?$/i.exec(text)
  if (seconds) {
    const n = Number(seconds[1])
    return n >= 1 && n <= 59 ? n * 1000 : null
  }
  const fields = text.split(/\s+/)
  if (fields.length !== 5 || fields.slice(1).some((field) => field !== '*')) return null
  if (fields[0] === '*') return 60_000
  const every = /^\*\/(\d{1,2})$/.exec(fields[0]!)
  return every && Number(every[1]) >= 1 ? Number(every[1]) * 60_000 : null
}

interface Job {
  jobname: string
  schedule: string
  command: string
}

export function startCron(options: {
  db: Database
  log: (line: string) => void
  tickMs?: number
  /** The clock (tests move it to a schedule's minute). */
  now?: () => number
}): CronRunner {
  const lastRun = new Map<string, number>()
  const warned = new Set<string>()
  const started = (options.now ?? Date.now)()
  let busy: Promise<void> = Promise.resolve()

  const tick = async () => {
    // Where the real pg_cron is installed, it runs the jobs itself.
    const jobs = (await options.db.query<Job>(
      `select jobname, schedule, command from cron.job
        where active and not exists (select 1 from pg_extension where extname = 'pg_cron')
        order by jobid`,
    )).rows
    for (const job of jobs) {
      const now = (options.now ?? Date.now)()
      const interval = cronIntervalMs(job.schedule)
      const matches = interval === null ? parseCronFields(job.schedule) : null
      if (interval === null && matches === null) {
        if (!warned.has(job.jobname)) options.log(`cron: job ${job.jobname} has a schedule the local stack cannot run (${job.schedule})`)
        warned.add(job.jobname)
        continue
      }
      if (interval !== null) {
        if (now - (lastRun.get(job.jobname) ?? started) < interval) continue
        lastRun.set(job.jobname, now)
      } else {
        // Once per matching minute, however many ticks fall in it.
        const minute = Math.floor(now / 60_000) * 60_000
        if (lastRun.get(job.jobname) === minute || !matches!(new Date(minute))) continue
        lastRun.set(job.jobname, minute)
      }
      try {
        await options.db.transaction((tx) => tx.exec(job.command))
      } catch (error) {
        options.log(`cron: job ${job.jobname} failed: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
  }

  const timer = setInterval(() => {
    busy = busy.then(tick).catch((error: unknown) => {
      options.log(`cron: ${error instanceof Error ? error.message : String(error)}`)
    })
  }, options.tickMs ?? 1000)
  timer.unref()

  return {
    async stop() {
      clearInterval(timer)
      await busy
    },
  }
}
