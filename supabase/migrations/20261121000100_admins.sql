-- Admins: the Supabase Auth users who may use the back office.
-- Who may do what: an admin may read the list; nobody writes it through the API
-- (admins are added with SQL by whoever runs the project, see README).

create table public.admins (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

comment on table public.admins is 'Supabase Auth users allowed into /admin. Managed with SQL only.';

-- is_admin() lives outside the exposed schema so PostgREST never offers it as an RPC.
-- security definer: it reads admins whatever the caller may read; search_path is empty
-- so nothing in the caller's path can shadow the tables it names.
create schema if not exists private;
grant usage on schema private to authenticated;

create function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.admins a where a.user_id = (select auth.uid()));
$$;

revoke all on function private.is_admin() from public, anon;
grant execute on function private.is_admin() to authenticated;

alter table public.admins enable row level security;
revoke all on table public.admins from anon, authenticated;
grant select on table public.admins to authenticated;

create policy "Admins can read the admin list"
  on public.admins for select to authenticated
  using ((select private.is_admin()));
