-- The Google Ads feed as Google Ads Data Manager's scheduled HTTPS source reads it, and as a
-- manual upload takes it. Replaces the earlier files (their Parameters line came before the
-- headers, and their times had no zone: Data Manager drops such rows).
--
-- Files, one per conversion action as Data Manager asks (RFC 4180, CRLF line ends, a field
-- quoted when it holds a comma, a quote or a line break; the first row is the headers):
--   qualified-lead.csv, won.csv: Google's click-conversion template
--     Google Click ID,GBRAID,WBRAID,Conversion Name,Conversion Time,Conversion Value,
--     Conversion Currency,Ad User Data,Ad Personalization
--     exactly one of the three click columns filled; the time in ISO 8601 with its offset
--     (2026-11-28T14:03:00+00:00); Ad User Data and Ad Personalization (Granted / Denied) from
--     the consent stored with the lead.
--   won-adjustments.csv: Google's conversion-adjustments template, a restatement (RESTATE) of a
--     won conversion whose deal value changed after Google fetched it
--     Google Click ID,Conversion Name,Conversion Time,Adjustment Time,Adjustment Type,
--     Adjusted Value,Adjusted Value Currency
--     (gclid clicks only: a conversion is found again by its click and time).
-- Which click: for an action counting one conversion per click (the stage's *_counting
-- setting) only a gclid, the last touch's else the first's: Google refuses a gbraid or wbraid
-- for such an action. For one counting every conversion, the click private.google_click picks.
-- Listed: a conversion of the last 90 days (Google's longest click window) whose Google Ads row
-- is queued, or was first fetched less than 3 days ago (Google takes a click too recent for it
-- on a later fetch, and reports each exact repeat as an error, so the re-listing is short); of
-- an inquiry not in the trash; that private.conversion_skip_reason lets go to Google Ads (the
-- consent rules); and, for a won conversion, released (private.conversion_released: the deal
-- value dialog answered or its wait over). A row fetched before is listed as it was then.
-- Click ids are listed only in their own alphabet (letters, digits, - and _).
-- Who may do what: admins download a file; the service role fetches one with the feed token
-- (the Edge Function), which marks the listed rows sent (a HEAD request marks nothing).
-- Visitors: nothing.

drop function public.conversion_feed_for_token(text, text);
drop function public.conversion_feed_csv(text, text);
drop function private.conversion_feed_header(text);
drop function private.conversion_feed_rows(text, text);
drop function private.conversion_feed_file(text);

create function private.conversion_feed_file(file_name text)
returns table (stage text, kind text)
language sql
immutable
set search_path = ''
as $$
  select f.stage, f.kind
  from (values
    ('qualified-lead.csv', 'qualified', 'conversions'),
    ('won.csv', 'won', 'conversions'),
    ('won-adjustments.csv', 'won', 'adjustments')) as f(file_name, stage, kind)
  where f.file_name = conversion_feed_file.file_name;
$$;

revoke all on function private.conversion_feed_file(text) from public, anon, authenticated;

-- The click a stage's Google conversion action is told of: {kind, id} or null (see above).
create function private.feed_click(inquiry public.customer_inquiries, counting text)
returns text[]
language sql
stable
set search_path = ''
as $$
  select case
    when counting = 'every' then private.google_click(inquiry)
    when coalesce(inquiry.last_gclid, inquiry.first_gclid) is not null
      then array['gclid', coalesce(inquiry.last_gclid, inquiry.first_gclid)]
  end;
$$;

revoke all on function private.feed_click(public.customer_inquiries, text) from public, anon, authenticated;

-- A time as Data Manager reads it without a fallback zone: ISO 8601 with the offset.
create function private.feed_time(at timestamptz)
returns text
language sql
immutable
set search_path = ''
as $$
  select to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') || '+00:00';
$$;

revoke all on function private.feed_time(timestamptz) from public, anon, authenticated;

create function private.feed_consent(granted boolean)
returns text
language sql
immutable
set search_path = ''
as $$
  select case granted when true then 'Granted' when false then 'Denied' else '' end;
$$;

revoke all on function private.feed_consent(boolean) from public, anon, authenticated;

-- The Google Ads rows a stage's files may list, with the click each is reported against.
create function private.conversion_feed_candidates(feed_stage text)
returns table (conversion public.conversions, delivery public.conversion_deliveries, inquiry public.customer_inquiries,
               conversion_name text, click text[])
language sql
stable
security definer
set search_path = ''
as $$
  select c, d, i,
         case c.stage when 'won' then s.won_name else s.qualified_name end,
         private.feed_click(i, case c.stage when 'won' then s.won_counting else s.qualified_counting end)
  from public.conversions c
  join public.conversion_deliveries d on d.conversion_id = c.id and d.platform = 'google_ads'
  join public.customer_inquiries i on i.id = c.inquiry_id
  cross join public.conversion_settings s
  where c.stage = feed_stage
    and c.occurred_at > now() - interval '90 days'
    and i.deleted_at is null
    and d.state in ('queued', 'sent')
    and private.conversion_skip_reason(i, 'google_ads') is null
    and private.conversion_released(c, s);
$$;

revoke all on function private.conversion_feed_candidates(text) from public, anon, authenticated;

create function private.conversion_feed_rows(feed_stage text)
returns table (conversion_id uuid, line text)
language sql
stable
security definer
set search_path = ''
as $$
  select (f.conversion).id,
         concat_ws(',',
           case when f.click[1] = 'gclid' then f.click[2] else '' end,
           case when f.click[1] = 'gbraid' then f.click[2] else '' end,
           case when f.click[1] = 'wbraid' then f.click[2] else '' end,
           private.csv_field(f.conversion_name),
           private.feed_time((f.conversion).occurred_at),
           -- A row fetched before is listed as it was then: a changed value is an adjustment.
           private.csv_field(case when (f.delivery).state = 'sent' then (f.delivery).sent_value else (f.conversion).value end::text),
           private.csv_field(case when (f.delivery).state = 'sent' then (f.delivery).sent_currency else (f.conversion).currency end),
           private.feed_consent((f.inquiry).consent_ad_user_data),
           private.feed_consent((f.inquiry).consent_ad_personalization))
  from private.conversion_feed_candidates(feed_stage) f
  where f.click[2] ~ '^[A-Za-z0-9_-]+$'
    and ((f.delivery).state = 'queued' or (f.delivery).sent_at > now() - interval '3 days')
  order by (f.conversion).occurred_at, (f.conversion).id;
$$;

revoke all on function private.conversion_feed_rows(text) from public, anon, authenticated;

create function private.conversion_adjustment_rows(feed_stage text)
returns table (conversion_id uuid, line text)
language sql
stable
security definer
set search_path = ''
as $$
  select (f.conversion).id,
         concat_ws(',',
           f.click[2],
           private.csv_field(f.conversion_name),
           private.feed_time((f.conversion).occurred_at),
           private.feed_time((f.conversion).value_changed_at),
           'RESTATE',
           (f.conversion).value::text,
           (f.conversion).currency)
  from private.conversion_feed_candidates(feed_stage) f
  where f.click[1] = 'gclid'
    and f.click[2] ~ '^[A-Za-z0-9_-]+$'
    and (f.delivery).state = 'sent'
    and (f.conversion).value is not null
    and ((f.delivery).adjustment = 'pending'
         or ((f.delivery).adjustment = 'sent' and (f.delivery).adjusted_at > now() - interval '3 days'))
  order by (f.conversion).value_changed_at, (f.conversion).id;
$$;

revoke all on function private.conversion_adjustment_rows(text) from public, anon, authenticated;

create function private.conversion_feed_header(kind text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case kind
    when 'adjustments' then 'Google Click ID,Conversion Name,Conversion Time,Adjustment Time,Adjustment Type,Adjusted Value,Adjusted Value Currency'
    else 'Google Click ID,GBRAID,WBRAID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency,Ad User Data,Ad Personalization'
  end || E'\r\n';
$$;

revoke all on function private.conversion_feed_header(text) from public, anon, authenticated;

-- A file's rows: the conversions of its stage, or their adjustments.
create function private.conversion_feed_lines(file_name text)
returns table (conversion_id uuid, line text)
language sql
stable
security definer
set search_path = ''
as $$
  select r.conversion_id, r.line
  from private.conversion_feed_file(file_name) f
  cross join lateral private.conversion_feed_rows(f.stage) r
  where f.kind = 'conversions'
  union all
  select r.conversion_id, r.line
  from private.conversion_feed_file(file_name) f
  cross join lateral private.conversion_adjustment_rows(f.stage) r
  where f.kind = 'adjustments';
$$;

revoke all on function private.conversion_feed_lines(text) from public, anon, authenticated;

-- The file for a manual upload in Google Ads.
create function public.conversion_feed_csv(file_name text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  file record;
begin
  perform private.require_admin('download the conversion feed');
  select * into file from private.conversion_feed_file(file_name);
  if file.stage is null then
    raise exception using errcode = '22023', message = 'There is no such conversion file.';
  end if;
  return private.conversion_feed_header(file.kind)
      || coalesce((select string_agg(r.line || E'\r\n', '') from private.conversion_feed_lines(file_name) r), '');
end;
$$;

revoke all on function public.conversion_feed_csv(text) from public, anon;
grant execute on function public.conversion_feed_csv(text) to authenticated;

-- The file Google fetches: null for a wrong token or an unknown file name (the function then
-- answers 401/404 and nothing else). With mark (a GET), the rows listed for the first time are
-- marked sent with the value they carried, and the adjustments listed for the first time with
-- the value they restated; a HEAD asks with mark false and changes nothing.
create function public.conversion_feed_for_token(feed_token text, file_name text, mark boolean default true)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  file record;
  listed uuid[];
  body text;
begin
  if not private.is_conversion_feed_token(feed_token) then
    return null;
  end if;
  select * into file from private.conversion_feed_file(file_name);
  if file.stage is null then
    return null;
  end if;
  select coalesce(array_agg(r.conversion_id), '{}'), coalesce(string_agg(r.line || E'\r\n', ''), '')
    into listed, body
    from private.conversion_feed_lines(file_name) r;
  if mark and file.kind = 'conversions' then
    update public.conversion_deliveries d
       set state = 'sent', sent_at = now(), sent_value = c.value, sent_currency = c.currency,
           attempts = d.attempts + 1, last_attempt_at = now(), next_attempt_at = null
      from public.conversions c
     where c.id = d.conversion_id and d.conversion_id = any(listed)
       and d.platform = 'google_ads' and d.state = 'queued';
  elsif mark then
    update public.conversion_deliveries d
       set adjustment = 'sent', adjusted_at = now(), adjusted_value = c.value, adjusted_currency = c.currency
      from public.conversions c
     where c.id = d.conversion_id and d.conversion_id = any(listed)
       and d.platform = 'google_ads' and d.adjustment = 'pending';
  end if;
  return private.conversion_feed_header(file.kind) || body;
end;
$$;

revoke all on function public.conversion_feed_for_token(text, text, boolean) from public, anon, authenticated;
grant execute on function public.conversion_feed_for_token(text, text, boolean) to service_role;
