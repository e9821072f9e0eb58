-- The record of data-subject requests answers "did we erase this address, and when?" without
-- holding the address, and is kept for a set time, not forever.
--   The address is recorded as a keyed hash: HMAC-SHA256 of the trimmed, lower-case address
--   with a random 32-byte key held beside the other secrets, in the private schema
--   (private.privacy_request_settings.email_hmac_key), which no API role reaches. Without the
--   key a hash cannot be tested against a list of addresses. Rows recorded before the key
--   existed hold the salted SHA-256 of the same address (the salt stays beside the key), and
--   the look-up matches both.
--   public.privacy_erasure_record(email): admins ask whether an address was erased: yes or
--   no, how many times, and the last time.
--   retention_settings.privacy_request_years (default 6): how long a request's row is kept;
--   the retention job removes older ones.
--   The record stays append-only: UPDATE is refused, TRUNCATE is refused, and DELETE is
--   refused but for a row older than its retention period (the retention job's removal).
-- Who may do what:
--   privacy_erasure_record()            admins only (anyone else: 42501);
--   privacy_request_years               admins read and change it with the other retention
--                                       values (the table's existing policies);
--   the key                             nobody through the API (private schema, RLS on,
--                                       no policy).

alter table private.privacy_request_settings
  add column email_hmac_key bytea not null default extensions.gen_random_bytes(32)
    check (octet_length(email_hmac_key) = 32);

alter table public.retention_settings
  add column privacy_request_years integer not null default 6 check (privacy_request_years between 1 and 10);

-- HMAC-SHA256 (RFC 2104) on the core sha256(), for a key of at most 64 bytes (one block):
-- sha256((key xor opad) || sha256((key xor ipad) || message)). pgcrypto's hmac() is not used:
-- under PGlite it fails now and then ("Cipher cannot be initialized") once the process has
-- used other OpenSSL digests, and the core function is the same on every engine.
create function private.hmac_sha256(message bytea, key bytea)
returns bytea
language sql
immutable
strict
set search_path = ''
as $$
  with block as (
    select key || decode(repeat('00', 64 - octet_length(key)), 'hex') as k
  ), pads as (
    select decode(string_agg(lpad(to_hex(get_byte(b.k, i) # 54), 2, '0'), '' order by i), 'hex') as inner_key,
           decode(string_agg(lpad(to_hex(get_byte(b.k, i) # 92), 2, '0'), '' order by i), 'hex') as outer_key
      from block b cross join generate_series(0, 63) i
  )
  select sha256(p.outer_key || sha256(p.inner_key || message)) from pads p
$$;

-- The one hash the record keeps of an address (subject: as private.privacy_subject returns it).
create function private.privacy_email_hmac(subject text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(private.hmac_sha256(convert_to(subject, 'UTF8'), s.email_hmac_key), 'hex')
  from private.privacy_request_settings s
$$;

-- The hash rows recorded before the key hold: SHA-256 of the salt, a bar and the address.
create function private.privacy_email_salted_hash(subject text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(sha256(convert_to(s.email_hash_salt || '|' || subject, 'UTF8')), 'hex')
  from private.privacy_request_settings s
$$;

-- Records one request: who, when, the action, the counts, the address only as its keyed hash.
create or replace function private.record_privacy_request(action text, subject text, counts jsonb)
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
         private.privacy_email_hmac(subject),
         counts
$$;

revoke all on function private.hmac_sha256(bytea, bytea), private.privacy_email_hmac(text), private.privacy_email_salted_hash(text),
  private.record_privacy_request(text, text, jsonb) from public, anon, authenticated;

-- Whether an address was erased, as the record of requests says (kept privacy_request_years).
create function public.privacy_erasure_record(email text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  subject text;
  answer jsonb;
begin
  perform private.require_admin('look up whether an address was erased');
  subject := private.privacy_subject(email);
  select jsonb_build_object('erased', count(*) > 0, 'erasures', count(*), 'last_erased_at', max(r.requested_at))
    into answer
    from public.privacy_requests r
    where r.action = 'erase'
      and r.email_hash in (private.privacy_email_hmac(subject), private.privacy_email_salted_hash(subject));
  return answer;
end;
$$;

revoke all on function public.privacy_erasure_record(text) from public, anon;
grant execute on function public.privacy_erasure_record(text) to authenticated;

-- Append-only: no change, no truncation, and no removal but of a row past its retention
-- period (what the retention job removes).
create or replace function private.refuse_privacy_request_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and old.requested_at < now() - make_interval(years => coalesce(
       (select s.privacy_request_years from public.retention_settings s), 6)) then
    return old;
  end if;
  raise exception using errcode = '42501', message = 'The record of data-subject requests cannot be changed.';
end;
$$;

revoke all on function private.refuse_privacy_request_change() from public, anon, authenticated;

create trigger privacy_requests_no_truncate
  before truncate on public.privacy_requests
  for each statement execute function private.refuse_privacy_request_change();
