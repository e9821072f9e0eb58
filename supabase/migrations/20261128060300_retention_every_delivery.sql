-- Retention leaves no copy of a lead in the outbox, whatever a notification's state, and
-- removes the record of data-subject requests past its period.
--   A notification's payload (its copy of the lead) is emptied notification_days after it was
--   delivered, or, never delivered (pending, sending, retrying, failed), after it was queued;
--   one not yet delivered then ends as failed with a fixed reason, so no run sends it, its
--   worker's late answer changes nothing (only rows still being sent change) and an admin's
--   retry has nothing to send. Where and when each went stays.
--   Conversion deliveries hold no copy of the lead (a worker reads the inquiry when it claims
--   one), so they have nothing to empty; they go with their inquiry.
--   A row of privacy_requests is removed privacy_request_years after it was recorded.
-- claim_notifications closes an emptied notification instead of sending it.
-- Who may do what: unchanged (apply_retention: the service role and pg_cron;
-- claim_notifications: the service role).

create or replace function public.apply_retention()
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  s public.retention_settings;
  trashed integer;
  screened integer;
  expired integer;
  emptied integer;
  audit_removed integer;
  removed jsonb;
begin
  select * into s from public.retention_settings;
  if not found then
    insert into public.retention_settings default values returning * into s;
  end if;

  delete from public.customer_inquiries c
    where c.deleted_at is not null and c.deleted_at < now() - make_interval(days => s.trash_days);
  get diagnostics trashed = row_count;

  delete from public.customer_inquiries c
    where c.screening in ('held', 'spam') and c.created_at < now() - make_interval(days => s.screened_days);
  get diagnostics screened = row_count;

  delete from public.customer_inquiries c
    where c.created_at < now() - make_interval(months => s.inquiry_months);
  get diagnostics expired = row_count;

  update public.notification_outbox o
    set payload = '{}'::jsonb,
        state = case when o.state = 'delivered' then 'delivered' else 'failed' end,
        locked_until = null,
        last_error = case when o.state = 'delivered' then null
                          else 'Not delivered: the retention policy emptied it.' end
    where coalesce(o.delivered_at, o.created_at) < now() - make_interval(days => s.notification_days)
      and (o.payload <> '{}'::jsonb
           or o.state not in ('delivered', 'failed')
           or (o.state = 'delivered' and o.last_error is not null));
  get diagnostics emptied = row_count;

  delete from public.privacy_requests r
    where r.requested_at < now() - make_interval(years => s.privacy_request_years);
  get diagnostics audit_removed = row_count;

  removed := jsonb_build_object(
    'inquiries_expired', expired,
    'inquiries_trashed', trashed,
    'inquiries_screened', screened,
    'notifications_emptied', emptied,
    'privacy_requests_removed', audit_removed);
  insert into public.retention_runs (removed) values (removed);
  return removed;
end;
$$;

revoke all on function public.apply_retention() from public, anon, authenticated;
grant execute on function public.apply_retention() to service_role;

-- Takes up to batch_size due notifications for one run: each is marked 'sending' until
-- lease_seconds from now and its attempt counted, so a concurrent run never takes the same one.
-- One whose run died is taken again once its lease is over (receivers dedupe on its id).
-- Those whose destination was removed or switched off since they were queued are closed, and
-- so is one whose copy of the lead was emptied (by the retention policy): nothing to send.
create or replace function public.claim_notifications(batch_size integer default 25, lease_seconds integer default 120)
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
        last_error = case when o.payload = '{}'::jsonb then 'Not delivered: the retention policy emptied it.'
                          when o.destination_id is null then 'The destination was removed.'
                          else 'The destination is switched off.' end
    where ((o.state in ('pending', 'retrying') and o.next_attempt_at <= now())
           or (o.state = 'sending' and o.locked_until < now()))
      and (o.payload = '{}'::jsonb
           or not exists (select 1 from public.notification_destinations d where d.id = o.destination_id and d.enabled));

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

revoke all on function public.claim_notifications(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_notifications(integer, integer) to service_role;
