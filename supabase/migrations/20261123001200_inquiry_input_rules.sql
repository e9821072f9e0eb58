-- The rules submit_inquiry applies to what a visitor sends, each in one function so the
-- submission reads as a list of checks. They live in the private schema: PostgREST never
-- offers them as RPCs, and only their callers (security definer functions) execute them.

-- Leading and trailing white space of any kind goes, as JavaScript's String.prototype.trim
-- removes it in the forms: tabs, line breaks, no-break and other Unicode spaces, the BOM.
create function private.trim_text(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select pg_catalog.regexp_replace(
    value,
    '^[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
    '', 'g')
$$;

-- An email address the forms accept: a local part of letters, digits and . _ % + ' - (no dot
-- first, last or twice in a row), then domain labels that start and end with a letter or
-- digit, then a top-level domain of two or more letters; 254 characters at most. The forms
-- hold the same pattern (src/features/inquiries/model/inquiry-form-schemas.ts).
create function private.is_valid_email(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value is not null
    and pg_catalog.char_length(value) <= 254
    and value ~ '^[A-Za-z0-9_%+''-]+(\.[A-Za-z0-9_%+''-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$'
$$;

-- The client's network address as hosted Supabase's gateway reports it: the first address of
-- the x-forwarded-for request header, which PostgREST exposes in request.headers. Null when
-- the function is not called through the API.
create function private.request_client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(pg_catalog.lower(pg_catalog.left(pg_catalog.btrim(pg_catalog.split_part(
    coalesce(nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb ->> 'x-forwarded-for', ''),
    ',', 1)), 100)), '')
$$;

-- One attribution value: text or nothing. Control characters go, white space is trimmed,
-- and it is cut to the column's cap rather than refused (a long campaign name must not cost
-- the agency the lead). Anything but a string or null is refused.
create function private.attribution_text(value jsonb, cap integer)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if value is null or pg_catalog.jsonb_typeof(value) = 'null' then
    return null;
  end if;
  if pg_catalog.jsonb_typeof(value) <> 'string' then
    raise exception using errcode = '22023', message = 'Attribution values must be text.';
  end if;
  return nullif(pg_catalog.left(private.trim_text(pg_catalog.regexp_replace(value #>> '{}', '[[:cntrl:]]', '', 'g')), cap), '');
end;
$$;

-- One touch (a visit) as the browser sends it, cleaned: the UTM parameters, the ad click ids,
-- the referring site (http or https only), the landing path (starting with /) and when it
-- happened (an ISO time within the last 91 days; otherwise the time of the submission).
-- Keys it does not know are ignored. Null when no touch was sent.
create function private.clean_touch(touch jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  result jsonb := '{}'::jsonb;
  field text;
  referrer text;
  landing text;
  touched text;
  touched_at timestamptz;
begin
  if touch is null or pg_catalog.jsonb_typeof(touch) = 'null' then
    return null;
  end if;
  if pg_catalog.jsonb_typeof(touch) <> 'object' then
    raise exception using errcode = '22023', message = 'The attribution must be a JSON object.';
  end if;
  foreach field in array array['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] loop
    result := result || pg_catalog.jsonb_build_object(field, private.attribution_text(touch -> field, 200));
  end loop;
  foreach field in array array['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'li_fat_id'] loop
    result := result || pg_catalog.jsonb_build_object(field, private.attribution_text(touch -> field, 256));
  end loop;
  referrer := private.attribution_text(touch -> 'referrer', 500);
  landing := private.attribution_text(touch -> 'landing_path', 300);
  touched := private.attribution_text(touch -> 'at', 40);
  if touched ~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$' then
    begin
      touched_at := touched::timestamptz;
    exception when others then
      touched_at := null;
    end;
  end if;
  if touched_at is null or touched_at > now() + interval '1 day' or touched_at < now() - interval '91 days' then
    touched_at := now();
  end if;
  return result || pg_catalog.jsonb_build_object(
    'referrer', case when referrer ~* '^https?://[^/]' then referrer end,
    'landing_path', case when landing like '/%' then landing end,
    'at', touched_at);
end;
$$;

revoke all on function private.trim_text(text), private.is_valid_email(text), private.request_client_address(),
  private.attribution_text(jsonb, integer), private.clean_touch(jsonb) from public, anon, authenticated;
