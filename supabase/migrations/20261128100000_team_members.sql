-- The team: the Supabase Auth users who may use the back office, each with one role.
--   admin:  everything, the team included.
--   editor: content (portfolios, blogs, site media, publishing).
--   sales:  the leads they own.
-- A deactivated member keeps their row (their leads still name them) but has no role at all:
-- every policy and RPC asks member_role() at each request, so a token issued before the
-- deactivation is refused at the next request.
-- Who may do what on this table: admins read every row, an active member reads their own; nobody
-- writes it through the API (the team RPCs and the invite-member Edge Function do).
-- It replaces public.admins, whose rows become admins.

create table public.team_members (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email text not null check (char_length(email) between 3 and 254),
  display_name text not null check (char_length(btrim(display_name)) between 1 and 200),
  role text not null check (role in ('admin', 'editor', 'sales')),
  active boolean not null default true,
  invited_at timestamptz,
  created_at timestamptz not null default now(),
  deactivated_at timestamptz,
  -- deactivated_at is kept by the trigger below: set when a member is deactivated, cleared
  -- when they are reactivated.
  constraint team_members_deactivated_at_when_inactive check ((deactivated_at is null) = active)
);

comment on table public.team_members is
  'Back-office members and their role (admin, editor, sales). Written by the team RPCs only.';

create index team_members_active_role_idx on public.team_members (role) where active;

insert into public.team_members (user_id, email, display_name, role, created_at)
select a.user_id,
       coalesce(u.email, ''),
       coalesce(nullif(split_part(u.email, '@', 1), ''), 'Admin'),
       'admin',
       a.created_at
  from public.admins a
  join auth.users u on u.id = a.user_id;

-- The caller's role while they are an active member, else null (visitors, signed-in users who
-- are not members, deactivated members). Every role check below goes through it.
-- security definer: it reads team_members whatever the caller may read; the empty search_path
-- keeps anything in the caller's path from shadowing the table.
create function private.member_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select m.role from public.team_members m where m.user_id = (select auth.uid()) and m.active;
$$;

revoke all on function private.member_role() from public, anon;
grant execute on function private.member_role() to authenticated, service_role;

-- is_admin() keeps its name so every existing admin policy and RPC keeps its meaning: an
-- active admin. coalesce: `if not private.is_admin()` must refuse a non-member, never skip.
create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(private.member_role() = 'admin', false);
$$;

revoke all on function private.is_admin() from public, anon;
grant execute on function private.is_admin() to authenticated;

-- Content (portfolios, blogs, media, publishing) is edited by admins and editors.
create function private.is_content_editor()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(private.member_role() in ('admin', 'editor'), false);
$$;

revoke all on function private.is_content_editor() from public, anon;
grant execute on function private.is_content_editor() to authenticated;

-- Sales members see and follow up the leads they own.
create function private.is_sales()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(private.member_role() = 'sales', false);
$$;

revoke all on function private.is_sales() from public, anon;
grant execute on function private.is_sales() to authenticated;

-- The last active admin stays one: demoting or deactivating them is refused whoever asks (an
-- admin through the RPCs, or SQL and the service role directly), so the team can always be
-- managed. The advisory lock makes two admins demoting each other at once take turns.
-- Removing a member's row (or their auth user) is not a demotion and stays possible for
-- whoever runs the project.
create function private.guard_team_member_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.active is distinct from old.active then
    new.deactivated_at := case when new.active then null else now() end;
  end if;
  if old.role = 'admin' and old.active and (new.role <> 'admin' or not new.active) then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.team_members last admin'));
    if not exists (
      select 1 from public.team_members m
       where m.role = 'admin' and m.active and m.user_id <> old.user_id
    ) then
      raise exception using errcode = 'P0001',
        message = 'The last active admin cannot be demoted or deactivated.';
    end if;
  end if;
  return new;
end;
$$;

revoke all on function private.guard_team_member_change() from public, anon, authenticated;

create trigger team_members_guard
  before update on public.team_members
  for each row execute function private.guard_team_member_change();

alter table public.team_members enable row level security;
revoke all on table public.team_members from anon, authenticated;
grant select on table public.team_members to authenticated;

create policy "Admins can read the team"
  on public.team_members for select to authenticated
  using ((select private.is_admin()));

create policy "Members can read their own row"
  on public.team_members for select to authenticated
  using (user_id = (select auth.uid()) and active);

drop table public.admins;
