-- The second interval of the speed-to-lead reminder: a lead still untouched (no status change,
-- note or meeting) this many hours after its reminder was queued is escalated to the active
-- admins by email. Null: no escalation. Set on the Notifications screen.
-- Who may do what: unchanged (admins read and change the one settings row).

alter table public.notification_settings
  add column escalate_after_hours integer
    constraint notification_settings_escalate_after_hours_check check (escalate_after_hours between 1 and 168);

comment on column public.notification_settings.escalate_after_hours is
  'Hours after the reminder before an untouched lead is escalated to the admins; null: never.';
