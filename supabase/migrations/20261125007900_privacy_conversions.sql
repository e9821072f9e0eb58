-- Data-subject requests reach the conversion loop: what was recorded of a person's inquiries
-- reaching a stage (conversions: stage, time, deal value) and what was sent of them to which
-- ad platform (conversion_deliveries: platform, state, times, the value sent, the platform's
-- answer). privacy_lookup and privacy_erase count them; privacy_export carries them, each
-- conversion with its deliveries. Erasing the inquiries erases both (foreign key cascade), as
-- retention's deletion of an inquiry does. What an ad platform already received is the
-- platform's to erase: the export says where each conversion went and when.
-- Who may do what: unchanged (the privacy functions: admins only).

create or replace function private.privacy_counts(subject text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'inquiries_active', (select count(*) from public.customer_inquiries c
       where c.id in (select private.privacy_inquiry_ids(subject)) and c.deleted_at is null and c.screening = 'clear'),
    'inquiries_trashed', (select count(*) from public.customer_inquiries c
       where c.id in (select private.privacy_inquiry_ids(subject)) and c.deleted_at is not null),
    'inquiries_held', (select count(*) from public.customer_inquiries c
       where c.id in (select private.privacy_inquiry_ids(subject)) and c.deleted_at is null and c.screening = 'held'),
    'inquiries_spam', (select count(*) from public.customer_inquiries c
       where c.id in (select private.privacy_inquiry_ids(subject)) and c.deleted_at is null and c.screening = 'spam'),
    'attribution', (select count(*) from public.customer_inquiries c
       where c.id in (select private.privacy_inquiry_ids(subject))
         and (c.first_touch_at is not null or c.last_touch_at is not null or c.salesperson_name is not null)),
    'notifications', (select count(*) from public.notification_outbox o
       where o.id in (select private.privacy_notification_ids(subject))),
    'delivery_records', (select count(*) from public.notification_outbox o
       where o.id in (select private.privacy_notification_ids(subject)) and o.attempts > 0),
    'conversions', (select count(*) from public.conversions v
       where v.inquiry_id in (select private.privacy_inquiry_ids(subject))),
    'conversion_deliveries', (select count(*) from public.conversion_deliveries d
       join public.conversions v on v.id = d.conversion_id
       where v.inquiry_id in (select private.privacy_inquiry_ids(subject))))
$$;

create or replace function public.privacy_export(email text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  subject text;
  counts jsonb;
begin
  perform private.require_admin('export what is held about a person');
  subject := private.privacy_subject(email);
  counts := private.privacy_counts(subject);
  perform private.record_privacy_request('export', subject, counts);
  return jsonb_build_object(
    'email', subject,
    'exported_at', now(),
    'counts', counts,
    -- The rows as stored, but for the salted network hash only the flood rules use.
    'inquiries', coalesce((
      select jsonb_agg(to_jsonb(c) - 'client_hash' order by c.created_at)
      from public.customer_inquiries c where c.id in (select private.privacy_inquiry_ids(subject))), '[]'::jsonb),
    'notifications', coalesce((
      select jsonb_agg(to_jsonb(o) order by o.created_at)
      from public.notification_outbox o where o.id in (select private.privacy_notification_ids(subject))), '[]'::jsonb),
    'conversions', coalesce((
      select jsonb_agg(to_jsonb(v) || jsonb_build_object('deliveries', coalesce((
               select jsonb_agg(to_jsonb(d) order by d.platform)
               from public.conversion_deliveries d where d.conversion_id = v.id), '[]'::jsonb))
             order by v.occurred_at, v.stage)
      from public.conversions v where v.inquiry_id in (select private.privacy_inquiry_ids(subject))), '[]'::jsonb));
end;
$$;
