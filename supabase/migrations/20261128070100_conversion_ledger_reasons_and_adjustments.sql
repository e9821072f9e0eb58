-- The ledger says two more reasons a conversion was not sent, and what became of a deal value
-- changed after a platform took the conversion.
--   trashed            the inquiry went to the trash before the conversion left (trashing
--                      ends what is queued; restoring it sends nothing again);
--   ga4_export_window  GA4 exports an event to Google Ads only when it arrives within 63 days
--                      of the visitor's last session, so a later one is not sent.
-- adjustment: none until the value changes after a platform took the conversion; then
--   'pending'      Google Ads: listed in the adjustments file until Google fetches it,
--   'sent'         Google Ads: fetched (adjusted_at, adjusted_value, adjusted_currency),
--   'unsupported'  Meta, GA4, LinkedIn: the platform documents no way to change the value of an
--                  event it took, so the change stays here.
-- Who may do what: unchanged (admins read; only the conversion functions write).

alter table public.conversion_deliveries drop constraint conversion_deliveries_skip_reason_check;
alter table public.conversion_deliveries add constraint conversion_deliveries_skip_reason_check
  check (skip_reason in ('no_consent', 'no_click_id', 'no_client_id', 'too_old', 'trashed', 'ga4_export_window'));

alter table public.conversion_deliveries
  add column adjustment text check (adjustment in ('pending', 'sent', 'unsupported')),
  add column adjusted_at timestamptz,
  add column adjusted_value numeric(14, 2),
  add column adjusted_currency text;
