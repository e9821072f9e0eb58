import { STORAGE_BOOTSTRAP_SQL } from './storage-bootstrap'
// accounts: the invite and recovery columns of auth.users
import { AUTH_EMAIL_COLUMNS_PRESENT_SQL, AUTH_EMAIL_COLUMNS_SQL } from '../auth/schema'

/**
 * What a Supabase database has before a project's migrations run, reduced to what the app's
 * migrations and the local REST, Auth and Storage routes rely on: the API roles, the
 * `extensions` schema with pgcrypto, a minimal `auth` schema (users, sessions, refresh tokens
 * and Supabase's `auth.uid()`, `auth.role()`, `auth.email()`, `auth.jwt()`), the `storage`
 * schema (storage-bootstrap.ts), and Supabase's default privileges.
 *
 * The default privileges matter: on Supabase every new table in `public` is granted to anon,
 * authenticated and service_role, so what protects a table is the migration's own `revoke`
 * statements and its RLS policies. Reproducing that here keeps the local stack honest.
 */
// audit: GoTrue's own record of auth events (a 'login' row per sign-in, with the client's
// address), as its migrations create it; the audit trail's sign-in trigger reads it.
const AUTH_AUDIT_LOG_SQL = /* sql */ `
create table if not exists auth.audit_log_entries (
  instance_id uuid,
  id uuid not null primary key,
  payload json,
  created_at timestamptz,
  ip_address varchar(64) not null default ''
);
`

export const BOOTSTRAP_SQL = /* sql */ `
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticator') then
    create role authenticator noinherit login;
  end if;
end
$$;
grant anon, authenticated, service_role to authenticator;

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text default 'authenticated',
  role text default 'authenticated',
  email text unique,
  encrypted_password text,
  email_confirmed_at timestamptz,
  phone text,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb default '{"provider": "email", "providers": ["email"]}',
  raw_user_meta_data jsonb default '{}',
  banned_until timestamptz,
  is_anonymous boolean not null default false,
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create unique index users_email_lower_idx on auth.users (lower(email));
${AUTH_EMAIL_COLUMNS_SQL}

create table auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  aal text not null default 'aal1',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  refreshed_at timestamptz
);

create table auth.refresh_tokens (
  id bigserial primary key,
  token text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Supabase's definitions: PostgREST puts the verified claims in request.jwt.claims.
create function auth.uid() returns uuid language sql stable as $fn$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$fn$;

create function auth.role() returns text language sql stable as $fn$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$fn$;

create function auth.email() returns text language sql stable as $fn$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$fn$;

create function auth.jwt() returns jsonb language sql stable as $fn$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$fn$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt()
  to anon, authenticated, service_role;
${AUTH_AUDIT_LOG_SQL}
${STORAGE_BOOTSTRAP_SQL}

grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

-- The Supabase CLI's record of applied migrations; its presence marks a bootstrapped database.
create schema supabase_migrations;
create table supabase_migrations.schema_migrations (
  version text primary key,
  name text not null,
  applied_at timestamptz not null default now()
);
`

/**
 * Parts of the platform the local stack gained after some local databases were created. On
 * hosted Supabase they exist in every project; an older `.local/db` lacks them, and a migration
 * that relies on one (the media bucket relies on `storage`) would fail there. Each is added,
 * once, to an existing database before its pending migrations; a new one has them from
 * BOOTSTRAP_SQL.
 */
export const PLATFORM_ADDITIONS: ReadonlyArray<{ name: string; presentSql: string; sql: string }> = [
  {
    name: 'storage schema',
    presentSql: `select to_regclass('storage.buckets') is not null as present`,
    sql: STORAGE_BOOTSTRAP_SQL,
  },
  // audit: GoTrue's audit log table
  {
    name: 'auth audit log',
    presentSql: `select to_regclass('auth.audit_log_entries') is not null as present`,
    sql: AUTH_AUDIT_LOG_SQL,
  },
  // accounts: invite and recovery emails keep their token hashes in auth.users
  { name: 'auth email columns', presentSql: AUTH_EMAIL_COLUMNS_PRESENT_SQL, sql: AUTH_EMAIL_COLUMNS_SQL },
]

/** Supabase's search path, which every session starts with, so migrations and seeds find pgcrypto. */
export const SESSION_SEARCH_PATH = '"$user", public, extensions'
export const SESSION_SETUP_SQL = `set search_path to ${SESSION_SEARCH_PATH};`
