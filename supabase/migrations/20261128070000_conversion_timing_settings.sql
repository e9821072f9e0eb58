-- Two settings of how conversions leave for the ad platforms:
--   qualified_counting, won_counting: how the stage's Google Ads conversion action counts,
--     'one' or 'every' conversion per click (Google's "Count" setting; 'one' by default, the
--     usual one for leads). Google refuses an iOS click (gbraid, wbraid) for an action that
--     counts one per click, so the feed lists those clicks only for an action set to 'every'.
--   value_grace_hours: how long a won conversion waits for its deal value before it goes
--     without one (1 to 48 hours, 24 by default). Answering the deal value dialog (saving or
--     skipping) releases it at once. At most 48 hours so that the event still reaches GA4,
--     which backdates an event by at most 72 hours, with a day to spare for retries.
-- Who may do what: admins change them with the other settings (column grants below).

alter table public.conversion_settings
  add column qualified_counting text not null default 'one' check (qualified_counting in ('one', 'every')),
  add column won_counting text not null default 'one' check (won_counting in ('one', 'every')),
  add column value_grace_hours integer not null default 24;

grant update (qualified_counting, won_counting, value_grace_hours) on table public.conversion_settings to authenticated;

-- Names are stored trimmed; each check answers with the message the settings form shows.
create or replace function private.check_conversion_settings()
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
  if new.value_grace_hours is null or new.value_grace_hours not between 1 and 48 then
    raise exception using errcode = '22023', message = 'The wait for a deal value is 1 to 48 hours.';
  end if;
  new.updated_at := now();
  return new;
end;
$$;
