-- Where the agency hears of new inquiries: webhook URLs (Slack or any receiver) and email
-- recipients, each with an on/off switch.
-- Who may do what: admins read, add, change and remove destinations. Visitors and signed-in
-- non-admins have no access at all.
-- A webhook's signing secret is write-only: an admin may write it through the API, but the
-- trigger below moves it into private.notification_destination_secrets (a schema the API does
-- not expose) and leaves only a masked hint in the table, so no read ever returns it.

create table public.notification_destinations (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('webhook', 'email')),
  name text not null check (char_length(btrim(name)) between 1 and 100),
  webhook_url text check (webhook_url ~ '^https?://[^\s/?#]+[^\s]*$' and char_length(webhook_url) <= 2000),
  -- Trimmed, lowercased and checked by the trigger below.
  email_recipients text[] not null default '{}' check (cardinality(email_recipients) <= 20),
  enabled boolean not null default true,
  -- Write-only: always null when read (see the trigger).
  signing_secret text,
  -- What the admin sees of the secret: its prefix and last four characters.
  signing_secret_hint text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint notification_destinations_target check (
    (kind = 'webhook' and webhook_url is not null and cardinality(email_recipients) = 0)
    or (kind = 'email' and webhook_url is null and cardinality(email_recipients) >= 1)
  )
);

comment on table public.notification_destinations is
  'Where inquiry notifications go. signing_secret is write-only: read it and you get null.';

create index notification_destinations_created_at_idx on public.notification_destinations (created_at);

-- The secrets themselves, out of the API's reach. The foreign key is checked at commit
-- because the secret is stored by the destination's BEFORE trigger, before the row exists.
create table private.notification_destination_secrets (
  destination_id uuid primary key
    references public.notification_destinations (id) on delete cascade deferrable initially deferred,
  signing_secret text not null,
  updated_at timestamptz not null default now()
);

alter table private.notification_destination_secrets enable row level security;
revoke all on table private.notification_destination_secrets from public, anon, authenticated, service_role;

-- Keeps the secret write-only and each destination's shape fixed (kind and id never change).
create function private.store_destination_secret()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and (new.id <> old.id or new.kind <> old.kind) then
    raise exception using errcode = '22023', message = 'A destination''s type cannot be changed; add a new one instead.';
  end if;
  if new.email_recipients is not null then
    -- Stored trimmed and lowercase, so the same address is never listed twice.
    new.email_recipients := array(
      select a.address from (
        select lower(btrim(r)) as address, min(n) as position
        from unnest(new.email_recipients) with ordinality as u(r, n)
        where btrim(r) <> ''
        group by 1) a
      order by a.position);
    if exists (select 1 from unnest(new.email_recipients) r
               where r !~ '^[a-z0-9._%+''-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$' or char_length(r) > 254) then
      raise exception using errcode = '22023', message = 'Please enter valid email addresses, separated by commas.';
    end if;
  end if;

  if new.signing_secret is not null then
    if new.kind <> 'webhook' then
      raise exception using errcode = '22023', message = 'Only a webhook has a signing secret.';
    end if;
    -- The Standard Webhooks format: receivers' libraries decode the part after whsec_.
    if new.signing_secret !~ '^whsec_[A-Za-z0-9+/]{32,}={0,2}$' or char_length(new.signing_secret) > 300 then
      raise exception using errcode = '22023',
        message = 'The signing secret must be whsec_ followed by at least 32 base64 characters. Use Generate to make one.';
    end if;
    insert into private.notification_destination_secrets as s (destination_id, signing_secret)
      values (new.id, new.signing_secret)
      on conflict (destination_id) do update set signing_secret = excluded.signing_secret, updated_at = now();
    new.signing_secret_hint := 'whsec_…' || right(new.signing_secret, 4);
    new.signing_secret := null;
  elsif tg_op = 'UPDATE' then
    new.signing_secret_hint := old.signing_secret_hint;
  else
    new.signing_secret_hint := null;
  end if;

  if new.kind = 'webhook' and new.signing_secret_hint is null then
    raise exception using errcode = '22023', message = 'A webhook needs a signing secret. Use Generate to make one.';
  end if;
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
    new.updated_at := now();
  end if;
  return new;
end;
$$;

revoke all on function private.store_destination_secret() from public, anon, authenticated;

create trigger notification_destinations_store_secret
  before insert or update on public.notification_destinations
  for each row execute function private.store_destination_secret();

alter table public.notification_destinations enable row level security;
revoke all on table public.notification_destinations from anon, authenticated;
grant select, insert, update, delete on table public.notification_destinations to authenticated;

create policy "Admins can read notification destinations"
  on public.notification_destinations for select to authenticated
  using ((select private.is_admin()));

create policy "Admins can add notification destinations"
  on public.notification_destinations for insert to authenticated
  with check ((select private.is_admin()));

create policy "Admins can change notification destinations"
  on public.notification_destinations for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins can remove notification destinations"
  on public.notification_destinations for delete to authenticated
  using ((select private.is_admin()));
