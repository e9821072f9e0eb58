-- What a notification carries of its inquiry: what the staff who answer it need, and nothing
-- else. Its payload goes to webhooks (Slack and others) and email inboxes outside the agency's
-- control, so it is a list of named fields, never the row: a column added to the inquiry later
-- reaches no receiver unless it is named here.
--   who          id, first and last name, email, phone, company
--   what         service, budget, timeline, the message, the form it came from, its status,
--                when it was sent, whether it was held
--   from where   source and medium (the lead's channel, as the inquiry list shows it), the
--                campaign and landing page of the touch that brought it (the last, else the
--                first), the salesperson's link
-- Never: the user agent, the Google Analytics client id, ad click ids (gclid, gbraid, wbraid,
-- fbclid, msclkid, li_fat_id), the referrer, the consent flags, the salted network hash or the
-- screening rule that decided. The lead's card in the back office keeps them.
-- Notifications already queued or kept are rewritten to the same list.
-- Who may do what: unchanged (the function runs only from the outbox trigger and for the
-- service role's reminders).

create or replace function private.inquiry_notification_payload(inquiry public.customer_inquiries)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', inquiry.id,
    'first_name', inquiry.first_name,
    'last_name', inquiry.last_name,
    'email', inquiry.email,
    'phone', inquiry.phone,
    'company', inquiry.company,
    'service_interest', inquiry.service_interest,
    'budget_range', inquiry.budget_range,
    'project_timeline', inquiry.project_timeline,
    'message', inquiry.message,
    'source_page', inquiry.source_page,
    'status', inquiry.status,
    'created_at', inquiry.created_at,
    'screening', inquiry.screening,
    'source', inquiry.lead_source,
    'medium', inquiry.lead_medium,
    'campaign', coalesce(inquiry.last_utm_campaign, inquiry.first_utm_campaign),
    'landing_page', coalesce(inquiry.last_landing_path, inquiry.first_landing_path),
    'salesperson', inquiry.salesperson_name)
$$;

revoke all on function private.inquiry_notification_payload(public.customer_inquiries) from public, anon, authenticated;

-- Every inquiry notification still holding a copy gets the same list (an emptied one stays
-- empty; a held digest holds only its count).
update public.notification_outbox o
  set payload = private.inquiry_notification_payload(c)
  from public.customer_inquiries c
  where c.id = o.inquiry_id
    and o.event in ('inquiry.created', 'inquiry.reminder')
    and o.payload <> '{}'::jsonb;
