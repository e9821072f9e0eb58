-- The admin's free-text search: a case-insensitive substring of the first name, last name,
-- email, company or service interest. The five columns are joined with a separator nobody
-- types (U+001F), so a match never spans two of them, and a trigram index on the joined text
-- answers `ilike '%text%'` without reading every row.
--
-- pg_trgm: hosted Supabase and PostgreSQL 15 ship it (Supabase installs extensions into the
-- `extensions` schema), and so does PGlite when the local stack loads it. Where it is missing
-- the search still works, reading the table.

-- A plain SQL expression the planner inlines, so the index and the queries share it and a row
-- costs no function call. (No `set search_path`, which would stop the inlining; the body names
-- pg_catalog's operator, so no search path can change what it does.)
create function private.inquiry_search_text(
  first_name text, last_name text, email text, company text, service_interest text)
returns text
language sql
immutable
parallel safe
as $$
  select coalesce(first_name, '') operator(pg_catalog.||) E'\x1f' operator(pg_catalog.||) coalesce(last_name, '')
    operator(pg_catalog.||) E'\x1f' operator(pg_catalog.||) coalesce(email, '')
    operator(pg_catalog.||) E'\x1f' operator(pg_catalog.||) coalesce(company, '')
    operator(pg_catalog.||) E'\x1f' operator(pg_catalog.||) coalesce(service_interest, '')
$$;

-- Evaluated as the writer by the index on every row written (the service role when seeding).
revoke all on function private.inquiry_search_text(text, text, text, text, text) from public, anon;
grant execute on function private.inquiry_search_text(text, text, text, text, text) to authenticated, service_role;

do $$
declare
  ops_schema text;
begin
  if not exists (select 1 from pg_extension where extname = 'pg_trgm')
     and exists (select 1 from pg_available_extensions where name = 'pg_trgm') then
    if exists (select 1 from pg_namespace where nspname = 'extensions') then
      create extension pg_trgm with schema extensions;
    else
      create extension pg_trgm;
    end if;
  end if;
  select n.nspname into ops_schema
    from pg_opclass o
    join pg_namespace n on n.oid = o.opcnamespace
    join pg_am a on a.oid = o.opcmethod
    where o.opcname = 'gin_trgm_ops' and a.amname = 'gin';
  if ops_schema is null then
    raise notice 'pg_trgm is not available: the inquiry search reads the whole table';
    return;
  end if;
  execute format(
    'create index customer_inquiries_search_trgm_idx on public.customer_inquiries using gin '
    '(private.inquiry_search_text(first_name, last_name, email, company, service_interest) %I.gin_trgm_ops)',
    ops_schema);
end;
$$;
