-- A log of changes to the published content (projects and blog posts), so the back office can
-- say how many changes the public pages do not show yet: "N changes since the public pages
-- were built at T".
-- Who may do what: nobody reads or writes the log through the API; the triggers below write it
-- and admins ask content_changes_since() for a count.

create table private.content_changes (
  id bigint generated always as identity primary key,
  table_name text not null check (table_name in ('portfolios', 'blogs')),
  row_id uuid not null,
  operation text not null check (operation in ('insert', 'update', 'delete')),
  changed_at timestamptz not null default now()
);

create index content_changes_changed_at_idx on private.content_changes (changed_at);

alter table private.content_changes enable row level security;
revoke all on table private.content_changes from public, anon, authenticated;

-- security definer: the admin's update must be logged although the admin cannot write the log.
create function private.log_content_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.content_changes (table_name, row_id, operation)
  values (tg_table_name, coalesce(new.id, old.id), lower(tg_op));
  return null;
end;
$$;

revoke all on function private.log_content_change() from public, anon, authenticated;

create trigger portfolios_log_change
  after insert or update or delete on public.portfolios
  for each row execute function private.log_content_change();

create trigger blogs_log_change
  after insert or update or delete on public.blogs
  for each row execute function private.log_content_change();

-- Refuses callers who are not admins (SQLSTATE 42501), naming what they tried to do; for the
-- security definer functions admins call, which would otherwise run with the owner's rights.
create function private.require_admin(action text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins can %', action using errcode = '42501';
  end if;
end;
$$;

revoke all on function private.require_admin(text) from public, anon, authenticated;

-- The changes after `since` (all of them when null): how many, and when the latest was.
-- Admins only; anyone else gets a permission error.
create function public.content_changes_since(since timestamptz default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  perform private.require_admin('read content changes');
  select jsonb_build_object('count', count(*), 'latest', max(c.changed_at))
    into result
    from private.content_changes c
    where since is null or c.changed_at > since;
  return result;
end;
$$;

revoke all on function public.content_changes_since(timestamptz) from public, anon;
grant execute on function public.content_changes_since(timestamptz) to authenticated;
