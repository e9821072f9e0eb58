-- What a notification carries of its inquiry: the row as stored, minus what only the database
-- needs. client_hash (a salted hash of the visitor's network address, kept only to count one
-- network's recent inquiries) and screening_reason (which flood or bot rule decided) never
-- leave it: the outbox is read by admins through the API and its payload is sent to webhooks
-- and email inboxes outside the agency's control. Whether an inquiry was held still travels
-- (screening), so receivers can say so.
-- Also: an inquiry an admin has since marked as spam gets no reminder.
-- Who may do what: unchanged (the functions below run only from the trigger and for the
-- service role, as before).

create function private.inquiry_notification_payload(inquiry public.customer_inquiries)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select to_jsonb(inquiry) - array['client_hash', 'screening_reason']
$$;

revoke all on function private.inquiry_notification_payload(public.customer_inquiries) from public, anon, authenticated;

create or replace function private.queue_inquiry_notifications()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.screening = 'spam' or private.notifications_suppressed() then
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
      and i.screening <> 'spam'
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

-- Notifications already queued lose the same keys.
update public.notification_outbox
  set payload = payload - array['client_hash', 'screening_reason']
  where payload ?| array['client_hash', 'screening_reason'];
