-- The Google Ads feed: a stage's conversions as Google's click-conversion import file, built
-- here once for both ways it leaves the site: the scheduled HTTPS fetch (the conversion-feed
-- Edge Function, with the feed token) and an admin's manual download.
--
-- The file (RFC 4180, CRLF line ends, every field quoted when it holds a comma, a quote or a
-- line break):
--   Parameters:TimeZone=+0000
--   Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency
--   <click id>,<the stage's conversion name>,<yyyy-MM-dd HH:mm:ss in UTC>,<value>,<currency>
-- Google's clicks from iOS carry a gbraid or a wbraid instead of a gclid; a conversion may
-- name only one of them, so those conversions have files of their own whose first column is
-- GBRAID or WBRAID. Files, one per conversion action as Google asks:
--   qualified-lead.csv, won.csv, qualified-lead-gbraid.csv, won-gbraid.csv,
--   qualified-lead-wbraid.csv, won-wbraid.csv.
-- Listed: every conversion of the stage of the last 90 days (Google's longest click window)
-- whose Google Ads ledger row is queued or sent, which means its visitor granted advertising
-- consent and came with a Google click (decided once, when the conversion was written), of an
-- inquiry not in the trash. Each fetch lists them all again: Google takes an exact repeat (same
-- click, name and time) as a duplicate, and takes a row it found too recent on a later fetch.
-- Click ids are listed only in their own alphabet (letters, digits, - and _), so no stored
-- text can reach the file as anything else.
-- Who may do what: admins download a file; the service role fetches one with the feed token
-- (the Edge Function), which marks the listed Google Ads rows sent. Visitors: nothing.

create function private.conversion_feed_file(file_name text)
returns table (stage text, click_kind text)
language sql
immutable
set search_path = ''
as $$
  select f.stage, f.click_kind
  from (values
    ('qualified-lead.csv', 'qualified', 'gclid'),
    ('won.csv', 'won', 'gclid'),
    ('qualified-lead-gbraid.csv', 'qualified', 'gbraid'),
    ('won-gbraid.csv', 'won', 'gbraid'),
    ('qualified-lead-wbraid.csv', 'qualified', 'wbraid'),
    ('won-wbraid.csv', 'won', 'wbraid')) as f(file_name, stage, click_kind)
  where f.file_name = conversion_feed_file.file_name;
$$;

revoke all on function private.conversion_feed_file(text) from public, anon, authenticated;

-- One CSV field: quoted, quotes doubled, when it holds a comma, a quote or a line break.
create function private.csv_field(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when value ~ '[",\r\n]' then '"' || replace(value, '"', '""') || '"'
    else coalesce(value, '')
  end;
$$;

revoke all on function private.csv_field(text) from public, anon, authenticated;

create function private.conversion_feed_rows(feed_stage text, click_kind text)
returns table (conversion_id uuid, line text)
language sql
stable
security definer
set search_path = ''
as $$
  select c.id,
         concat_ws(',',
           private.csv_field(g.click[2]),
           private.csv_field(case c.stage when 'won' then s.won_name else s.qualified_name end),
           private.csv_field(to_char(c.occurred_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')),
           private.csv_field(c.value::text),
           private.csv_field(c.currency))
  from public.conversions c
  join public.conversion_deliveries d
    on d.conversion_id = c.id and d.platform = 'google_ads' and d.state in ('queued', 'sent')
  join public.customer_inquiries i on i.id = c.inquiry_id
  cross join public.conversion_settings s
  cross join lateral (select private.google_click(i) as click) g
  where c.stage = conversion_feed_rows.feed_stage
    and c.occurred_at > now() - interval '90 days'
    and i.deleted_at is null
    and g.click[1] = conversion_feed_rows.click_kind
    and g.click[2] ~ '^[A-Za-z0-9_-]+$'
  order by c.occurred_at, c.id;
$$;

revoke all on function private.conversion_feed_rows(text, text) from public, anon, authenticated;

create function private.conversion_feed_header(click_kind text)
returns text
language sql
immutable
set search_path = ''
as $$
  select 'Parameters:TimeZone=+0000' || E'\r\n'
      || case click_kind when 'gbraid' then 'GBRAID' when 'wbraid' then 'WBRAID' else 'Google Click ID' end
      || ',Conversion Name,Conversion Time,Conversion Value,Conversion Currency' || E'\r\n';
$$;

revoke all on function private.conversion_feed_header(text) from public, anon, authenticated;

-- The file for a manual upload in Google Ads.
create function public.conversion_feed_csv(stage text, click_kind text default 'gclid')
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception using errcode = '42501', message = 'Only admins may download the conversion feed.';
  end if;
  if stage is null or stage not in ('qualified', 'won') or click_kind is null or click_kind not in ('gclid', 'gbraid', 'wbraid') then
    raise exception using errcode = '22023', message = 'There is no such conversion file.';
  end if;
  return private.conversion_feed_header(click_kind)
      || coalesce((select string_agg(r.line || E'\r\n', '') from private.conversion_feed_rows(stage, click_kind) r), '');
end;
$$;

revoke all on function public.conversion_feed_csv(text, text) from public, anon;
grant execute on function public.conversion_feed_csv(text, text) to authenticated;

-- The file Google fetches: null for a wrong token or an unknown file name (the function then
-- answers 401/404 and nothing else). Marks the listed Google Ads rows sent, with the value they
-- carried, the first time a fetch lists them.
create function public.conversion_feed_for_token(feed_token text, file_name text)
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
    from private.conversion_feed_rows(file.stage, file.click_kind) r;
  update public.conversion_deliveries d
     set state = 'sent', sent_at = now(), sent_value = c.value, sent_currency = c.currency,
         attempts = d.attempts + 1, last_attempt_at = now(), next_attempt_at = null
    from public.conversions c
   where c.id = d.conversion_id and d.conversion_id = any(listed)
     and d.platform = 'google_ads' and d.state = 'queued';
  return private.conversion_feed_header(file.click_kind) || body;
end;
$$;

revoke all on function public.conversion_feed_for_token(text, text) from public, anon, authenticated;
grant execute on function public.conversion_feed_for_token(text, text) to service_role;
