-- The consent a lead carries per recipient: for each ad or measurement platform the visitor was
-- asked about ('google_ads', 'meta', 'linkedin' for advertising; 'ga4' for measurement), whether
-- they allowed it and when they decided. A conversion goes to a platform only when its row is
-- granted and not withdrawn (private.conversion_skip_reason); a missing row is "not allowed".
-- withdrawn_at / withdrawn_via record a later withdrawal (written by the withdrawal functions).
--
-- Who may do what: admins read; nobody writes through the API (no insert, update or delete
-- grant, no policy for them). Rows are written only by security-definer functions: at
-- submission by private.record_recipient_consents, later by the withdrawal functions.

create table public.inquiry_recipient_consents (
  inquiry_id uuid not null references public.customer_inquiries (id) on delete cascade,
  recipient text not null check (recipient in ('google_ads', 'meta', 'linkedin', 'ga4')),
  granted boolean not null,
  decided_at timestamptz,
  withdrawn_at timestamptz,
  withdrawn_via text check (char_length(withdrawn_via) between 1 and 40),
  primary key (inquiry_id, recipient)
);

comment on table public.inquiry_recipient_consents is
  'Per lead and recipient platform: allowed or not, when decided, when withdrawn. Written only by security-definer functions.';

alter table public.inquiry_recipient_consents enable row level security;
revoke all on table public.inquiry_recipient_consents from public, anon, authenticated;
grant select on table public.inquiry_recipient_consents to authenticated;

create policy "Admins can read recipient consents"
  on public.inquiry_recipient_consents for select to authenticated
  using ((select private.is_admin()));

-- The rows of a new inquiry from its normalised consent (private.inquiry_consent_from_payload):
-- one per recipient the banner asked about, allowed only when the visitor switched it on and,
-- for an advertising recipient, the browser did not send Global Privacy Control. A consent
-- without recipients comes from the earlier banner, which named Google alone: Google Ads
-- follows its advertising answer (ad_user_data), GA4 its analytics answer; Meta and LinkedIn
-- were never named, so they get no row (not allowed). No consent: no row at all.
create function private.record_recipient_consents(inquiry_id uuid, consent jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  gpc boolean := coalesce((consent ->> 'gpc')::boolean, false);
begin
  if consent is null or jsonb_typeof(consent) <> 'object' then
    return;
  end if;
  if jsonb_typeof(consent -> 'recipients') = 'object' then
    insert into public.inquiry_recipient_consents (inquiry_id, recipient, granted, decided_at)
      select record_recipient_consents.inquiry_id, r.key,
             r.value::text = 'true' and not (r.key <> 'ga4' and gpc),
             (consent ->> 'decided_at')::timestamptz
      from jsonb_each(consent -> 'recipients') r
      where r.key in ('google_ads', 'meta', 'linkedin', 'ga4');
  else
    insert into public.inquiry_recipient_consents (inquiry_id, recipient, granted, decided_at)
      values (record_recipient_consents.inquiry_id, 'google_ads',
              coalesce((consent ->> 'ad_user_data')::boolean, false) and not gpc,
              (consent ->> 'decided_at')::timestamptz),
             (record_recipient_consents.inquiry_id, 'ga4',
              coalesce((consent ->> 'analytics_storage')::boolean, false),
              (consent ->> 'decided_at')::timestamptz);
  end if;
end;
$$;

revoke all on function private.record_recipient_consents(uuid, jsonb) from public, anon, authenticated;

-- Leads sent before this table: their banner named Google alone, so Google Ads follows the
-- stored advertising answer and GA4 the analytics one; never Meta or LinkedIn.
insert into public.inquiry_recipient_consents (inquiry_id, recipient, granted, decided_at)
  select i.id, r.recipient, r.granted, i.consent_decided_at
  from public.customer_inquiries i
  cross join lateral (values
    ('google_ads', i.consent_ad_user_data is true and i.consent_gpc is not true),
    ('ga4', i.consent_analytics_storage is true)) r (recipient, granted)
  where i.consent_version is not null;
