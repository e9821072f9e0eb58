-- The ad platforms conversions are sent to by API, each with an on/off switch, its non-secret
-- settings (meta: dataset_id, test_event_code; ga4: measurement_id; linkedin:
-- qualified_rule_id, won_rule_id) and a secret (Meta and LinkedIn: an access token; GA4: the
-- Measurement Protocol API secret). Google Ads needs no row: it fetches the feed.
-- Who may do what: admins read, add and change destinations. Visitors and signed-in
-- non-admins have no access. The secret is write-only: the trigger below moves it into
-- private.conversion_destination_secrets (a schema the API does not expose) and leaves only a
-- hint in the table, so no read ever returns it.

create table public.conversion_destinations (
  platform text primary key check (platform in ('meta', 'ga4', 'linkedin')),
  enabled boolean not null default false,
  settings jsonb not null default '{}',
  -- Write-only: always null when read (see the trigger).
  secret text,
  -- What the admin sees of the secret: its last four characters.
  secret_hint text,
  updated_at timestamptz not null default now()
);

comment on table public.conversion_destinations is
  'Ad platforms conversions are sent to. secret is write-only: read it and you get null.';

-- Every platform has its row, switched off, so the screen only ever changes one.
insert into public.conversion_destinations (platform) values ('meta'), ('ga4'), ('linkedin');

create table private.conversion_destination_secrets (
  platform text primary key
    references public.conversion_destinations (platform) on delete cascade deferrable initially deferred,
  secret text not null,
  updated_at timestamptz not null default now()
);

alter table private.conversion_destination_secrets enable row level security;
revoke all on table private.conversion_destination_secrets from public, anon, authenticated, service_role;

create function private.store_conversion_destination_secret()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.platform <> old.platform then
    raise exception using errcode = '22023', message = 'A destination''s platform cannot be changed.';
  end if;
  -- Settings are a flat object of short texts: ids and codes, never anything secret.
  if jsonb_typeof(new.settings) <> 'object'
     or exists (select 1 from jsonb_each(new.settings) e
                where jsonb_typeof(e.value) not in ('string', 'null') or char_length(e.value #>> '{}') > 200
                   or char_length(e.key) > 50) then
    raise exception using errcode = '22023', message = 'The destination''s settings are short texts.';
  end if;
  if new.secret is not null then
    new.secret := btrim(new.secret);
    if char_length(new.secret) not between 8 and 2000 then
      raise exception using errcode = '22023', message = 'The secret has 8 to 2000 characters.';
    end if;
    insert into private.conversion_destination_secrets as s (platform, secret)
      values (new.platform, new.secret)
      on conflict (platform) do update set secret = excluded.secret, updated_at = now();
    new.secret := null;
  end if;
  -- Read back from where the secret lives, so an upsert (whose insert half stored a new
  -- secret and whose update half carries none) still shows the right hint.
  new.secret_hint := (select '…' || right(s.secret, 4) from private.conversion_destination_secrets s
                      where s.platform = new.platform);
  -- A destination without its secret could only fail every delivery.
  if new.enabled and new.secret_hint is null then
    raise exception using errcode = '22023', message = 'Add the secret before switching this destination on.';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

revoke all on function private.store_conversion_destination_secret() from public, anon, authenticated;

create trigger conversion_destinations_store_secret
  before insert or update on public.conversion_destinations
  for each row execute function private.store_conversion_destination_secret();

alter table public.conversion_destinations enable row level security;
revoke all on table public.conversion_destinations from anon, authenticated;
grant select, insert, update on table public.conversion_destinations to authenticated;

create policy "Admins can read conversion destinations"
  on public.conversion_destinations for select to authenticated
  using ((select private.is_admin()));

create policy "Admins can add conversion destinations"
  on public.conversion_destinations for insert to authenticated
  with check ((select private.is_admin()));

create policy "Admins can change conversion destinations"
  on public.conversion_destinations for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
