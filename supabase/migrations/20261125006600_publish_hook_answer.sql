-- A publish request records the build hook's answer again. The dispatch keeps pg_net's request
-- id on the request (`net_request_id`, the bigint `net.http_post` returns) and marks it sent,
-- "Queued to the build hook by pg_net."; a job every 10 seconds copies pg_net's answer from
-- `net._http_response` onto each request still saying so: a 2xx answer keeps it sent, "The build
-- hook answered <code>."; any other code fails it with the same sentence; a timeout or a network
-- error fails it with "The build hook could not be reached: <error>". pg_net keeps answers for
-- hours, so a request whose answer is gone keeps the queued sentence.
-- Who may do what: unchanged. Admins read publish requests (the new column included: a number
-- meaningful only inside the database); nothing here is callable through the API.

alter table public.publish_requests add column net_request_id bigint;

-- What a request says between its call and the hook's answer: one sentence, so the job finds
-- exactly the requests still waiting.
create function private.publish_queued_detail()
returns text
language sql
immutable
set search_path = ''
as $$
  select 'Queued to the build hook by pg_net.';
$$;

revoke all on function private.publish_queued_detail() from public, anon, authenticated, service_role;

create or replace function private.dispatch_publish_request(request_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook text := private.effective_build_hook();
  request public.publish_requests;
  net_id bigint;
begin
  select * into request from public.publish_requests where id = request_id and status = 'pending';
  if not found or request.send_after > now() then
    return;
  end if;
  if hook is null then
    update public.publish_requests
      set status = 'skipped', detail = 'No build hook is configured.', finished_at = now()
      where id = request_id;
  elsif to_regprocedure('net.http_post(text,jsonb,jsonb,jsonb,integer)') is not null then
    -- Dynamic, so this function compiles where pg_net is not installed.
    execute 'select net.http_post(url := $1, body := $2, headers := $3)'
      into net_id
      using hook,
            jsonb_build_object('reason', request.reason, 'requested_at', request.requested_at),
            jsonb_build_object('Content-Type', 'application/json');
    update public.publish_requests
      set status = 'sent', detail = private.publish_queued_detail(), finished_at = now(), net_request_id = net_id
      where id = request_id;
  end if;
end;
$$;

create function private.record_publish_answers()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  recorded integer;
begin
  if to_regclass('net._http_response') is null then
    return 0;
  end if;
  -- Dynamic, so this function compiles where pg_net is not installed.
  execute $sql$
    with answered as (
      update public.publish_requests r
        set status = case when a.status_code between 200 and 299 then 'sent' else 'failed' end,
            detail = case
              when a.status_code is not null and not coalesce(a.timed_out, false)
                then format('The build hook answered %s.', a.status_code)
              else left('The build hook could not be reached: ' || coalesce(a.error_msg, 'timed out'), 1000)
            end
        from net._http_response a
        where a.id = r.net_request_id and r.status = 'sent' and r.detail = private.publish_queued_detail()
        returning 1
    )
    select count(*)::integer from answered
  $sql$ into recorded;
  return recorded;
end;
$$;

revoke all on function private.record_publish_answers() from public, anon, authenticated;

do $$
begin
  if to_regnamespace('cron') is not null then
    -- cron.schedule replaces a job of the same name, so running this again is harmless.
    perform cron.schedule('record-publish-answers', '10 seconds', 'select private.record_publish_answers()');
  end if;
end;
$$;
