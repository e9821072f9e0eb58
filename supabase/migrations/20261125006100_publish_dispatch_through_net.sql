-- A pending publish request whose time has come is sent to the effective build hook through
-- pg_net wherever `net.http_post` exists (the request goes out after the transaction commits)
-- and recorded as sent; without it the request stays pending. Which hook, the window and the
-- hourly limit are unchanged.
-- Who may do what: unchanged; nothing here is reachable through the API (publish requests are
-- made by request_publish(), the auto-publish trigger and the scheduled-content job).

create or replace function private.dispatch_publish_request(request_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook text := private.effective_build_hook();
  request public.publish_requests;
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
      using hook,
            jsonb_build_object('reason', request.reason, 'requested_at', request.requested_at),
            jsonb_build_object('Content-Type', 'application/json');
    update public.publish_requests
      set status = 'sent', detail = 'Queued to the build hook by pg_net.', finished_at = now()
      where id = request_id;
  end if;
end;
$$;

revoke all on function private.dispatch_publish_request(uuid) from public, anon, authenticated;
