-- The audit trail: who changed what, when, written by the database itself in the transaction
-- of the change (triggers, 20261128120100 and after), so a change made through the REST API
-- directly is recorded exactly like one made in the back office.
--   actor_id      auth.uid() of the change; null for the system (service role, pg_cron, a visitor).
--   actor_label   the member's email at the time, or 'system' / 'visitor'; kept as written, so
--                 the trail still names a member who was later removed.
--   kind, action  what kind of record and what happened to it (insert, update, delete, publish,
--                 unpublish, trash, restore, purge, consent_withdrawal, sign_in, sign_in_failed).
--   record_id     the record's key as text (an inquiry's and its conversions' rows share the
--                 inquiry's id, so its history is one list); record_label a name to show.
--   changes       {field: {before, after}}; a secret (API key, signing secret, build hook URL,
--                 salt) appears only as "changed", never its value, old or new.
--   network       sign-ins only: the client's IPv4 /24 or IPv6 /48, never the full address.
-- The trail holds no copy of a lead's personal data (no name, email or note text), so it can
-- outlive a lead's erasure; it is kept audit_years (retention_settings) and then removed by
-- apply_retention.
-- Append-only: update, delete and truncate are refused by triggers, for every role including
-- the table owner; the one exception is deleting a row already older than the retention
-- period, which is exactly what apply_retention does. (A transaction-local "retention is
-- running" setting would not do: any client can call set_config; a row's age is a fact no
-- client can change, so the exception removes nothing the policy would keep.)
-- Who may do what: admins read every row (editors read content kinds, once roles exist);
-- nobody inserts, updates or deletes through the API (no grants; only the triggers' security
-- definer functions write).

create table public.audit_events (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor_id uuid,
  actor_label text not null default 'system' check (char_length(actor_label) <= 320),
  kind text not null check (kind ~ '^[a-z_]{1,40}$'),
  action text not null check (action ~ '^[a-z_]{1,40}$'),
  record_id text check (char_length(record_id) <= 1100),
  record_label text check (char_length(record_label) <= 300),
  changes jsonb not null default '{}'::jsonb check (jsonb_typeof(changes) = 'object'),
  network text check (char_length(network) <= 64)
);

comment on table public.audit_events is
  'Who changed what: append-only, written by triggers in the transaction of each change.';

-- The Activity screen pages newest first by id (keyset); each filter has an index that
-- answers its first page without reading the rest; at serves date ranges and retention.
create index audit_events_actor_idx on public.audit_events (actor_id, id desc) where actor_id is not null;
create index audit_events_kind_idx on public.audit_events (kind, id desc);
create index audit_events_record_idx on public.audit_events (record_id, id desc);
create index audit_events_at_idx on public.audit_events (at);

alter table public.audit_events enable row level security;
revoke all on table public.audit_events from public, anon, authenticated, service_role;
grant select on table public.audit_events to authenticated, service_role;

create policy "Admins can read the audit trail"
  on public.audit_events for select to authenticated
  using ((select private.is_admin()));

create function private.refuse_audit_event_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and old.at < now() - make_interval(years => coalesce(
       (select s.audit_years from public.retention_settings s), 2)) then
    return old;
  end if;
  raise exception using errcode = '42501', message = 'The audit trail cannot be changed.';
end;
$$;

revoke all on function private.refuse_audit_event_change() from public, anon, authenticated;

create trigger audit_events_append_only
  before update or delete on public.audit_events
  for each row execute function private.refuse_audit_event_change();

create trigger audit_events_no_truncate
  before truncate on public.audit_events
  for each statement execute function private.refuse_audit_event_change();
