-- Data-subject requests (access, portability, erasure) for one email address, and their
-- audit trail. What the product holds about a person, by kind:
--   inquiries      customer_inquiries rows with that email (active, trashed, held, spam),
--                  each with its attribution (UTM, click ids, referrer, salesperson) and the
--                  consent it was sent with;
--   notifications  notification_outbox rows of those inquiries, or whose payload names the
--                  address: the copy of the lead each carried and its delivery record
--                  (attempts, last error, delivery time).
-- Rows keyed by an inquiry in the private schema go with it (foreign key cascade).
--
--   privacy_lookup(email)  the counts by kind;
--   privacy_export(email)  the counts and every row, as one JSON document;
--   privacy_erase(email)   deletes all of it in one transaction and returns the counts.
-- Each call records one row in privacy_requests: who, when, which action, the counts, and
-- the address only as a salted SHA-256 (salt in private.privacy_request_settings), so the
-- audit trail itself never holds the address it erased.
--
-- Who may do what:
--   the three functions   admins only (anyone else: 42501);
--   privacy_requests      admins read; nobody changes or removes a row (no policy, no grant,
--                         and a trigger refuses it even to the owner);
--   the salt              nobody through the API (private schema, RLS on, no policy).

create table private.privacy_request_settings (
  singleton boolean primary key default true check (singleton),
  email_hash_salt text not null default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
);
insert into private.privacy_request_settings default values;

alter table private.privacy_request_settings enable row level security;
revoke all on table private.privacy_request_settings from public, anon, authenticated;

create table public.privacy_requests (
  id uuid primary key default gen_random_uuid(),
  requested_at timestamptz not null default now(),
  -- The admin who asked, as they were then (no foreign key: the trail outlives the account).
  requested_by uuid,
  requested_by_email text,
  action text not null check (action in ('lookup', 'export', 'erase')),
  email_hash text not null check (email_hash ~ '^[0-9a-f]{64}$'),
  counts jsonb not null
);
create index privacy_requests_requested_at_idx on public.privacy_requests (requested_at desc);

alter table public.privacy_requests enable row level security;
revoke all on table public.privacy_requests from anon, authenticated;
grant select on table public.privacy_requests to authenticated;

create policy "Admins can read data-subject requests"
  on public.privacy_requests for select to authenticated
  using ((select private.is_admin()));

create function private.refuse_privacy_request_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = '42501', message = 'The record of data-subject requests cannot be changed.';
end;
$$;

revoke all on function private.refuse_privacy_request_change() from public, anon, authenticated;

create trigger privacy_requests_append_only
  before update or delete on public.privacy_requests
  for each row execute function private.refuse_privacy_request_change();

-- The address as every comparison here reads it: trimmed, lower case; refused unless valid.
create function private.privacy_subject(email text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  subject text := lower(btrim(coalesce(email, '')));
begin
  if not private.is_valid_email(subject) then
    raise exception using errcode = '22023', message = 'Please enter a valid email address';
  end if;
  return subject;
end;
$$;

-- The inquiries of an address.
create function private.privacy_inquiry_ids(subject text)
returns setof uuid
language sql
stable
set search_path = ''
as $$
  select c.id from public.customer_inquiries c where lower(c.email) = subject
$$;

-- The notifications of an address: those of its inquiries, and any whose payload names it.
create function private.privacy_notification_ids(subject text)
returns setof uuid
language sql
stable
set search_path = ''
as $$
  select o.id from public.notification_outbox o
  where o.inquiry_id in (select private.privacy_inquiry_ids(subject))
     or lower(o.payload ->> 'email') = subject
$$;

create function private.privacy_counts(subject text)
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
       where o.id in (select private.privacy_notification_ids(subject)) and o.attempts > 0))
$$;

-- Records one request and returns the counts it recorded.
create function private.record_privacy_request(action text, subject text, counts jsonb)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.privacy_requests (requested_by, requested_by_email, action, email_hash, counts)
  select (select auth.uid()),
         (select u.email from auth.users u where u.id = (select auth.uid())),
         action,
         encode(sha256(convert_to(s.email_hash_salt || '|' || subject, 'UTF8')), 'hex'),
         counts
  from private.privacy_request_settings s
$$;

revoke all on function private.privacy_subject(text), private.privacy_inquiry_ids(text),
  private.privacy_notification_ids(text), private.privacy_counts(text),
  private.record_privacy_request(text, text, jsonb) from public, anon, authenticated;

create function public.privacy_lookup(email text)
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
  perform private.require_admin('look up what is held about a person');
  subject := private.privacy_subject(email);
  counts := private.privacy_counts(subject);
  perform private.record_privacy_request('lookup', subject, counts);
  return counts;
end;
$$;

create function public.privacy_export(email text)
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
      from public.notification_outbox o where o.id in (select private.privacy_notification_ids(subject))), '[]'::jsonb));
end;
$$;

create function public.privacy_erase(email text)
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
  delete from public.customer_inquiries c where c.id in (select private.privacy_inquiry_ids(subject));
  perform private.record_privacy_request('erase', subject, counts);
  return counts;
end;
$$;

revoke all on function public.privacy_lookup(text), public.privacy_export(text), public.privacy_erase(text) from public, anon;
grant execute on function public.privacy_lookup(text), public.privacy_export(text), public.privacy_erase(text) to authenticated;
