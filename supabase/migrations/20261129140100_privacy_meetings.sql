-- Data-subject requests reach the meetings booked through Cal.com or Calendly
-- (inquiry_meetings: the attendee's name and email, the host, the times, the reference the
-- booking carried). A person's meetings are those booked with their address as the attendee's
-- and those matched to their inquiries (whoever booked them). privacy_lookup and privacy_erase
-- count them (privacy_counts: 'meetings'); privacy_export carries them; privacy_erase deletes
-- those booked with the address, matched or not, and the ones on the person's inquiries go
-- with them (foreign key cascade). What the booking tool itself keeps is the tool's to erase.
-- Who may do what: unchanged (the privacy functions: admins only).

-- Finding a person's meetings by address without reading every row.
create index inquiry_meetings_attendee_email on public.inquiry_meetings (lower(attendee_email));

-- The meetings of an address: booked with it, or matched to one of its inquiries.
create function private.privacy_meeting_ids(subject text)
returns setof uuid
language sql
stable
set search_path = ''
as $$
  select m.id from public.inquiry_meetings m
  where lower(m.attendee_email) = subject
     or m.inquiry_id in (select private.privacy_inquiry_ids(subject))
$$;

revoke all on function private.privacy_meeting_ids(text) from public, anon, authenticated;

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
       where v.inquiry_id in (select private.privacy_inquiry_ids(subject))),
    'meetings', (select count(*) from public.inquiry_meetings m
       where m.id in (select private.privacy_meeting_ids(subject))))
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
      from public.conversions v where v.inquiry_id in (select private.privacy_inquiry_ids(subject))), '[]'::jsonb),
    'meetings', coalesce((
      select jsonb_agg(to_jsonb(m) order by m.booked_at, m.id)
      from public.inquiry_meetings m where m.id in (select private.privacy_meeting_ids(subject))), '[]'::jsonb));
end;
$$;

create or replace function public.privacy_erase(email text)
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
  perform private.require_admin('erase what is held about a person');
  subject := private.privacy_subject(email);
  counts := private.privacy_counts(subject);
  delete from public.notification_outbox o where o.id in (select private.privacy_notification_ids(subject));
  -- Meetings booked with the address, on whichever lead; those on the person's own inquiries
  -- go with the inquiries just below (cascade).
  delete from public.inquiry_meetings m where lower(m.attendee_email) = subject;
  delete from public.customer_inquiries c where c.id in (select private.privacy_inquiry_ids(subject));
  perform private.record_privacy_request('erase', subject, counts);
  return counts;
end;
$$;
