-- What publishing may send, and how often.
--
-- 1. The build hook an admin sets is an https address, everywhere: the column's CHECK,
--    set_publish_settings() and the pg_net dispatch all say so (plain http to this machine is
--    no longer accepted "for local tests": the local development stack keeps its own receiver
--    in private.local_stack_settings, which only the stack writes, at start).
-- 2. Builds are coalesced: at most one build hook call per window (publish_window_seconds,
--    default 60). A request made within the window after the last call waits for the window's
--    end, and every request made while one waits joins it (one build carries all their
--    changes). At most builds_per_hour calls (default 10) in any hour: past it, the waiting
--    request is sent once the oldest call of the hour is an hour old. The back office shows
--    the count and the limit on the dashboard, and the time a waiting request goes out.
--    An operator changes either number in the SQL editor:
--      update private.publish_settings set publish_window_seconds = 120, builds_per_hour = 6;
--
-- Who may do what: unchanged. publish_settings and local_stack_settings: nobody through the
-- API; admins through get_publish_settings() and set_publish_settings(). publish_requests:
-- admins read; rows are written by request_publish(), the auto-publish trigger and the
-- scheduled-content job, and updated by whatever sends them (pg_net here, the local stack).

update private.publish_settings set build_hook_url = null where build_hook_url !~ '^https://';
alter table private.publish_settings drop constraint publish_settings_build_hook_url_check;
alter table private.publish_settings add constraint publish_settings_build_hook_url_check
  check (build_hook_url ~ '^https://[^[:space:]/?#]+[^[:space:]]*$' and char_length(build_hook_url) <= 2000);

alter table private.publish_settings
  add column publish_window_seconds integer not null default 60 check (publish_window_seconds between 0 and 3600),
  add column builds_per_hour integer not null default 10 check (builds_per_hour between 1 and 120);

-- When a pending request may be sent; requests recorded before this migration have none.
alter table public.publish_requests add column send_after timestamptz;

-- The hook requests go to: the admin's, else the local development stack's own receiver.
create function private.effective_build_hook()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select s.build_hook_url from private.publish_settings s where s.id),
    (select l.build_hook_url from private.local_stack_settings l where l.id));
$$;

revoke all on function private.effective_build_hook() from public, anon, authenticated;

-- Build hook calls in the last hour (sent or failed: either reached out to the host).
create function private.build_calls_last_hour()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.publish_requests
    where status in ('sent', 'failed') and finished_at > now() - interval '1 hour';
$$;

revoke all on function private.build_calls_last_hour() from public, anon, authenticated;

-- The earliest time the next build hook call may go out: after the window that follows the
-- last call, and within the hourly limit.
create function private.next_build_slot()
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  with settings as (select s.publish_window_seconds, s.builds_per_hour from private.publish_settings s where s.id),
  calls as (
    select r.finished_at from public.publish_requests r
      where r.status in ('sent', 'failed') and r.finished_at > now() - interval '1 hour')
  select greatest(
    now(),
    (select max(c.finished_at) from calls c) + make_interval(secs => (select publish_window_seconds from settings)),
    (select c.finished_at from calls c order by c.finished_at desc
       offset (select builds_per_hour - 1 from settings) limit 1) + interval '1 hour');
$$;

revoke all on function private.next_build_slot() from public, anon, authenticated;

-- Sends a pending request whose time has come. With pg_net (hosted Supabase) the POST to the
-- admin's https hook is queued here and sent by pg_net's worker; without it the request stays
-- pending for an outside sender (the local development stack's publish worker).
create or replace function private.dispatch_publish_request(request_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook text := (select s.build_hook_url from private.publish_settings s where s.id);
  request public.publish_requests;
begin
  select * into request from public.publish_requests where id = request_id and status = 'pending';
  if not found or request.send_after > now() then
    return;
  end if;
  if private.effective_build_hook() is null then
    update public.publish_requests
      set status = 'skipped', detail = 'No build hook is configured.', finished_at = now()
      where id = request_id;
  elsif hook ~ '^https://' and exists (select 1 from pg_catalog.pg_extension where extname = 'pg_net') then
    -- Dynamic, so this function compiles where pg_net is not installed.
    execute 'select net.http_post(url := $1, body := $2, headers := $3)'
      using hook,
            jsonb_build_object('reason', request.reason, 'requested_at', request.requested_at),
            jsonb_build_object('Content-Type', 'application/json');
    update public.publish_requests
      set status = 'sent', detail = 'Queued to the build hook by pg_net.', finished_at = now()
      where id = request_id;
  end if;
end;
$$;

-- Sends every pending request whose time has come (the every-minute job below).
create function private.dispatch_due_publish_requests()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  due uuid;
  sent integer := 0;
begin
  for due in
    select r.id from public.publish_requests r
      where r.status = 'pending' and coalesce(r.send_after, r.requested_at) <= now()
      order by r.requested_at
  loop
    perform private.dispatch_publish_request(due);
    sent := sent + 1;
  end loop;
  return sent;
end;
$$;

revoke all on function private.dispatch_due_publish_requests() from public, anon, authenticated;

-- A publish request: skipped when no hook is set; otherwise the one waiting request, which
-- this one joins, or a new one, sent now or when the window and the hourly limit allow.
create or replace function private.create_publish_request(why text)
returns public.publish_requests
language plpgsql
security definer
set search_path = ''
as $$
declare
  created public.publish_requests;
  slot timestamptz;
begin
  if private.effective_build_hook() is null then
    insert into public.publish_requests (reason, requested_by, status, detail, finished_at)
      values (why, (select auth.uid()), 'skipped', 'No build hook is configured.', now())
      returning * into created;
    return created;
  end if;
  -- One waiting request at a time: concurrent callers queue on this lock.
  lock table public.publish_requests in share row exclusive mode;
  select * into created from public.publish_requests r
    where r.status = 'pending' order by r.requested_at limit 1;
  if found then
    return created;
  end if;
  slot := private.next_build_slot();
  insert into public.publish_requests (reason, requested_by, send_after, detail)
    values (why, (select auth.uid()), slot,
      case
        when slot <= now() then null
        when private.build_calls_last_hour() >= (select s.builds_per_hour from private.publish_settings s where s.id)
          then format('The limit of %s builds an hour is reached: this one waits for a free slot, and every change made until then goes with it.',
                      (select s.builds_per_hour from private.publish_settings s where s.id))
        else 'Waits for the end of the minute after the last build; every change made until then goes with it.'
      end)
    returning * into created;
  perform private.dispatch_publish_request(created.id);
  select * into created from public.publish_requests where id = created.id;
  return created;
end;
$$;

-- What an admin may know of the settings: whether a hook is set, its host, auto-publish, and
-- the hourly limit with the calls made in the last hour.
create or replace function public.get_publish_settings()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  settings private.publish_settings;
  hook text := private.effective_build_hook();
begin
  perform private.require_admin('read the publish settings');
  select * into settings from private.publish_settings where id;
  return jsonb_build_object(
    'hook_configured', hook is not null,
    'hook_host', substring(hook from '^https?://([^/:?#]+)'),
    'auto_publish', settings.auto_publish,
    'builds_per_hour', settings.builds_per_hour,
    'builds_last_hour', private.build_calls_last_hour()
  );
end;
$$;

-- Changes the settings: a null argument leaves that setting as it is; clear_hook removes the
-- hook. A hook must be an https address.
create or replace function public.set_publish_settings(
  build_hook_url text default null,
  auto_publish boolean default null,
  clear_hook boolean default false
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  hook text := nullif(btrim(build_hook_url), '');
begin
  perform private.require_admin('change the publish settings');
  if hook is not null and hook !~ '^https://[^[:space:]/?#]+[^[:space:]]*$' then
    raise exception 'The build hook must be an https:// address.' using errcode = '22023';
  end if;
  if char_length(hook) > 2000 then
    raise exception 'The build hook address is too long.' using errcode = '22023';
  end if;
  update private.publish_settings s set
    build_hook_url = case when clear_hook then null else coalesce(hook, s.build_hook_url) end,
    auto_publish = coalesce(set_publish_settings.auto_publish, s.auto_publish),
    updated_at = now()
  where s.id;
  return public.get_publish_settings();
end;
$$;

-- Every minute on hosted Supabase, where pg_cron is preloaded: sends the requests that waited
-- for their window. Where it is not, this does nothing: the local stack's publish worker sends
-- due requests itself.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and coalesce(current_setting('shared_preload_libraries', true), '') like '%pg_cron%' then
    create extension if not exists pg_cron with schema pg_catalog;
    perform cron.schedule('dispatch-publish-requests', '* * * * *', 'select private.dispatch_due_publish_requests()');
  end if;
end
$$;
