-- Every reason a conversion delivery may be skipped for, in one check (each change beside it
-- listed only its own): the visitor's consent for that recipient (no_consent,
-- consent_withdrawn), a click id or client id the platform needs (no_click_id,
-- no_client_id), the platform's age limit (too_old), a lead the agency threw away (trashed),
-- and GA4's window for conversions Google Ads imports (ga4_export_window).
-- Who may do what: unchanged (rows are written by the triggers, the feed and the delivery
-- function; admins read them).

alter table public.conversion_deliveries drop constraint if exists conversion_deliveries_skip_reason_check;
alter table public.conversion_deliveries add constraint conversion_deliveries_skip_reason_check
  check (skip_reason in ('no_consent', 'consent_withdrawn', 'no_click_id', 'no_client_id', 'too_old',
    'trashed', 'ga4_export_window'));
