-- The privacy policy states how long the record of data-subject requests is kept, as it states
-- the other retention values: public.retention_policy also returns privacy_request_years.
-- Who may do what: unchanged (anyone reads the values; the policy page shows them).

create or replace function public.retention_policy()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'inquiry_months', s.inquiry_months,
    'trash_days', s.trash_days,
    'screened_days', s.screened_days,
    'notification_days', s.notification_days,
    'privacy_request_years', s.privacy_request_years)
  from public.retention_settings s;
$$;

revoke all on function public.retention_policy() from public;
grant execute on function public.retention_policy() to anon, authenticated;
