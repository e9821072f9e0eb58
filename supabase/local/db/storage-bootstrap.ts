/**
 * The part of Supabase Storage's own schema the local Storage routes and the app's migrations
 * rely on, as Supabase creates it in every project (the storage server's tenant migrations):
 * `storage.buckets`, `storage.objects` with RLS on and no policy (so nothing is allowed until a
 * migration says who may do what), the helpers policies use (`storage.foldername()`,
 * `storage.filename()`, `storage.extension()`) and `storage.search()`, which listing calls as
 * the requesting role. Column names and defaults follow Supabase's, so a migration that
 * inserts a bucket or writes a policy here applies unchanged on hosted Supabase, where this
 * schema already exists and is never created by the project.
 *
 * Plain SQL that PostgreSQL 15 and PGlite both run: part of BOOTSTRAP_SQL.
 */
export const STORAGE_BOOTSTRAP_SQL = /* sql */ `
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;
-- As on Supabase: every API role holds the table privileges; RLS alone decides.
alter default privileges in schema storage grant all on tables to anon, authenticated, service_role;
alter default privileges in schema storage grant all on functions to anon, authenticated, service_role;
alter default privileges in schema storage grant all on sequences to anon, authenticated, service_role;

create table storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  owner_id text,
  public boolean default false,
  avif_autodetection boolean default false,
  -- Bytes; null means the server's global limit.
  file_size_limit bigint,
  -- Null or empty means any type; entries may end in /* (image/*).
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create unique index bname on storage.buckets using btree (name);

create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  metadata jsonb,
  user_metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now()
);
create unique index bucketid_objname on storage.objects using btree (bucket_id, name);
create index name_prefix_search on storage.objects using btree (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

create function storage.foldername(name text) returns text[] language plpgsql as $fn$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$fn$;

create function storage.filename(name text) returns text language plpgsql as $fn$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$fn$;

create function storage.extension(name text) returns text language plpgsql as $fn$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$fn$;

-- One level of a bucket below a prefix: its folders (no id) and its files, as the requesting
-- role sees them (security invoker, so the select policies of storage.objects apply).
create function storage.search(
  prefix text,
  bucketname text,
  limits int default 100,
  levels int default 1,
  offsets int default 0,
  search text default '',
  sortcolumn text default 'name',
  sortorder text default 'asc'
) returns table (
  name text,
  id uuid,
  updated_at timestamptz,
  created_at timestamptz,
  last_accessed_at timestamptz,
  metadata jsonb
) language plpgsql stable as $fn$
declare
  v_order_by text;
  v_sort_order text;
begin
  v_order_by := case when sortcolumn in ('name', 'updated_at', 'created_at', 'last_accessed_at') then sortcolumn else 'name' end;
  v_sort_order := case when lower(sortorder) = 'desc' then 'desc' else 'asc' end;
  return query execute
    'with folders as (
       select o.path_tokens[$1] as folder
       from storage.objects o
       where o.name ilike $2 || $3 || ''%''
         and o.bucket_id = $4
         and array_length(o.path_tokens, 1) <> $1
       group by folder
       order by folder ' || v_sort_order || '
     )
     (select folder as name, null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
             null::timestamptz as last_accessed_at, null::jsonb as metadata
      from folders)
     union all
     (select o.path_tokens[$1] as name, o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata
      from storage.objects o
      where o.name ilike $2 || $3 || ''%''
        and o.bucket_id = $4
        and array_length(o.path_tokens, 1) = $1
      order by ' || quote_ident(v_order_by) || ' ' || v_sort_order || ')
     limit $5
     offset $6'
    using levels, prefix, search, bucketname, limits, offsets;
end
$fn$;
`
