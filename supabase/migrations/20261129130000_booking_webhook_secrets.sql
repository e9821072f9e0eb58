-- The signing secrets of the booking webhook, one per tool (Cal.com signs with a secret pasted
-- into its webhook form, Calendly with the signing_key given when the subscription is made).
-- The webhook must compute the same HMAC, so the secret itself is kept (not a hash), in
-- private.*, which no API role reads; the screen sees only a hint and when it was made.
-- Who may do what: admins make (and remake, which ends the old one) a secret, shown once in full,
-- and read the hints; the booking-webhook function (service role) reads a secret to verify a
-- delivery; nobody else reads anything.

create table private.booking_webhook_secrets (
  provider text primary key check (provider in ('cal.com', 'calendly')),
  secret text not null check (secret ~ '^[0-9a-f]{64}$'),
  hint text not null,
  created_at timestamptz not null default now()
);

alter table private.booking_webhook_secrets enable row level security;
revoke all on table private.booking_webhook_secrets from public, anon, authenticated, service_role;

-- A new secret for a tool, answered once; the old one stops verifying at once.
create function public.rotate_booking_webhook_secret(p_provider text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  new_secret text;
begin
  perform private.require_admin('make a booking webhook secret');
  if p_provider is null or p_provider not in ('cal.com', 'calendly') then
    raise exception 'The booking tool must be Cal.com or Calendly.' using errcode = 'P0001';
  end if;
  -- 32 bytes (244 random bits from two strong-random UUIDs) as 64 lowercase hex characters:
  -- both tools take any string, and hex survives copying into their forms and API calls.
  new_secret := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  insert into private.booking_webhook_secrets as s (provider, secret, hint)
  values (p_provider, new_secret, left(new_secret, 4) || '…' || right(new_secret, 4))
  on conflict (provider) do update
    set secret = excluded.secret, hint = excluded.hint, created_at = now();
  return new_secret;
end;
$$;

revoke all on function public.rotate_booking_webhook_secret(text) from public, anon;
grant execute on function public.rotate_booking_webhook_secret(text) to authenticated;

-- The screen's view of the secrets: which tool has one, its hint and when it was made.
create function public.booking_webhook_secret_hints()
returns table (provider text, hint text, created_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('see the booking webhook secrets');
  return query
    select s.provider, s.hint, s.created_at
      from private.booking_webhook_secrets s
     order by s.provider;
end;
$$;

revoke all on function public.booking_webhook_secret_hints() from public, anon;
grant execute on function public.booking_webhook_secret_hints() to authenticated;

-- The secret a delivery is verified with (null when an admin made none: every delivery is then
-- refused). Only the booking-webhook function calls it.
create function public.booking_webhook_secret(p_provider text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select s.secret from private.booking_webhook_secrets s where s.provider = p_provider;
$$;

revoke all on function public.booking_webhook_secret(text) from public, anon, authenticated;
grant execute on function public.booking_webhook_secret(text) to service_role;
