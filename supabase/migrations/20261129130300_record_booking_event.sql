-- One verified delivery of the booking webhook, already read into the meeting it reports
-- (supabase/functions/_shared/booking/ reads each tool's payload):
--   {status: booked|rescheduled|cancelled, external_id, previous_external_id?, starts_at?,
--    ends_at?, host_name?, host_email?, attendee_name?, attendee_email?, reference?}
-- Once-effective: a body received before (same SHA-256) changes nothing and answers
-- 'duplicate'. Otherwise the booking's row (by its id in the tool, or by the id it had before a
-- reschedule) is updated, or made and matched to its lead; a matched lead moves from New to
-- Contacted. Who may do what: only the booking-webhook function (service role).
create function public.record_booking_event(p_provider text, p_body_sha256 text, p_event jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_status text := p_event->>'status';
  v_external text := p_event->>'external_id';
  v_previous text := nullif(p_event->>'previous_external_id', '');
  meeting public.inquiry_meetings;
  match record;
begin
  if p_provider is null or p_provider not in ('cal.com', 'calendly')
     or v_status is null or v_status not in ('booked', 'rescheduled', 'cancelled')
     or coalesce(char_length(v_external), 0) not between 1 and 500
     or p_body_sha256 is null or p_body_sha256 !~ '^[0-9a-f]{64}$' then
    raise exception 'The booking event lacks its tool, status or booking id.' using errcode = 'P0001';
  end if;

  insert into private.booking_webhook_deliveries (provider, body_sha256)
  values (p_provider, p_body_sha256)
  on conflict do nothing;
  if not found then
    return jsonb_build_object('outcome', 'duplicate');
  end if;

  select * into meeting from public.inquiry_meetings m
   where m.provider = p_provider and m.external_id = v_external
   for update;
  if not found and v_previous is not null then
    select * into meeting from public.inquiry_meetings m
     where m.provider = p_provider and m.external_id = v_previous
     for update;
  end if;

  if meeting.id is null then
    select * into match from private.match_meeting_inquiry(p_event->>'reference', p_event->>'attendee_email');
    insert into public.inquiry_meetings as m
      (inquiry_id, provider, external_id, status, starts_at, ends_at, host_name, host_email,
       attendee_name, attendee_email, reference, matched_by)
    values
      (match.inquiry_id, p_provider, v_external, v_status,
       (p_event->>'starts_at')::timestamptz, (p_event->>'ends_at')::timestamptz,
       left(p_event->>'host_name', 200), left(p_event->>'host_email', 320),
       left(p_event->>'attendee_name', 200), left(p_event->>'attendee_email', 320),
       left(p_event->>'reference', 200), match.matched_by)
    -- Two first deliveries of one booking at once: the second updates what the first made.
    on conflict (provider, external_id) do update
      set status = excluded.status,
          starts_at = coalesce(excluded.starts_at, m.starts_at),
          ends_at = coalesce(excluded.ends_at, m.ends_at),
          updated_at = now()
    returning * into meeting;
  else
    -- A cancellation keeps the time it cancelled; a field the delivery lacks keeps its value.
    update public.inquiry_meetings m
       set external_id = v_external,
           status = v_status,
           starts_at = coalesce((p_event->>'starts_at')::timestamptz, m.starts_at),
           ends_at = coalesce((p_event->>'ends_at')::timestamptz, m.ends_at),
           host_name = coalesce(left(p_event->>'host_name', 200), m.host_name),
           host_email = coalesce(left(p_event->>'host_email', 320), m.host_email),
           attendee_name = coalesce(left(p_event->>'attendee_name', 200), m.attendee_name),
           attendee_email = coalesce(left(p_event->>'attendee_email', 320), m.attendee_email),
           reference = coalesce(left(p_event->>'reference', 200), m.reference),
           updated_at = now()
     where m.id = meeting.id
    returning * into meeting;
  end if;

  if meeting.inquiry_id is not null then
    perform private.mark_meeting_lead_contacted(meeting.inquiry_id);
  end if;
  return jsonb_build_object('outcome', 'recorded', 'meeting_id', meeting.id,
                            'inquiry_id', meeting.inquiry_id, 'matched_by', meeting.matched_by);
end;
$$;

revoke all on function public.record_booking_event(text, text, jsonb) from public, anon, authenticated;
grant execute on function public.record_booking_event(text, text, jsonb) to service_role;
