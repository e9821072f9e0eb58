-- "Record a withdrawal" on the Privacy screen, for a person who withdraws their consent by
-- mail or phone: rpc/privacy_record_withdrawal(email, recipients) withdraws those recipients
-- from every inquiry of the address (trash, held and spam included) by the same rule as the
-- visitor's own path (private.record_consent_withdrawal, via 'admin', with the admin's id in
-- the log), and is recorded in privacy_requests like the other requests (action 'withdraw',
-- the counts, and how many recipients of how many leads it withdrew). An address that
-- matches nobody withdraws nothing and says so by its zero counts, like a look-up.
-- Who may do what: admins only (anyone else: 42501).

alter table public.privacy_requests drop constraint if exists privacy_requests_action_check;
alter table public.privacy_requests add constraint privacy_requests_action_check
  check (action in ('lookup', 'export', 'erase', 'withdraw'));

create function public.privacy_record_withdrawal(email text, recipients text[])
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  subject text;
  wanted text[];
  lead_id uuid;
  withdrawn integer;
  recipients_withdrawn integer := 0;
  leads_withdrawn integer := 0;
  counts jsonb;
begin
  perform private.require_admin('record a withdrawal of consent');
  subject := private.privacy_subject(email);
  wanted := private.consent_recipients(recipients);
  for lead_id in select private.privacy_inquiry_ids(subject) loop
    withdrawn := private.record_consent_withdrawal(lead_id, wanted, 'admin');
    recipients_withdrawn := recipients_withdrawn + withdrawn;
    leads_withdrawn := leads_withdrawn + (withdrawn > 0)::integer;
  end loop;
  counts := private.privacy_counts(subject)
    || jsonb_build_object('leads_withdrawn', leads_withdrawn, 'recipients_withdrawn', recipients_withdrawn);
  perform private.record_privacy_request('withdraw', subject, counts);
  return counts;
end;
$$;

revoke all on function public.privacy_record_withdrawal(text, text[]) from public, anon;
grant execute on function public.privacy_record_withdrawal(text, text[]) to authenticated;
