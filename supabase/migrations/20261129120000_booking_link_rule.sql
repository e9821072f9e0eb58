-- One rule for a booking link (a sales member's or the team's Cal.com or Calendly page): at
-- most 500 characters; printable ASCII only (no spaces); https://; no user name or password;
-- the host is cal.com or one of its subdomains (app.cal.com, a team's name.cal.com) or
-- calendly.com, with no port; and a page after the host. The TypeScript rule the forms use
-- (supabase/functions/_shared/booking-link.ts: bookingUrlRefusal) says the same sentences for
-- the same links; tests/database/booking-link-rule.test.ts holds both to one table of cases.
-- The visitor is sent to this address, so no other host may ever be stored.
-- Who may do what: the function is internal (no API role may call it); the CHECK holds the
-- rule for every writer of team_members.booking_url.

-- Why a booking link may not be saved (the sentence the person reads), or null when it may
-- (null too for no link).
create function private.booking_url_refusal(url text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  authority text;
  rest text;
begin
  if url is null then
    return null;
  end if;
  if char_length(url) > 500 then
    return 'A booking link must be at most 500 characters.';
  end if;
  if url ~ '[^!-~]' then
    return 'A booking link cannot contain spaces or characters outside plain ASCII.';
  end if;
  if url !~* '^https://' then
    return 'A booking link must start with https://.';
  end if;
  authority := substring(url from '^.{8}([^/?#]*)');
  rest := substr(url, 9 + char_length(authority));
  if position('@' in authority) > 0 then
    return 'A booking link cannot contain a user name or password.';
  end if;
  if lower(authority) !~ '^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)*cal\.com$' and lower(authority) <> 'calendly.com' then
    return 'A booking link must be a Cal.com page (cal.com, app.cal.com or your-team.cal.com) or a Calendly page (calendly.com).';
  end if;
  if rest !~ '^/[^?#]' then
    return 'A booking link must name your booking page, for example https://cal.com/your-name/30min.';
  end if;
  return null;
end;
$$;

revoke all on function private.booking_url_refusal(text) from public, anon, authenticated;

-- A link written before the rule that breaks it could never be offered: it is removed.
update public.team_members set booking_url = null where private.booking_url_refusal(booking_url) is not null;
alter table public.team_members add constraint team_members_booking_url_rule
  check (private.booking_url_refusal(booking_url) is null);
