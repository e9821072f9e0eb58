-- What the delivery Edge Function calls (with the service role key) to send the outbox, and
-- what an admin calls to retry a failed notification.
-- Who may do what: the four delivery functions run for the service role only (visitors and
-- every signed-in user get "permission denied"); retry_notification runs for admins only.

-- Everything a delivery run needs to know, secrets included: the reason this is service-role only.
create function public.notification_delivery_settings()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'reminder_after_hours', s.reminder_after_hours,
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

-- Takes up to batch_size due notifications for one run: each is marked 'sending' until
-- lease_seconds from now and its attempt counted, so a concurrent run never takes the same one.
-- One whose run died is taken again once its lease is over (receivers dedupe on its id).
-- Those whose destination was removed or switched off since they were queued are closed.
create function public.claim_notifications(batch_size integer default 25, lease_seconds integer default 120)
returns setof public.notification_outbox
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update public.notification_outbox o
    set state = 'failed',
        locked_until = null,
        last_error = case when o.destination_id is null then 'The destination was removed.'
                          else 'The destination is switched off.' end
    where ((o.state in ('pending', 'retrying') and o.next_attempt_at <= now())
           or (o.state = 'sending' and o.locked_until < now()))
      and not exists (select 1 from public.notification_destinations d where d.id = o.destination_id and d.enabled);

  return query
  update public.notification_outbox o
    set state = 'sending',
        attempts = o.attempts + 1,
        last_attempt_at = now(),
        locked_until = now() + make_interval(secs => greatest(lease_seconds, 10))
    where o.id in (
      select c.id from public.notification_outbox c
      where (c.state in ('pending', 'retrying') and c.next_attempt_at <= now())
         or (c.state = 'sending' and c.locked_until < now())
      order by c.next_attempt_at, c.created_at
      limit greatest(least(batch_size, 500), 1)
      for update skip locked)
    returning o.*;
end;
$$;

-- Records the outcome of claimed notifications: results is a JSON array of
-- {id, delivered, error, retry_at}; delivered, or retrying at retry_at, or failed when
-- retry_at is null. Only rows still claimed change (a late answer never undoes a later one).
create function public.record_notification_results(results jsonb)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  changed integer;
begin
  update public.notification_outbox o
    set state = case when r.delivered then 'delivered' when r.retry_at is null then 'failed' else 'retrying' end,
        delivered_at = case when r.delivered then now() end,
        last_error = case when r.delivered then null else left(coalesce(r.error, 'Unknown error'), 500) end,
        next_attempt_at = coalesce(r.retry_at, o.next_attempt_at),
        locked_until = null
    from jsonb_to_recordset(coalesce(results, '[]'::jsonb))
      as r(id uuid, delivered boolean, error text, retry_at timestamptz)
    where o.id = r.id and o.state = 'sending';
  get diagnostics changed = row_count;
  return changed;
end;
$$;

-- The speed-to-lead reminder: one per inquiry still 'new' (and not trashed) the configured
-- number of hours after it arrived, to the destinations enabled now. Only inquiries that were
-- notified when they arrived qualify (never spam, never rows loaded in bulk), and only for a
-- week after they were due, so turning reminders on never floods anyone with old leads.
create function public.queue_notification_reminders()
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
    select i.id, d.id, d.kind, d.name, 'inquiry.reminder', to_jsonb(i)
    from public.customer_inquiries i
    cross join public.notification_destinations d
    where d.enabled
      and i.status = 'new'
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

revoke all on function public.notification_delivery_settings() from public, anon, authenticated;
revoke all on function public.claim_notifications(integer, integer) from public, anon, authenticated;
revoke all on function public.record_notification_results(jsonb) from public, anon, authenticated;
revoke all on function public.queue_notification_reminders() from public, anon, authenticated;
grant execute on function public.notification_delivery_settings() to service_role;
grant execute on function public.claim_notifications(integer, integer) to service_role;
grant execute on function public.record_notification_results(jsonb) to service_role;
grant execute on function public.queue_notification_reminders() to service_role;

-- An admin sends a failed notification again: a fresh round of attempts, starting now.
create function public.retry_notification(notification_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception using errcode = '42501', message = 'Only admins can retry notifications.';
  end if;
  update public.notification_outbox
    set state = 'pending', attempts = 0, next_attempt_at = now(), locked_until = null
    where id = notification_id and state = 'failed';
  if not found then
    raise exception using errcode = 'P0002', message = 'Only a failed notification can be retried.';
  end if;
  perform private.request_notification_delivery();
end;
$$;

revoke all on function public.retry_notification(uuid) from public, anon;
grant execute on function public.retry_notification(uuid) to authenticated;
