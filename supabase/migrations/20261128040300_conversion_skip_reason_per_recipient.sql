-- Why a conversion of this inquiry may not go to this platform, now decided per recipient from
-- public.inquiry_recipient_consents: 'consent_withdrawn' when the visitor withdrew their consent
-- for it (withdrawn_at set), 'no_consent' when they did not allow it (no row, or not granted);
-- then, as before, Google needs a click id and GA4 a client id. Every caller (the ledger's
-- trigger, the delivery claim, the Google feed) reads this one function, so a refused or
-- withdrawn recipient gets no delivery and no feed row.
-- The ledger's skip reasons gain 'consent_withdrawn'.
-- Who may do what: unchanged (no API role calls it).

alter table public.conversion_deliveries drop constraint conversion_deliveries_skip_reason_check;
alter table public.conversion_deliveries add constraint conversion_deliveries_skip_reason_check
  check (skip_reason in ('no_consent', 'consent_withdrawn', 'no_click_id', 'no_client_id', 'too_old'));

create or replace function private.conversion_skip_reason(inquiry public.customer_inquiries, platform text)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when r.withdrawn_at is not null then 'consent_withdrawn'
    when r.granted is not true then 'no_consent'
    when platform = 'google_ads' and private.google_click(inquiry) is null then 'no_click_id'
    -- Read by name from the row, so this rule does not depend on when that column was added.
    when platform = 'ga4' and nullif(to_jsonb(inquiry) ->> 'ga_client_id', '') is null then 'no_client_id'
  end
  from (select) one
  left join public.inquiry_recipient_consents r
    on r.inquiry_id = inquiry.id and r.recipient = platform;
$$;
revoke all on function private.conversion_skip_reason(public.customer_inquiries, text) from public, anon, authenticated;
