-- A conversion delivery may end skipped because the visitor withdrew their consent for that
-- recipient after sending the inquiry (consent_withdrawn), besides the reasons decided when
-- it was queued. Written by the withdrawal paths for the deliveries still waiting.
-- Who may do what: unchanged (admins read the ledger; nobody writes it through the API).

alter table public.conversion_deliveries drop constraint if exists conversion_deliveries_skip_reason_check;
alter table public.conversion_deliveries add constraint conversion_deliveries_skip_reason_check
  check (skip_reason in ('no_consent', 'no_click_id', 'no_client_id', 'too_old', 'consent_withdrawn'));
