-- Withdrawing a lead's consent for some of its recipients, the one rule both paths use
-- (private.record_consent_withdrawal), and the visitor's path to it:
--   At submission the server makes a per-inquiry secret (private.issue_withdrawal_token,
--   called by submit_inquiry) when the lead carries some consent to withdraw; the browser
--   gets it once in the answer, the database keeps only its SHA-256
--   (private.inquiry_withdrawal_tokens, deleted with the lead).
--   rpc/withdraw_consent(receipts, recipients): receipts is the browser's list of
--   {id, secret} of the inquiries it sent (at most 50), recipients the ones withdrawn. A lead
--   is changed only when its id and its secret match; an unknown id, a malformed or a wrong
--   secret change nothing and get the same answer as a match, so the call tells nobody
--   whether an inquiry exists or what it carries. Only a request of the wrong shape (not a
--   list, an unknown recipient) is refused with 22023.
-- A withdrawal keeps what was given and when (inquiry_recipient_consents.granted and
-- decided_at), sets withdrawn_at and withdrawn_via for each recipient that was granted and not
-- yet withdrawn, logs one inquiry_consent_events row each, and ends that recipient's waiting
-- conversion deliveries of the lead (queued, retrying) as skipped 'consent_withdrawn' at once.
-- Who may do what: anyone may call rpc/withdraw_consent (it needs the secret); the private
-- functions and the secrets' table are out of every API role's reach.

create table private.inquiry_withdrawal_tokens (
  inquiry_id uuid primary key references public.customer_inquiries (id) on delete cascade,
  token_hash text not null check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);

alter table private.inquiry_withdrawal_tokens enable row level security;
revoke all on table private.inquiry_withdrawal_tokens from public, anon, authenticated;

-- What a lead's visitor granted, per recipient: its rows (written at submission; a lead from
-- before per-recipient consent has the rows its old consent implied, and none for Meta or
-- LinkedIn, which its banner never named).
create function private.inquiry_granted_recipients(inquiry_id uuid)
returns setof text
language sql
stable
set search_path = ''
as $$
  select r.recipient from public.inquiry_recipient_consents r
   where r.inquiry_id = inquiry_granted_recipients.inquiry_id and r.granted
$$;

-- A new secret for a lead with some consent to withdraw (null for one without): 32 random
-- bytes, URL-safe base64 without padding (43 characters).
create function private.issue_withdrawal_token(inquiry_id uuid)
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  token text;
begin
  if not exists (select 1 from private.inquiry_granted_recipients(issue_withdrawal_token.inquiry_id)) then
    return null;
  end if;
  token := translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'),
                     E'+/=\n', '-_');
  insert into private.inquiry_withdrawal_tokens (inquiry_id, token_hash)
    values (issue_withdrawal_token.inquiry_id, encode(sha256(convert_to(token, 'UTF8')), 'hex'));
  return token;
end;
$$;

-- The recipients a request names, checked: a non-empty list of known ones, else 22023.
create function private.consent_recipients(recipients text[])
returns text[]
language plpgsql
immutable
set search_path = ''
as $$
begin
  if coalesce(cardinality(recipients), 0) = 0
     or exists (select 1 from unnest(recipients) r where r is null or r not in ('google_ads', 'meta', 'linkedin', 'ga4')) then
    raise exception using errcode = '22023', message = 'Name one or more of the recipients google_ads, meta, linkedin, ga4.';
  end if;
  return recipients;
end;
$$;

-- The one rule of a withdrawal (see above); returns how many recipients it withdrew.
create function private.record_consent_withdrawal(inquiry_id uuid, recipients text[], via text)
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  lead_id constant uuid := record_consent_withdrawal.inquiry_id;
  withdrawn text[];
begin
  with granted as (
    select g.recipient from private.inquiry_granted_recipients(lead_id) g (recipient)
     where g.recipient = any (recipients)
  ), changed as (
    insert into public.inquiry_recipient_consents as r (inquiry_id, recipient, granted, decided_at, withdrawn_at, withdrawn_via)
      select lead_id, g.recipient, true, coalesce(c.consent_decided_at, c.created_at), now(), via
        from granted g cross join public.customer_inquiries c where c.id = lead_id
    on conflict on constraint inquiry_recipient_consents_pkey do update
      set withdrawn_at = excluded.withdrawn_at, withdrawn_via = excluded.withdrawn_via
      where r.granted and r.withdrawn_at is null
    returning r.recipient
  )
  select coalesce(array_agg(changed.recipient order by changed.recipient), '{}') into withdrawn from changed;

  insert into public.inquiry_consent_events (inquiry_id, recipient, via, recorded_by)
    select lead_id, w, via, case when via = 'admin' then (select auth.uid()) end
      from unnest(withdrawn) w;

  update public.conversion_deliveries d
     set state = 'skipped', skip_reason = 'consent_withdrawn', next_attempt_at = null, locked_until = null
   where d.platform = any (withdrawn)
     and d.state in ('queued', 'retrying')
     and d.conversion_id in (select v.id from public.conversions v where v.inquiry_id = lead_id);

  return cardinality(withdrawn);
end;
$$;

create function public.withdraw_consent(receipts jsonb, recipients text[])
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  wanted text[];
  receipt jsonb;
  lead_id uuid;
begin
  wanted := private.consent_recipients(recipients);
  if receipts is null or jsonb_typeof(receipts) <> 'array' or jsonb_array_length(receipts) > 50 then
    raise exception using errcode = '22023', message = 'The receipts must be a list of at most 50 inquiries.';
  end if;
  for receipt in select value from jsonb_array_elements(receipts) loop
    -- Anything short of a matching id and secret is passed over the same way.
    continue when jsonb_typeof(receipt) <> 'object'
      or coalesce(receipt ->> 'id', '') !~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
      or coalesce(receipt ->> 'secret', '') !~ '^[A-Za-z0-9_-]{43}$';
    select t.inquiry_id into lead_id from private.inquiry_withdrawal_tokens t
     where t.inquiry_id = (receipt ->> 'id')::uuid
       and t.token_hash = encode(sha256(convert_to(receipt ->> 'secret', 'UTF8')), 'hex');
    if found then
      perform private.record_consent_withdrawal(lead_id, wanted, 'visitor');
    end if;
  end loop;
  return jsonb_build_object('received', true);
end;
$$;

revoke all on function private.inquiry_granted_recipients(uuid), private.issue_withdrawal_token(uuid),
  private.consent_recipients(text[]), private.record_consent_withdrawal(uuid, text[], text)
  from public, anon, authenticated;
revoke all on function public.withdraw_consent(jsonb, text[]) from public;
grant execute on function public.withdraw_consent(jsonb, text[]) to anon, authenticated;
