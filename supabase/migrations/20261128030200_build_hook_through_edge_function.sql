-- The build hook is called by the Edge Function `call-build-hook`, never by pg_net from the
-- database host: like a webhook, its host name is resolved and every address it resolves to is
-- checked just before the request (private, loopback, link-local and the other non-internet
-- ranges refused, a failed lookup of either address family refused), redirects are not
-- followed, and the admin reads the answer's class and a fixed sentence, never a transport
-- error's text or the host's answer.
--
-- A request whose time has come is marked sent, "Queued to the build hook.", and the function
-- is asked to run (private.invoke_edge_function, once per transaction). The function claims
-- the queued requests (claim_build_hook_calls: each once, with the hook's URL and whether this
-- machine's receivers are allowed), calls the hook, and records each answer
-- (record_build_hook_call). The every-minute dispatch-publish-requests job asks the function
-- again while any queued request is unclaimed (a run that could not be started). The pg_net
-- answer job and its function are gone; net_request_id is no longer written.
-- Who may do what: claim_build_hook_calls() and record_build_hook_call() are for the service
-- role only (the function); admins still read publish_requests and call request_publish().

alter table public.publish_requests add column hook_claimed_at timestamptz;

create index publish_requests_queued_idx on public.publish_requests (requested_at)
  where status = 'sent' and hook_claimed_at is null;

create or replace function private.publish_queued_detail()
returns text
language sql
immutable
set search_path = ''
as $$
  select 'Queued to the build hook.';
$$;

create or replace function private.dispatch_publish_request(request_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
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
    return;
  end if;
  -- Sent from here on: the call counts against the window and the hourly limit at once.
  update public.publish_requests
    set status = 'sent', detail = private.publish_queued_detail(), finished_at = now()
    where id = request_id;
  perform private.invoke_edge_function('call-build-hook');
end;
$$;

-- Sends every pending request whose time has come (the every-minute job), and asks the
-- function again while a queued request waits unclaimed.
create or replace function private.dispatch_due_publish_requests()
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
  if exists (select 1 from public.publish_requests r
               where r.status = 'sent' and r.hook_claimed_at is null and r.detail = private.publish_queued_detail()) then
    perform private.invoke_edge_function('call-build-hook');
  end if;
  return sent;
end;
$$;

-- For the call-build-hook function (service role): the queued requests, each handed out once,
-- with the hook to call and whether this machine's receivers are allowed. With no hook any
-- more, the queued requests are skipped.
create function public.claim_build_hook_calls()
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  hook text := private.effective_build_hook();
  calls jsonb;
begin
  if hook is null then
    update public.publish_requests
      set status = 'skipped', detail = 'No build hook is configured.'
      where status = 'sent' and hook_claimed_at is null and detail = private.publish_queued_detail();
    return jsonb_build_object('url', null, 'allow_loopback', private.loopback_receivers_allowed(), 'calls', '[]'::jsonb);
  end if;
  with taken as (
    update public.publish_requests r set hook_claimed_at = now()
      where r.id in (
        select q.id from public.publish_requests q
          where q.status = 'sent' and q.hook_claimed_at is null and q.detail = private.publish_queued_detail()
          for update skip locked)
      returning r.id, r.reason, r.requested_at
  )
  select coalesce(jsonb_agg(jsonb_build_object('id', t.id, 'reason', t.reason, 'requested_at', t.requested_at)
                            order by t.requested_at), '[]'::jsonb)
    into calls from taken t;
  return jsonb_build_object('url', hook, 'allow_loopback', private.loopback_receivers_allowed(), 'calls', calls);
end;
$$;

revoke all on function public.claim_build_hook_calls() from public, anon, authenticated;
grant execute on function public.claim_build_hook_calls() to service_role;

-- For the call-build-hook function (service role): how a claimed call went, once. `succeeded`
-- keeps the request sent, otherwise it fails; `outcome` is the sentence the admin reads.
create function public.record_build_hook_call(request_id uuid, succeeded boolean, outcome text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if succeeded is null or coalesce(btrim(outcome), '') = '' then
    raise exception using errcode = '22023', message = 'Say whether the call succeeded, and how it went.';
  end if;
  update public.publish_requests r
    set status = case when succeeded then 'sent' else 'failed' end, detail = left(outcome, 1000)
    where r.id = request_id and r.status = 'sent' and r.hook_claimed_at is not null
      and r.detail = private.publish_queued_detail();
end;
$$;

revoke all on function public.record_build_hook_call(uuid, boolean, text) from public, anon, authenticated;
grant execute on function public.record_build_hook_call(uuid, boolean, text) to service_role;

do $$
begin
  if to_regclass('cron.job') is not null then
    perform cron.unschedule(j.jobname) from cron.job j where j.jobname = 'record-publish-answers';
  end if;
end;
$$;

drop function private.record_publish_answers();
