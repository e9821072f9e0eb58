-- A notification may go to one person of the team instead of a configured destination: a
-- lead's owner (its new-lead email, the lead assigned to them, its speed-to-lead reminder) or
-- an active admin (the escalation of a lead still untouched after the reminder). Such a row has
-- no destination and carries the person's address, copied when it was queued, so it is
-- delivered, retried and shown like every other notification. Always an email.
-- Events: 'inquiry.assigned' (a lead given to its owner after it arrived) and
-- 'inquiry.escalated' (to the admins).
-- Who may do what: unchanged (admins read the outbox; only the triggers and the service role's
-- delivery functions write it).

alter table public.notification_outbox
  add column recipient_email text;

comment on column public.notification_outbox.recipient_email is
  'The team member this notification goes to (a lead''s owner, an admin); null for a configured destination.';

alter table public.notification_outbox
  add constraint notification_outbox_recipient_email_check
    check (recipient_email is null or (char_length(recipient_email) between 3 and 254 and destination_kind = 'email')),
  add constraint notification_outbox_recipient_or_destination
    check (recipient_email is null or destination_id is null);

alter table public.notification_outbox drop constraint notification_outbox_event_check;
alter table public.notification_outbox
  add constraint notification_outbox_event_check
    check (event in ('inquiry.created', 'inquiry.reminder', 'inquiry.held_digest', 'conversion.destination_attention',
                     'inquiry.assigned', 'inquiry.escalated'));

-- A person hears of each event of a lead once (as a destination does, by
-- notification_outbox_once_idx); a lead assigned to them again after it was taken away is
-- news again, so 'inquiry.assigned' is left out.
create unique index notification_outbox_person_once_idx
  on public.notification_outbox (inquiry_id, event, lower(recipient_email))
  where recipient_email is not null and event <> 'inquiry.assigned';
