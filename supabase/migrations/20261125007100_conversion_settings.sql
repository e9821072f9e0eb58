-- Settings of the conversion loop, one row: the conversion name each stage has on the ad
-- platforms (Google matches it to a conversion action's name exactly), the currency a deal
-- value defaults to, and a hint of the Google feed's secret token. The token itself is never
-- stored: private.conversion_feed_token keeps only its SHA-256, set by
-- public.regenerate_conversion_feed_token.
-- Who may do what: admins read the row and change the names and the default currency (column
-- grants: never the token hint). Nobody adds or removes the row. Visitors and signed-in
-- non-admins have no access. The token's hash is out of the API's reach.

create table public.conversion_settings (
  id boolean primary key default true check (id),
  qualified_name text not null default 'Qualified lead',
  won_name text not null default 'Won',
  default_currency text not null default 'USD',
  -- The first and last four characters of the current feed token; null until one is made.
  feed_token_hint text,
  updated_at timestamptz not null default now()
);
insert into public.conversion_settings default values;

alter table public.conversion_settings enable row level security;
revoke all on table public.conversion_settings from anon, authenticated;
grant select on table public.conversion_settings to authenticated;
grant update (qualified_name, won_name, default_currency) on table public.conversion_settings to authenticated;

create policy "Admins can read the conversion settings"
  on public.conversion_settings for select to authenticated
  using ((select private.is_admin()));

create policy "Admins can change the conversion settings"
  on public.conversion_settings for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- Names are stored trimmed; each check answers with the message the settings form shows.
create function private.check_conversion_settings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.qualified_name := btrim(new.qualified_name);
  new.won_name := btrim(new.won_name);
  if char_length(new.qualified_name) not between 1 and 100 or char_length(new.won_name) not between 1 and 100 then
    raise exception using errcode = '22023', message = 'A conversion name has 1 to 100 characters.';
  end if;
  if not private.is_iso_currency(new.default_currency) then
    raise exception using errcode = '22023', message = 'Choose a currency from the list.';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

revoke all on function private.check_conversion_settings() from public, anon, authenticated;

create trigger conversion_settings_check
  before update on public.conversion_settings
  for each row execute function private.check_conversion_settings();

create table private.conversion_feed_token (
  id boolean primary key default true check (id),
  -- SHA-256 (lowercase hex) of the token; null until an admin makes one.
  token_hash text check (token_hash ~ '^[0-9a-f]{64}$'),
  updated_at timestamptz not null default now()
);
insert into private.conversion_feed_token default values;

alter table private.conversion_feed_token enable row level security;
revoke all on table private.conversion_feed_token from public, anon, authenticated, service_role;
