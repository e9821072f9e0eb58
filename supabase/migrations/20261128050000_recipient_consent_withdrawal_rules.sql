-- The consent a lead carries per recipient (public.inquiry_recipient_consents,
-- 20261128040000_inquiry_recipient_consents.sql) gains the rules of a withdrawal's record:
-- withdrawn_via names the path ('visitor' through rpc/withdraw_consent with the inquiry's
-- secret, 'admin' through rpc/privacy_record_withdrawal for a request by mail or phone), and a
-- withdrawal is recorded whole (its time and its path together). A withdrawn row keeps granted
-- and decided_at: what was given, and when, stays on the record beside its withdrawal.
-- Who may do what: unchanged (admins read; rows are written only by the security-definer
-- functions of the submission and of the two withdrawal paths; a trigger, next migration,
-- refuses any other change of them).

alter table public.inquiry_recipient_consents
  drop constraint inquiry_recipient_consents_withdrawn_via_check,
  add constraint inquiry_recipient_consents_withdrawn_via_check check (withdrawn_via in ('visitor', 'admin')),
  add constraint inquiry_recipient_consents_withdrawal_whole check ((withdrawn_at is null) = (withdrawn_via is null));
