-- private.inquiry_consent_from_payload, redefined to accept payload.consent.recipients: the
-- banner now names each platform that receives data and asks about each, so an inquiry carries
-- { google_ads?, meta?, linkedin?, ga4? } as booleans (only the recipients the site uses).
-- Unknown recipients and non-boolean answers are refused with 400 like every other field; the
-- normalised result carries them as 'recipients' (null when absent: an earlier banner).
-- private.record_recipient_consents stores them per recipient. Everything else is exactly as
-- in 20261125004000_inquiry_consent.sql.
-- Who may do what: unchanged (called only by public.submit_inquiry).

create or replace function private.inquiry_consent_from_payload(payload jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  consent jsonb := payload -> 'consent';
  flags constant text[] := array['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage', 'gpc'];
  flag text;
  unknown text;
  decided timestamptz;
  recipients jsonb := consent -> 'recipients';
  recipient text;
begin
  if consent is null or jsonb_typeof(consent) = 'null' then
    return null;
  end if;
  if jsonb_typeof(consent) <> 'object' then
    raise exception using errcode = '22023', message = 'The consent must be a JSON object.';
  end if;
  select k into unknown from jsonb_object_keys(consent) k
    where k <> all (flags || array['version', 'decided_at', 'recipients']) order by k limit 1;
  if unknown is not null then
    raise exception using errcode = '22023', message = format('The consent has an unknown field: %s.', left(unknown, 40));
  end if;
  foreach flag in array flags loop
    if jsonb_typeof(consent -> flag) is distinct from 'boolean' then
      raise exception using errcode = '22023', message = format('The consent field %s must be true or false.', flag);
    end if;
  end loop;
  if jsonb_typeof(consent -> 'version') is distinct from 'string'
     or (consent ->> 'version') !~ '^[ -~]{1,40}$' then
    raise exception using errcode = '22023', message = 'The consent version must be text of 1 to 40 characters.';
  end if;
  -- ISO-8601 with a time zone, so the stored instant never depends on the server's zone.
  if jsonb_typeof(consent -> 'decided_at') is distinct from 'string'
     or (consent ->> 'decided_at') !~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)$' then
    raise exception using errcode = '22023', message = 'The consent time must be an ISO-8601 date and time.';
  end if;
  -- Optional: the recipients the banner named, each allowed (true) or not (false).
  if recipients is not null and jsonb_typeof(recipients) <> 'null' then
    if jsonb_typeof(recipients) <> 'object' then
      raise exception using errcode = '22023', message = 'The consent recipients must be a JSON object.';
    end if;
    select k into recipient from jsonb_object_keys(recipients) k
      where k <> all (array['google_ads', 'meta', 'linkedin', 'ga4']) order by k limit 1;
    if recipient is not null then
      raise exception using errcode = '22023', message = format('The consent names an unknown recipient: %s.', left(recipient, 40));
    end if;
    select k into recipient from jsonb_object_keys(recipients) k
      where jsonb_typeof(recipients -> k) <> 'boolean' order by k limit 1;
    if recipient is not null then
      raise exception using errcode = '22023', message = format('The consent for %s must be true or false.', recipient);
    end if;
  else
    recipients := null;
  end if;
  begin
    decided := (consent ->> 'decided_at')::timestamptz;
  exception when others then
    raise exception using errcode = '22023', message = 'The consent time must be an ISO-8601 date and time.';
  end;
  return jsonb_build_object(
    'version', consent ->> 'version',
    'decided_at', decided,
    'ad_storage', (consent ->> 'ad_storage')::boolean,
    'ad_user_data', (consent ->> 'ad_user_data')::boolean,
    'ad_personalization', (consent ->> 'ad_personalization')::boolean,
    'analytics_storage', (consent ->> 'analytics_storage')::boolean,
    'gpc', (consent ->> 'gpc')::boolean,
    'recipients', recipients);
end;
$$;

revoke all on function private.inquiry_consent_from_payload(jsonb) from public, anon, authenticated;
