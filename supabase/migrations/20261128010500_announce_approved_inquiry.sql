-- A held (or spam) inquiry an admin moves to the inbox (screening becomes 'clear': Approve, Not
-- spam) is announced then like a new one: one 'inquiry.created' notification per enabled
-- destination, in the same transaction, unless it was announced before (one per inquiry,
-- destination and event, as ever). Not when it is in the trash, nor for bulk loads that asked
-- for no notifications.
-- Its speed-to-lead reminder counts from that announcement: a reminder is due the configured
-- number of hours after the inquiry was first announced (for an inquiry clear on arrival,
-- that is when it arrived), and only within a week of being due.
-- Who may do what: unchanged (admins update inquiries; the trigger, a security definer
-- function, writes the outbox; the reminders run for the service role and pg_cron only).

create function private.announce_approved_inquiry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.screening <> 'clear' or old.screening = 'clear' or new.deleted_at is not null
     or private.notifications_suppressed() then
    return null;
  end if;
  insert into public.notification_outbox (inquiry_id, destination_id, destination_kind, destination_name, event, payload)
    select new.id, d.id, d.kind, d.name, 'inquiry.created', private.inquiry_notification_payload(new)
    from public.notification_destinations d
    where d.enabled
    on conflict do nothing;
  return null;
end;
$$;

revoke all on function private.announce_approved_inquiry() from public, anon, authenticated;

create trigger customer_inquiries_announce_approved
  after update of screening on public.customer_inquiries
  for each row execute function private.announce_approved_inquiry();

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
    join lateral (
      select min(o.created_at) as at from public.notification_outbox o
      where o.inquiry_id = i.id and o.event = 'inquiry.created'
    ) announced on announced.at is not null
    cross join public.notification_destinations d
    where d.enabled
      and i.status = 'new'
      and i.screening = 'clear'
      and i.deleted_at is null
      and i.created_at <= now() - make_interval(hours => hours)
      and announced.at <= now() - make_interval(hours => hours)
      and announced.at > now() - make_interval(hours => hours) - interval '7 days'
      and not exists (select 1 from public.notification_outbox o where o.inquiry_id = i.id and o.event = 'inquiry.reminder')
    on conflict do nothing;
  get diagnostics queued = row_count;
  return queued;
end;
$$;
