-- Held and spam inquiries are quiet. A flood of held inquiries used to send one message per
-- inquiry to every destination, burying real leads and spending the email provider's quota.
--   spam  never announced (as before).
--   held  announced as a digest: at most one per destination per hour, carrying only a count
--         (payload {"held_count": n}) and, when sent, a link to the held list in the back
--         office; no visitor input, so nothing in it can be shaped by a visitor. The first
--         held inquiry of a destination's hour queues the digest, due 5 minutes later; the
--         held inquiries that arrive while it waits add to its count. Held inquiries that
--         arrive after it went out that hour are in the list it links to.
--   No speed-to-lead reminder for anything but a clear inquiry.
-- The digest row names the held inquiry that opened it (inquiry_id), so removing that
-- inquiry removes the digest with it, as every notification of an inquiry.
-- Who may do what: unchanged (admins read the outbox; the trigger and the service role's
-- delivery functions write it).

alter table public.notification_outbox drop constraint notification_outbox_event_check;
alter table public.notification_outbox add constraint notification_outbox_event_check
  check (event in ('inquiry.created', 'inquiry.reminder', 'inquiry.held_digest'));

create index notification_outbox_held_digest_idx
  on public.notification_outbox (destination_id, created_at desc) where event = 'inquiry.held_digest';

create or replace function private.queue_inquiry_notifications()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  digest_window constant interval := interval '1 hour';
  digest_gathers constant interval := interval '5 minutes';
begin
  if new.screening = 'spam' or private.notifications_suppressed() then
    return null;
  end if;
  if new.screening = 'held' then
    update public.notification_outbox o
      set payload = pg_catalog.jsonb_build_object('held_count', coalesce((o.payload ->> 'held_count')::integer, 0) + 1)
      where o.event = 'inquiry.held_digest'
        and o.state = 'pending'
        and o.created_at > now() - digest_window;
    insert into public.notification_outbox (inquiry_id, destination_id, destination_kind, destination_name, event, payload, next_attempt_at)
      select new.id, d.id, d.kind, d.name, 'inquiry.held_digest', pg_catalog.jsonb_build_object('held_count', 1), now() + digest_gathers
      from public.notification_destinations d
      where d.enabled
        and not exists (
          select 1 from public.notification_outbox o
          where o.destination_id = d.id and o.event = 'inquiry.held_digest' and o.created_at > now() - digest_window);
    return null;
  end if;
  insert into public.notification_outbox (inquiry_id, destination_id, destination_kind, destination_name, event, payload)
    select new.id, d.id, d.kind, d.name, 'inquiry.created', private.inquiry_notification_payload(new)
    from public.notification_destinations d
    where d.enabled;
  return null;
end;
$$;

create or replace function public.queue_notification_reminders()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  hours integer;
  queued integer;
begin
  select s.reminder_after_hours into hours from public.notification_settings s;
  if hours is null then
    return 0;
  end if;
  insert into public.notification_outbox (inquiry_id, destination_id, destination_kind, destination_name, event, payload)
    select i.id, d.id, d.kind, d.name, 'inquiry.reminder', private.inquiry_notification_payload(i)
    from public.customer_inquiries i
    cross join public.notification_destinations d
    where d.enabled
      and i.status = 'new'
      and i.screening = 'clear'
      and i.deleted_at is null
      and i.created_at <= now() - make_interval(hours => hours)
      and i.created_at > now() - make_interval(hours => hours) - interval '7 days'
      and exists (select 1 from public.notification_outbox o where o.inquiry_id = i.id and o.event = 'inquiry.created')
      and not exists (select 1 from public.notification_outbox o where o.inquiry_id = i.id and o.event = 'inquiry.reminder')
    on conflict do nothing;
  get diagnostics queued = row_count;
  return queued;
end;
$$;
