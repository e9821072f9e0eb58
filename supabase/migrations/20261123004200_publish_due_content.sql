-- Scheduled projects and posts whose time has come are marked published, and the public pages
-- are asked to rebuild (a publish request with reason 'scheduled'), since they are built from
-- what visitors may read and a due item now belongs in them. Visitors reading the API see it
-- from publish_at on anyway (the read policies). Returns how many rows changed.
-- Who may run it: nobody through the API; pg_cron (hosted Supabase) or the local stack's timer.

create function private.publish_due_content()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  projects integer;
  posts integer;
begin
  update public.portfolios set status = 'published'
    where status = 'scheduled' and publish_at <= now();
  get diagnostics projects = row_count;
  update public.blogs set status = 'published'
    where status = 'scheduled' and publish_at <= now();
  get diagnostics posts = row_count;
  -- With auto-publish on, the updates above have already asked for a rebuild (its trigger).
  if projects + posts > 0 and not coalesce((select s.auto_publish from private.publish_settings s where s.id), false) then
    perform private.create_publish_request('scheduled');
  end if;
  return projects + posts;
end;
$$;

revoke all on function private.publish_due_content() from public, anon, authenticated;

-- Every minute on hosted Supabase, where pg_cron is preloaded (Integrations -> Cron). Where it
-- is not (the embedded local stack, a plain PostgreSQL), this does nothing: the local stack
-- runs the function on start and on a timer instead.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and coalesce(current_setting('shared_preload_libraries', true), '') like '%pg_cron%' then
    create extension if not exists pg_cron with schema pg_catalog;
    perform cron.schedule('publish-due-content', '* * * * *', 'select private.publish_due_content()');
  end if;
end
$$;
