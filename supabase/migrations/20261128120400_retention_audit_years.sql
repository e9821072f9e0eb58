-- The audit trail is kept for a period of its own: retention_settings.audit_years (default 2,
-- 1 to 10), an admin setting like the others (its changes are themselves in the trail, kind
-- privacy_settings). apply_retention removes the trail's rows older than that and counts them
-- as audit_events_removed; the rest of the job is unchanged.
-- Who may do what: unchanged (admins read and change the retention settings; apply_retention:
-- the service role and pg_cron).

alter table public.retention_settings
  add column audit_years integer not null default 2 check (audit_years between 1 and 10);

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
  trail_removed integer;
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

  -- The audit trail's own refusal lets exactly these rows go (older than audit_years).
  delete from public.audit_events e
    where e.at < now() - make_interval(years => s.audit_years);
  get diagnostics trail_removed = row_count;

  removed := jsonb_build_object(
    'inquiries_expired', expired,
    'inquiries_trashed', trashed,
    'inquiries_screened', screened,
    'notifications_emptied', emptied,
    'privacy_requests_removed', audit_removed,
    'audit_events_removed', trail_removed);
  insert into public.retention_runs (removed) values (removed);
  return removed;
end;
$$;

revoke all on function public.apply_retention() from public, anon, authenticated;
grant execute on function public.apply_retention() to service_role;
