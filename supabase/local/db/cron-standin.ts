import type { Queryable } from './database'

/**
 * A stand-in for pg_cron's SQL interface (`cron.job`, `cron.schedule`, `cron.unschedule`), so a
 * migration that schedules a job where pg_cron exists schedules it here too; the stack runs
 * the active jobs itself (see ../cron.ts) when started with background work on. Applied at
 * every open, so a database created before the stand-in existed gets it before its next
 * migrations. PGlite has no pg_cron of its own, nor do Debian's PostgreSQL packages; where the
 * real extension is installed, installCronStandIn leaves it alone.
 */
export const CRON_STANDIN_SQL = /* sql */ `
create schema if not exists cron;
create table if not exists cron.job (
  jobid bigserial primary key,
  schedule text not null,
  command text not null,
  jobname text unique,
  active boolean not null default true
);
revoke all on schema cron from public, anon, authenticated;
revoke all on table cron.job from public, anon, authenticated;

-- pg_cron's signature: a job with the same name is replaced.
create or replace function cron.schedule(job_name text, schedule text, command text)
returns bigint
language sql
as $fn$
  insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
  on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command, active = true
  returning jobid
$fn$;

create or replace function cron.unschedule(job_name text)
returns boolean
language sql
as $fn$
  with gone as (delete from cron.job where jobname = job_name returning 1) select exists (select 1 from gone)
$fn$;
`

/** Creates or updates the stand-in, unless the real pg_cron extension is installed. */
export async function installCronStandIn(db: Queryable): Promise<void> {
  const { rows } = await db.query<{ real: boolean }>(`select exists (select 1 from pg_extension where extname = 'pg_cron') as real`)
  if (!rows[0]?.real) await db.exec(CRON_STANDIN_SQL)
}
