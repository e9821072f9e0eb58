-- The consent a lead was sent with is evidence, so it changes only by a withdrawal, and each
-- withdrawal is logged:
--   customer_inquiries.consent_* and inquiry_recipient_consents change only inside the
--     security-definer functions of the submission and of the two withdrawal paths (they run
--     as the owner); an update by an API role (anon, authenticated: an admin's ordinary edit
--     of a lead; service_role) that changes them is refused with 42501. Every other column of
--     a lead stays editable as before.
--   inquiry_consent_events: one row per change of a lead's consent, which is always a
--     withdrawal: the recipient withdrawn, by which path, when and (for an admin) by whom. Append-only: update and truncate are refused to everyone,
--     the owner included; a row is deleted only with its lead (erasure, retention), never on
--     its own.
-- Who may do what: admins read the log; nobody writes it through the API.

-- current_user is the API role for a request's own statements, and the owner inside a
-- security-definer function: only those functions may change the consent record.
create function private.guard_inquiry_consent()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated', 'service_role')
     and (new.consent_version, new.consent_decided_at, new.consent_ad_storage, new.consent_ad_user_data,
          new.consent_ad_personalization, new.consent_analytics_storage, new.consent_gpc)
         is distinct from
         (old.consent_version, old.consent_decided_at, old.consent_ad_storage, old.consent_ad_user_data,
          old.consent_ad_personalization, old.consent_analytics_storage, old.consent_gpc) then
    raise exception using errcode = '42501',
      message = 'The consent a lead was sent with cannot be edited. Record a withdrawal on the Privacy screen instead.';
  end if;
  return new;
end;
$$;

revoke all on function private.guard_inquiry_consent() from public, anon, authenticated;

create trigger customer_inquiries_consent_guard
  before update on public.customer_inquiries
  for each row execute function private.guard_inquiry_consent();

create function private.guard_recipient_consent()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated', 'service_role') then
    raise exception using errcode = '42501',
      message = 'The consent a lead was sent with cannot be edited. Record a withdrawal on the Privacy screen instead.';
  end if;
  return new;
end;
$$;

revoke all on function private.guard_recipient_consent() from public, anon, authenticated;

create trigger inquiry_recipient_consents_guard
  before update on public.inquiry_recipient_consents
  for each row execute function private.guard_recipient_consent();

create table public.inquiry_consent_events (
  id uuid primary key default gen_random_uuid(),
  inquiry_id uuid not null references public.customer_inquiries (id) on delete cascade,
  recipient text not null check (recipient in ('google_ads', 'meta', 'linkedin', 'ga4')),
  via text not null check (via in ('visitor', 'admin')),
  occurred_at timestamptz not null default now(),
  -- The admin who recorded it (null for the visitor's own); no foreign key: the log outlives the account.
  recorded_by uuid
);
create index inquiry_consent_events_inquiry_idx on public.inquiry_consent_events (inquiry_id);

alter table public.inquiry_consent_events enable row level security;
revoke all on table public.inquiry_consent_events from anon, authenticated;
grant select on table public.inquiry_consent_events to authenticated;

create policy "Admins can read the log of consent withdrawals"
  on public.inquiry_consent_events for select to authenticated
  using ((select private.is_admin()));

create function private.refuse_consent_event_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Deleting a lead (erasure, retention) takes its log with it: by then the lead is gone.
  if tg_op = 'DELETE' and not exists (select 1 from public.customer_inquiries c where c.id = old.inquiry_id) then
    return old;
  end if;
  raise exception using errcode = '42501', message = 'The log of consent changes cannot be changed.';
end;
$$;

revoke all on function private.refuse_consent_event_change() from public, anon, authenticated;

create trigger inquiry_consent_events_append_only
  before update or delete on public.inquiry_consent_events
  for each row execute function private.refuse_consent_event_change();

create trigger inquiry_consent_events_no_truncate
  before truncate on public.inquiry_consent_events
  for each statement execute function private.refuse_consent_event_change();
