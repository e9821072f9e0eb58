-- Where each inquiry came from. The visitor's browser keeps two "touches" in first-party
-- storage for 90 days: the first visit (first_*) and the last visit that came from a campaign,
-- an ad or another site (last_*; the first visit when there was none). Each touch holds the
-- UTM parameters, the ad click ids, the referring site (origin and path only), the landing
-- path and when it happened. salesperson_name is the salesperson whose referral page the
-- visitor opened. Plain columns, so lists, exports and notifications read them as they are.
--
-- Who may do what: unchanged. Only public.submit_inquiry writes these columns (it validates
-- and caps every value); admins read them with the rest of the row, under the table's policies.

alter table public.customer_inquiries
  add column first_utm_source text check (char_length(first_utm_source) <= 200),
  add column first_utm_medium text check (char_length(first_utm_medium) <= 200),
  add column first_utm_campaign text check (char_length(first_utm_campaign) <= 200),
  add column first_utm_term text check (char_length(first_utm_term) <= 200),
  add column first_utm_content text check (char_length(first_utm_content) <= 200),
  add column first_gclid text check (char_length(first_gclid) <= 256),
  add column first_gbraid text check (char_length(first_gbraid) <= 256),
  add column first_wbraid text check (char_length(first_wbraid) <= 256),
  add column first_fbclid text check (char_length(first_fbclid) <= 256),
  add column first_msclkid text check (char_length(first_msclkid) <= 256),
  add column first_li_fat_id text check (char_length(first_li_fat_id) <= 256),
  add column first_referrer text check (char_length(first_referrer) <= 500),
  add column first_landing_path text check (char_length(first_landing_path) <= 300),
  add column first_touch_at timestamptz,
  add column last_utm_source text check (char_length(last_utm_source) <= 200),
  add column last_utm_medium text check (char_length(last_utm_medium) <= 200),
  add column last_utm_campaign text check (char_length(last_utm_campaign) <= 200),
  add column last_utm_term text check (char_length(last_utm_term) <= 200),
  add column last_utm_content text check (char_length(last_utm_content) <= 200),
  add column last_gclid text check (char_length(last_gclid) <= 256),
  add column last_gbraid text check (char_length(last_gbraid) <= 256),
  add column last_wbraid text check (char_length(last_wbraid) <= 256),
  add column last_fbclid text check (char_length(last_fbclid) <= 256),
  add column last_msclkid text check (char_length(last_msclkid) <= 256),
  add column last_li_fat_id text check (char_length(last_li_fat_id) <= 256),
  add column last_referrer text check (char_length(last_referrer) <= 500),
  add column last_landing_path text check (char_length(last_landing_path) <= 300),
  add column last_touch_at timestamptz,
  -- No foreign key: a lead keeps the salesperson who brought it after their link is deleted.
  add column salesperson_name text
    check (salesperson_name ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(salesperson_name) <= 100);

-- The source and medium the admin filters and charts by, derived from the last touch by one
-- rule: the UTM value when given; else the ad network of a click id (medium cpc); else the
-- referring site's host without www. (medium organic for search engines, referral otherwise);
-- else (direct) / (none). Inquiries stored before attribution existed say (not recorded).
alter table public.customer_inquiries
  add column lead_source text generated always as (
    case
      when last_touch_at is null then '(not recorded)'
      else coalesce(
        nullif(lower(btrim(last_utm_source)), ''),
        case
          when coalesce(last_gclid, last_gbraid, last_wbraid) is not null then 'google'
          when last_msclkid is not null then 'bing'
          when last_fbclid is not null then 'facebook'
          when last_li_fat_id is not null then 'linkedin'
        end,
        nullif(regexp_replace(lower(substring(last_referrer from '^[A-Za-z][A-Za-z0-9+.-]*://([^/:?#]+)')), '^www\.', ''), ''),
        '(direct)'
      )
    end
  ) stored,
  add column lead_medium text generated always as (
    case
      when last_touch_at is null then '(not recorded)'
      else coalesce(
        nullif(lower(btrim(last_utm_medium)), ''),
        case
          when coalesce(last_gclid, last_gbraid, last_wbraid, last_msclkid, last_fbclid, last_li_fat_id) is not null then 'cpc'
          when nullif(btrim(last_utm_source), '') is not null then '(not set)'
          when last_referrer ~* '^https?://([^/]*\.)?(google\.[a-z.]+|bing\.com|duckduckgo\.com|yahoo\.[a-z.]+|ecosia\.org|baidu\.com|yandex\.[a-z.]+)(/|$)'
            then 'organic'
          when last_referrer is not null then 'referral'
        end,
        '(none)'
      )
    end
  ) stored;

-- The inquiries screen filters by source and by salesperson; the dashboard groups by them.
create index customer_inquiries_lead_source_idx on public.customer_inquiries (lead_source);
create index customer_inquiries_salesperson_idx
  on public.customer_inquiries (salesperson_name) where salesperson_name is not null;
