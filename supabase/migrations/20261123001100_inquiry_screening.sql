-- How an inquiry was screened when it arrived. Nothing a visitor sends is refused for someone
-- else's traffic: past a flood threshold the inquiry is still stored, held for review.
--   clear  in the admin's inbox.
--   held   stored and held for review: it came past a threshold (many inquiries from one
--          network, many naming one email, or many from everyone at once). The agency
--          decides whether it is a lead, never an attacker.
--   spam   bot signals (the hidden form field filled in, or sent sooner after the form
--          appeared than a person can type); the sender got the same answer as anyone.
-- screening_reason names the rule that decided (or 'admin' when an admin marked it).
-- client_hash is a salted SHA-256 of the sender's network address, never the address: it only
-- counts one network's recent inquiries.
--
-- Who may do what: unchanged for the table (admins read and change, e.g. approve a held one
-- or mark spam). The salt lives in a private table nobody reaches through the API.

alter table public.customer_inquiries
  add column screening text not null default 'clear' check (screening in ('clear', 'held', 'spam')),
  add column screening_reason text
    check (screening_reason in ('client_rate', 'email_rate', 'overall_rate', 'honeypot', 'too_fast', 'admin')),
  add column client_hash text check (client_hash ~ '^[0-9a-f]{64}$');

-- The per-network count in submit_inquiry.
create index customer_inquiries_client_recent_idx
  on public.customer_inquiries (client_hash, created_at desc) where client_hash is not null;
-- The overall count in submit_inquiry (the last minute), and every newest-first read.
create index customer_inquiries_created_idx on public.customer_inquiries (created_at desc);
-- Held and spam inquiries are few; the screen counts the held ones on every load.
create index customer_inquiries_screened_idx
  on public.customer_inquiries (screening) where screening <> 'clear';

-- Settings of the screening, one row.
--   client_hash_salt: random, made here; it never leaves the database.
--   require_verified_submissions: when the optional human check (Cloudflare Turnstile, through
--   the submit-verified-inquiry Edge Function) is deployed, set it to true so that inquiries
--   sent straight to rpc/submit_inquiry, skipping the check, are refused.
-- Who may do what: nobody through the API (the private schema is not exposed, and with row
-- level security on and no policy every role but the owner is refused); submit_inquiry, a
-- security definer function owned by the table's owner, reads it. Changed with SQL only.
create table private.inquiry_screening_settings (
  singleton boolean primary key default true check (singleton),
  client_hash_salt text not null default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  require_verified_submissions boolean not null default false
);
insert into private.inquiry_screening_settings default values;

alter table private.inquiry_screening_settings enable row level security;
revoke all on table private.inquiry_screening_settings from public, anon, authenticated;
