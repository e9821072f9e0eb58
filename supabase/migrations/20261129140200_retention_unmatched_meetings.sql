-- Retention reaches the meetings no lead claimed: an unmatched booking (inquiry_meetings with
-- no inquiry) holds an attendee's name and email, so apply_retention removes it once it is older
-- than an inquiry may be (retention_settings.inquiry_months, from when it was booked) and counts
-- it as meetings_unmatched_removed. A matched meeting goes with its lead (foreign key cascade),
-- whenever the lead goes. The rest of the job is unchanged.
-- Who may do what: unchanged (apply_retention: the service role and pg_cron).

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
  meetings_removed integer;
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

  -- A booking no lead claimed is kept as long as an inquiry would be, from when it was booked;
  -- a matched one goes with its lead.
  delete from public.inquiry_meetings m
    where m.inquiry_id is null and m.booked_at < now() - make_interval(months => s.inquiry_months);
  get diagnostics meetings_removed = row_count;

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
    'audit_events_removed', trail_removed,
    'meetings_unmatched_removed', meetings_removed);
  insert into public.retention_runs (removed) values (removed);
  return removed;
end;
$$;

revoke all on function public.apply_retention() from public, anon, authenticated;
grant execute on function public.apply_retention() to service_role;
