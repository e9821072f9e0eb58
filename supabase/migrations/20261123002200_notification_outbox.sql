-- The notification outbox: one row per inquiry and destination, written by a trigger in the
-- same transaction that stores the inquiry, so an inquiry never exists without its
-- notifications and no notification exists for an inquiry that was not stored. The delivery
-- Edge Function (supabase/functions/deliver-notifications) sends the rows and records each
-- attempt here; the admin's inquiry card shows their state.
-- Who may do what: admins read. Nobody writes through the API: the trigger adds rows, the
-- service role changes them through the delivery functions (next migration), and an admin
-- retries a failed one only through public.retry_notification. Visitors and signed-in
-- non-admins have no access.

create table public.notification_outbox (
  -- Also the idempotency key receivers get: one notification, one id, however many attempts.
  id uuid primary key default gen_random_uuid(),
  inquiry_id uuid not null references public.customer_inquiries (id) on delete cascade,
  destination_id uuid references public.notification_destinations (id) on delete set null,
  -- Kept with the row so the card still names a destination that was removed since.
  destination_kind text not null check (destination_kind in ('webhook', 'email')),
  destination_name text not null,
  event text not null check (event in ('inquiry.created', 'inquiry.reminder')),
  -- The inquiry row as stored (to_jsonb), so every column it has reaches the receivers.
  payload jsonb not null,
  -- pending: due now; sending: claimed by a delivery run until locked_until; retrying: an
  -- attempt failed, the next is due at next_attempt_at; delivered; failed: gave up.
  state text not null default 'pending'
    check (state in ('pending', 'sending', 'retrying', 'delivered', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_attempt_at timestamptz,
  last_error text check (char_length(last_error) <= 500),
  delivered_at timestamptz,
  created_at timestamptz not null default now()
);

-- One notification per inquiry, destination and event: a reminder is never queued twice.
create unique index notification_outbox_once_idx
  on public.notification_outbox (inquiry_id, destination_id, event);
-- What a delivery run looks for.
create index notification_outbox_due_idx
  on public.notification_outbox (next_attempt_at) where state in ('pending', 'retrying', 'sending');

alter table public.notification_outbox enable row level security;
revoke all on table public.notification_outbox from anon, authenticated;
grant select on table public.notification_outbox to authenticated;

create policy "Admins can read notifications"
  on public.notification_outbox for select to authenticated
  using ((select private.is_admin()));

-- Asks for a delivery run now. The local stack (supabase/local) listens on the
-- edge_function_invocation channel and calls the function; hosted Supabase has no listener,
-- and pg_net posts to the Edge Function after the transaction commits, with the project URL
-- and service-role key kept in Vault (README: hosted setup). Without pg_net or those secrets,
-- the pg_cron job (every minute) is what delivers.
create function private.request_notification_delivery()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  project_url text;
  service_key text;
begin
  perform pg_notify('edge_function_invocation', 'deliver-notifications');
  if to_regprocedure('net.http_post(text,jsonb,jsonb,jsonb,integer)') is null
     or to_regclass('vault.decrypted_secrets') is null then
    return;
  end if;
  execute 'select decrypted_secret from vault.decrypted_secrets where name = $1' into project_url using 'project_url';
  execute 'select decrypted_secret from vault.decrypted_secrets where name = $1' into service_key using 'service_role_key';
  if project_url is null or service_key is null then
    return;
  end if;
  execute 'select net.http_post(url := $1, body := $2, headers := $3, timeout_milliseconds := 5000)'
    using rtrim(project_url, '/') || '/functions/v1/deliver-notifications',
          '{}'::jsonb,
          jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || service_key);
end;
$$;

revoke all on function private.request_notification_delivery() from public, anon, authenticated;

-- One request per statement that added rows, however many it added.
create function private.request_delivery_for_new_notifications()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from added) then
    perform private.request_notification_delivery();
  end if;
  return null;
end;
$$;

revoke all on function private.request_delivery_for_new_notifications() from public, anon, authenticated;

create trigger notification_outbox_request_delivery
  after insert on public.notification_outbox
  referencing new table as added
  for each statement execute function private.request_delivery_for_new_notifications();

-- Bulk loads by the service role (the local seeding script, imports) may ask for no
-- notifications with the request header `X-Notifications: off`. A visitor's request can
-- never: it is not the service role.
create function private.notifications_suppressed()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(auth.role(), '') = 'service_role'
     and lower(coalesce(nullif(current_setting('request.headers', true), '')::jsonb ->> 'x-notifications', '')) = 'off';
$$;

revoke all on function private.notifications_suppressed() from public, anon, authenticated;

-- Queues one notification per enabled destination for every stored inquiry, except those
-- judged spam when stored (a 'screening' column, when the table has one, says 'spam'): they
-- are kept for review, never announced. to_jsonb(new) carries whatever columns the table has.
create function private.queue_inquiry_notifications()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  inquiry jsonb := to_jsonb(new);
begin
  if inquiry ->> 'screening' = 'spam' or private.notifications_suppressed() then
    return null;
  end if;
  insert into public.notification_outbox (inquiry_id, destination_id, destination_kind, destination_name, event, payload)
    select new.id, d.id, d.kind, d.name, 'inquiry.created', inquiry
    from public.notification_destinations d
    where d.enabled;
  return null;
end;
$$;

revoke all on function private.queue_inquiry_notifications() from public, anon, authenticated;

create trigger customer_inquiries_queue_notifications
  after insert on public.customer_inquiries
  for each row execute function private.queue_inquiry_notifications();
