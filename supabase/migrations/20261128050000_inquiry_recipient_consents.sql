-- The consent a lead carries per recipient of its data (google_ads, meta, linkedin: the
-- advertising purpose; ga4: the analytics purpose): whether the visitor granted it, when they
-- decided, and when and by which path it was withdrawn (withdrawn_via: 'visitor' through
-- rpc/withdraw_consent with the inquiry's secret, 'admin' through rpc/privacy_record_withdrawal
-- for a request by mail or phone). A withdrawn row keeps granted and decided_at: what was
-- given, and when, stays on the record beside its withdrawal.
-- Who may do what: admins read. Nobody writes through the API: rows are written by the
-- security-definer functions of the submission and of the two withdrawal paths; a trigger
-- (next migration) refuses any other change of them.

-- [i28-withdrawal] same shape as i28-recipients
create table if not exists public.inquiry_recipient_consents (
  inquiry_id uuid not null references public.customer_inquiries (id) on delete cascade,
  recipient text not null check (recipient in ('google_ads', 'meta', 'linkedin', 'ga4')),
  granted boolean not null,
  decided_at timestamptz not null,
  withdrawn_at timestamptz,
  withdrawn_via text check (withdrawn_via in ('visitor', 'admin')),
  primary key (inquiry_id, recipient),
  constraint inquiry_recipient_consents_withdrawal_whole check ((withdrawn_at is null) = (withdrawn_via is null))
);

alter table public.inquiry_recipient_consents enable row level security;
revoke all on table public.inquiry_recipient_consents from anon, authenticated;
grant select on table public.inquiry_recipient_consents to authenticated;

drop policy if exists "Admins can read the consent of leads per recipient" on public.inquiry_recipient_consents;
create policy "Admins can read the consent of leads per recipient"
  on public.inquiry_recipient_consents for select to authenticated
  using ((select private.is_admin()));
