-- The consent a visitor had given on the site when they sent an inquiry, stored with it, so
-- what may later be done with the lead (sending it to an ad platform) follows what the person
-- agreed to. The forms send it as payload.consent:
--   { version, decided_at, ad_storage, ad_user_data, ad_personalization, analytics_storage, gpc }
-- version is the consent banner's version, decided_at when the visitor chose, the four
-- booleans the Consent Mode v2 types (true: granted), gpc whether the browser sent Global
-- Privacy Control. An inquiry sent without it (older pages, direct API calls) stores no
-- consent: every column null, read as "not given". All seven are null or none is.
--
-- Who may do what: unchanged. Only public.submit_inquiry writes these columns (through
-- private.inquiry_consent_from_payload below); admins read them with the rest of the row.

alter table public.customer_inquiries
  add column consent_version text check (char_length(consent_version) between 1 and 40),
  add column consent_decided_at timestamptz,
  add column consent_ad_storage boolean,
  add column consent_ad_user_data boolean,
  add column consent_ad_personalization boolean,
  add column consent_analytics_storage boolean,
  add column consent_gpc boolean,
  add constraint customer_inquiries_consent_whole check (
    num_nulls(consent_version, consent_decided_at, consent_ad_storage, consent_ad_user_data,
              consent_ad_personalization, consent_analytics_storage, consent_gpc) in (0, 7));

-- payload.consent checked and normalised: null when absent (or JSON null), else an object
-- with exactly the seven keys and their types; anything else is refused with the same kind of
-- error as every other field of submit_inquiry (22023, PostgREST answers 400).
create function private.inquiry_consent_from_payload(payload jsonb)
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
begin
  if consent is null or jsonb_typeof(consent) = 'null' then
    return null;
  end if;
  if jsonb_typeof(consent) <> 'object' then
    raise exception using errcode = '22023', message = 'The consent must be a JSON object.';
  end if;
  select k into unknown from jsonb_object_keys(consent) k
    where k <> all (flags || array['version', 'decided_at']) order by k limit 1;
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
    'gpc', (consent ->> 'gpc')::boolean);
end;
$$;

revoke all on function private.inquiry_consent_from_payload(jsonb) from public, anon, authenticated;
