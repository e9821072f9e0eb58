import type { Queryable } from './database'

/**
 * Stand-ins for the platform extensions hosted Supabase provides and PGlite and Debian's
 * PostgreSQL packages lack: pg_cron's SQL interface, pg_net's `net.http_post` and Vault's
 * secrets. Each has the real extension's names and signatures, so a migration that uses the
 * extension where it exists uses the stand-in here, unchanged; the stack does the work behind
 * them (../cron.ts runs the jobs, ../net-worker.ts sends the requests). Installed at every open,
 * before the migrations, so a database created before a stand-in existed gets it too; where the
 * real extension is installed, its stand-in is left out.
 */

/** pg_cron: `cron.job`, `cron.schedule` (a job with the same name is replaced), `cron.unschedule`. */
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

/** The channel the net stand-in notifies when a request is queued (delivered only on commit). */
export const NET_QUEUE_CHANNEL = 'net_http_request_queue'

/**
 * pg_net: `net.http_post` queues a request in `net.http_request_queue` and returns its id; the
 * queue is an ordinary table, so a rolled-back transaction sends nothing. The stack's worker
 * takes each row after the commit and writes the answer to `net._http_response`, as pg_net does.
 */
export const NET_STANDIN_SQL = /* sql */ `
create schema if not exists net;
create table if not exists net.http_request_queue (
  id bigserial primary key,
  method text not null,
  url text not null,
  headers jsonb not null,
  params jsonb not null,
  body jsonb,
  timeout_milliseconds integer not null
);
create table if not exists net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);
revoke all on schema net from public, anon, authenticated;
revoke all on all tables in schema net from public, anon, authenticated;

create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
)
returns bigint
language plpgsql
as $fn$
declare
  request_id bigint;
begin
  insert into net.http_request_queue (method, url, headers, params, body, timeout_milliseconds)
    values ('POST', url, coalesce(headers, '{}'::jsonb), coalesce(params, '{}'::jsonb), body, timeout_milliseconds)
    returning id into request_id;
  perform pg_notify('${NET_QUEUE_CHANNEL}', request_id::text);
  return request_id;
end;
$fn$;
revoke all on function net.http_post(text, jsonb, jsonb, jsonb, integer) from public, anon, authenticated;
`

/** Vault: `vault.secrets`, read through `vault.decrypted_secrets`, written by `vault.create_secret`. */
export const VAULT_STANDIN_SQL = /* sql */ `
create schema if not exists vault;
create table if not exists vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text unique,
  description text not null default '',
  secret text not null,
  created_at timestamptz not null default now()
);
create or replace view vault.decrypted_secrets as
  select id, name, description, secret, secret as decrypted_secret, created_at from vault.secrets;
revoke all on schema vault from public, anon, authenticated;
revoke all on all tables in schema vault from public, anon, authenticated;

create or replace function vault.create_secret(new_secret text, new_name text default null, new_description text default '')
returns uuid
language sql
as $fn$
  insert into vault.secrets (secret, name, description) values (new_secret, new_name, new_description) returning id
$fn$;
revoke all on function vault.create_secret(text, text, text) from public, anon, authenticated;
`

const STANDINS = [
  { extension: 'pg_cron', sql: CRON_STANDIN_SQL },
  { extension: 'pg_net', sql: NET_STANDIN_SQL },
  { extension: 'supabase_vault', sql: VAULT_STANDIN_SQL },
]

/** Everything that shapes a database's stand-ins (the snapshot's key). */
export const PLATFORM_STANDINS_SQL = STANDINS.map((standIn) => standIn.sql).join('\n')

/** Creates or updates each stand-in whose real extension is not installed. */
export async function installPlatformStandIns(db: Queryable): Promise<void> {
  const { rows } = await db.query<{ extname: string }>(`select extname from pg_extension`)
  const installed = new Set(rows.map((row) => row.extname))
  for (const standIn of STANDINS) if (!installed.has(standIn.extension)) await db.exec(standIn.sql)
}
