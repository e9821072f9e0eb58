-- The conversion ledger and outbox: one row per conversion and platform, written by a trigger
-- in the same transaction as the conversion. Google Ads always gets a row (it fetches the
-- feed: queued until a fetch lists it, then sent; Google never says whether it accepted it);
-- each enabled API destination (meta, ga4, linkedin) gets one, which the deliver-conversions
-- Edge Function sends and records. What may be sent is decided here, once, at insert:
--   no_consent   the visitor did not grant advertising consent (ad_user_data): every platform;
--   no_click_id  google_ads without a Google click id (gclid, gbraid or wbraid);
--   no_client_id ga4 without the visitor's GA client id.
-- too_old is decided by the delivery worker when it sends (each platform's age limit).
-- platform_message is the platform's own answer on a rejection or failure, never the lead's data.
-- Who may do what: admins read. Nobody writes through the API: the trigger adds rows, the
-- service role records sends through the delivery functions, the feed marks Google's rows
-- sent, and an admin retries a failed one only through public.retry_conversion_delivery.
-- Visitors and signed-in non-admins have no access.

create table public.conversion_deliveries (
  id uuid primary key default gen_random_uuid(),
  conversion_id uuid not null references public.conversions (id) on delete cascade,
  platform text not null check (platform in ('google_ads', 'meta', 'ga4', 'linkedin')),
  state text not null default 'queued'
    check (state in ('queued', 'sending', 'retrying', 'sent', 'accepted', 'rejected', 'skipped')),
  skip_reason text check (skip_reason in ('no_consent', 'no_click_id', 'no_client_id', 'too_old')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz,
  locked_until timestamptz,
  last_attempt_at timestamptz,
  platform_message text check (char_length(platform_message) <= 500),
  sent_at timestamptz,
  sent_value numeric(14, 2),
  sent_currency text,
  created_at timestamptz not null default now(),
  unique (conversion_id, platform),
  constraint conversion_deliveries_skip_reason check ((state = 'skipped') = (skip_reason is not null))
);

-- What a delivery run looks for.
create index conversion_deliveries_due_idx
  on public.conversion_deliveries (next_attempt_at) where state in ('queued', 'sending', 'retrying');
-- The Conversions screen's recent deliveries.
create index conversion_deliveries_created_idx on public.conversion_deliveries (created_at desc);

alter table public.conversion_deliveries enable row level security;
revoke all on table public.conversion_deliveries from anon, authenticated;
grant select on table public.conversion_deliveries to authenticated;

create policy "Admins can read conversion deliveries"
  on public.conversion_deliveries for select to authenticated
  using ((select private.is_admin()));

-- The Google click a conversion is reported against: the last touch's click, else the first
-- touch's; within a touch a gclid before a gbraid before a wbraid. {kind, id} or null.
create function private.google_click(inquiry public.customer_inquiries)
returns text[]
language sql
stable
set search_path = ''
as $$
  select case
    when inquiry.last_gclid is not null then array['gclid', inquiry.last_gclid]
    when inquiry.last_gbraid is not null then array['gbraid', inquiry.last_gbraid]
    when inquiry.last_wbraid is not null then array['wbraid', inquiry.last_wbraid]
    when inquiry.first_gclid is not null then array['gclid', inquiry.first_gclid]
    when inquiry.first_gbraid is not null then array['gbraid', inquiry.first_gbraid]
    when inquiry.first_wbraid is not null then array['wbraid', inquiry.first_wbraid]
  end;
$$;

revoke all on function private.google_click(public.customer_inquiries) from public, anon, authenticated;

-- Why a conversion of this inquiry may not go to this platform, or null when it may.
create function private.conversion_skip_reason(inquiry public.customer_inquiries, platform text)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when inquiry.consent_ad_user_data is not true then 'no_consent'
    when platform = 'google_ads' and private.google_click(inquiry) is null then 'no_click_id'
    -- Read by name from the row, so this rule does not depend on when that column was added.
    when platform = 'ga4' and nullif(to_jsonb(inquiry) ->> 'ga_client_id', '') is null then 'no_client_id'
  end;
$$;

revoke all on function private.conversion_skip_reason(public.customer_inquiries, text) from public, anon, authenticated;

create function private.queue_conversion_deliveries()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  inquiry public.customer_inquiries;
begin
  select * into inquiry from public.customer_inquiries c where c.id = new.inquiry_id;
  insert into public.conversion_deliveries (conversion_id, platform, state, skip_reason, next_attempt_at)
    select new.id, p.platform,
           case when r.reason is null then 'queued' else 'skipped' end,
           r.reason,
           case when r.reason is null then now() end
    from (select 'google_ads' as platform
          union all
          select d.platform from public.conversion_destinations d where d.enabled) p
    cross join lateral (select private.conversion_skip_reason(inquiry, p.platform) as reason) r;
  return null;
end;
$$;

revoke all on function private.queue_conversion_deliveries() from public, anon, authenticated;

create trigger conversions_queue_deliveries
  after insert on public.conversions
  for each row execute function private.queue_conversion_deliveries();

-- One request for a delivery run per statement that queued API deliveries (Google's rows
-- wait for the feed). The every-minute job of deliver-conversions covers retries.
create function private.request_conversion_delivery()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from changed where changed.state = 'queued' and changed.platform <> 'google_ads') then
    perform private.invoke_edge_function('deliver-conversions');
  end if;
  return null;
end;
$$;

revoke all on function private.request_conversion_delivery() from public, anon, authenticated;

create trigger conversion_deliveries_request_delivery
  after insert on public.conversion_deliveries
  referencing new table as changed
  for each statement execute function private.request_conversion_delivery();
