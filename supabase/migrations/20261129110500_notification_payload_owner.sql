-- A lead's notification names its owner (the team member's display name; null without one),
-- so the team's channels and the admins' escalation say whose lead it is. Staff data, like the
-- salesperson's link name; nothing more of the visitor than before.
-- Who may do what: unchanged (called only by the security definer triggers and reminders).

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
    'salesperson', inquiry.salesperson_name,
    'owner', (select m.display_name from public.team_members m where m.user_id = inquiry.owner_id))
$$;

revoke all on function private.inquiry_notification_payload(public.customer_inquiries) from public, anon, authenticated;
