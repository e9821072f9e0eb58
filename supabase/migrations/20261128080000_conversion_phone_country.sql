-- The country a phone number typed without its country code belongs to. Ad platforms match a
-- phone only in international (E.164) form: a number with "+" or "00" keeps its own country, a
-- national one ("(415) 555-0123", "020 7946 0958") takes this country, and without it such a
-- number is not sent at all. The Conversions screen sets it; the inquiry card shows the number
-- as the same parse reads it.
-- Who may do what: as the rest of conversion_settings: admins read it and change it (column
-- grant); visitors and signed-in non-admins have no access.

alter table public.conversion_settings add column phone_default_country text;

grant update (phone_default_country) on table public.conversion_settings to authenticated;

-- An ISO 3166-1 alpha-2 code in capitals, or none; answered with the message the form shows.
-- Its own trigger, beside the settings' other check, so each checks only its own columns.
create function private.check_conversion_phone_country()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.phone_default_country := nullif(upper(btrim(new.phone_default_country)), '');
  if new.phone_default_country is not null and new.phone_default_country !~ '^[A-Z]{2}$' then
    raise exception using errcode = '22023', message = 'Choose a country from the list.';
  end if;
  return new;
end;
$$;

revoke all on function private.check_conversion_phone_country() from public, anon, authenticated;

create trigger conversion_settings_check_phone_country
  before update of phone_default_country on public.conversion_settings
  for each row execute function private.check_conversion_phone_country();
