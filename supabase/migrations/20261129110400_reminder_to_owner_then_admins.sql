-- The speed-to-lead reminder goes to the lead's owner while they are an active sales member
-- (else to the configured destinations, as before), the configured hours after the lead was
-- first announced. A lead still untouched (status new, first_touched_at null: no status
-- change, note or meeting) escalate_after_hours after its reminder was queued is escalated to
-- every active admin by email ('inquiry.escalated'), once. Each is queued once per lead and
-- only within a week of being due (an old backlog is not sent).
-- Once a lead is touched its pending reminders and escalations are removed from the queue
-- unsent (a claimed one is no longer "still claimed", so the delivery run drops it).
-- Who may do what: unchanged (queue_notification_reminders and notification_delivery_settings:
-- the service role's delivery function; the touch trigger runs for whoever touches the lead).

create function private.queue_due_reminders(hours integer)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  queued integer;
begin
  with due as (
    select i as inquiry, m.email as owner_email, m.display_name as owner_name
    from public.customer_inquiries i
    join lateral (
      select min(o.created_at) as at from public.notification_outbox o
      where o.inquiry_id = i.id and o.event = 'inquiry.created'
    ) announced on announced.at is not null
    left join public.team_members m on m.user_id = i.owner_id and m.active and m.role = 'sales'
    where i.status = 'new'
      and i.first_touched_at is null
      and i.screening = 'clear'
      and i.deleted_at is null
      and i.created_at <= now() - make_interval(hours => hours)
      and announced.at <= now() - make_interval(hours => hours)
      and announced.at > now() - make_interval(hours => hours) - interval '7 days'
      and not exists (select 1 from public.notification_outbox o where o.inquiry_id = i.id and o.event = 'inquiry.reminder')
  )
  insert into public.notification_outbox (inquiry_id, destination_id, destination_kind, destination_name, event, payload, recipient_email)
    select (due.inquiry).id, null, 'email', due.owner_name || ' (owner)', 'inquiry.reminder',
      private.inquiry_notification_payload(due.inquiry), due.owner_email
    from due
    where due.owner_email is not null
    union all
    select (due.inquiry).id, d.id, d.kind, d.name, 'inquiry.reminder', private.inquiry_notification_payload(due.inquiry), null
    from due
    cross join public.notification_destinations d
    where due.owner_email is null and d.enabled
    on conflict do nothing;
  get diagnostics queued = row_count;
  return queued;
end;
$$;

revoke all on function private.queue_due_reminders(integer) from public, anon, authenticated;

create function private.queue_due_escalations(hours integer)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  queued integer;
begin
  insert into public.notification_outbox (inquiry_id, destination_id, destination_kind, destination_name, event, payload, recipient_email)
    select i.id, null, 'email', m.display_name || ' (admin)', 'inquiry.escalated', private.inquiry_notification_payload(i), m.email
    from public.customer_inquiries i
    join lateral (
      select min(o.created_at) as at from public.notification_outbox o
      where o.inquiry_id = i.id and o.event = 'inquiry.reminder'
    ) reminded on reminded.at is not null
    cross join public.team_members m
    where m.role = 'admin'
      and m.active
      and i.status = 'new'
      and i.first_touched_at is null
      and i.screening = 'clear'
      and i.deleted_at is null
      and reminded.at <= now() - make_interval(hours => hours)
      and reminded.at > now() - make_interval(hours => hours) - interval '7 days'
      and not exists (select 1 from public.notification_outbox o where o.inquiry_id = i.id and o.event = 'inquiry.escalated')
    on conflict do nothing;
  get diagnostics queued = row_count;
  return queued;
end;
$$;

revoke all on function private.queue_due_escalations(integer) from public, anon, authenticated;

create or replace function public.queue_notification_reminders()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  s public.notification_settings;
  queued integer;
begin
  select * into s from public.notification_settings;
  if s.reminder_after_hours is null then
    return 0;
  end if;
  queued := private.queue_due_reminders(s.reminder_after_hours);
  if s.escalate_after_hours is not null then
    queued := queued + private.queue_due_escalations(s.escalate_after_hours);
  end if;
  return queued;
end;
$$;

revoke all on function public.queue_notification_reminders() from public, anon, authenticated;
grant execute on function public.queue_notification_reminders() to service_role;

create or replace function public.notification_delivery_settings()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'reminder_after_hours', s.reminder_after_hours,
    'escalate_after_hours', s.escalate_after_hours,
    'email_from', s.email_from,
    'site_url', s.site_url,
    'email_api_key', (select k.email_api_key from private.notification_settings_secrets k),
    'destinations', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', d.id, 'kind', d.kind, 'name', d.name, 'enabled', d.enabled,
        'webhook_url', d.webhook_url, 'email_recipients', to_jsonb(d.email_recipients),
        'signing_secret', x.signing_secret) order by d.created_at)
      from public.notification_destinations d
      left join private.notification_destination_secrets x on x.destination_id = d.id
    ), '[]'::jsonb))
  from public.notification_settings s;
$$;

revoke all on function public.notification_delivery_settings() from public, anon, authenticated;
grant execute on function public.notification_delivery_settings() to service_role;

-- A touched lead needs no reminder: its reminders and escalations still waiting (or being
-- retried, or claimed by a run that has not sent them yet) leave the queue.
create function private.cancel_reminders_of_touched_lead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.notification_outbox o
    where o.inquiry_id = new.id
      and o.event in ('inquiry.reminder', 'inquiry.escalated')
      and o.state in ('pending', 'retrying', 'sending');
  return null;
end;
$$;

revoke all on function private.cancel_reminders_of_touched_lead() from public, anon, authenticated;

-- Without a column list: first_touched_at is set by triggers, never named in the UPDATE.
create trigger customer_inquiries_cancel_reminders
  after update on public.customer_inquiries
  for each row
  when (old.first_touched_at is null and new.first_touched_at is not null)
  execute function private.cancel_reminders_of_touched_lead();
