-- A lead's owner hears of it first, by email, besides the configured destinations:
-- - a clear lead stored with an owner: the owner gets the new-lead notification
--   ('inquiry.created') in the inquiry's own transaction, as the destinations do;
-- - a held or spam lead moved to the inbox: its owner then (if it has one by the end of that
--   update) gets it, as the destinations do (private.announce_approved_inquiry);
-- - a clear lead that gets an owner later (assign_inquiries, a reassignment, an owner set by
--   a later update of the approval): the new owner gets 'inquiry.assigned', one email.
-- The owner is told only while an active sales member; their address is read from
-- team_members when the notification is queued. Never for spam, a lead in the trash, or bulk
-- loads that asked for no notifications.
-- Who may do what: unchanged (the triggers, security definer functions, write the outbox).

-- One notification of a lead to its owner, once per event (but 'inquiry.assigned', which
-- notification_outbox_person_once_idx leaves out: a lead given back is news again).
create function private.queue_owner_notification(inquiry public.customer_inquiries, notice text)
returns void
language sql
set search_path = ''
as $$
  insert into public.notification_outbox (inquiry_id, destination_kind, destination_name, event, payload, recipient_email)
    select inquiry.id, 'email', m.display_name || ' (owner)', notice, private.inquiry_notification_payload(inquiry), m.email
    from public.team_members m
    where m.user_id = inquiry.owner_id and m.active and m.role = 'sales'
    on conflict do nothing;
$$;

revoke all on function private.queue_owner_notification(public.customer_inquiries, text) from public, anon, authenticated;

create or replace function private.queue_inquiry_notifications()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  digest_every constant interval := interval '1 hour';
  digest_gathers constant interval := interval '5 minutes';
begin
  if new.screening = 'spam' or private.notifications_suppressed() then
    return null;
  end if;
  if new.screening = 'held' then
    update public.notification_outbox o
      set payload = pg_catalog.jsonb_build_object('held_count', coalesce((o.payload ->> 'held_count')::integer, 0) + 1)
      where o.event = 'inquiry.held_digest'
        and o.state = 'pending'
        and o.attempts = 0;
    insert into public.notification_outbox (inquiry_id, destination_id, destination_kind, destination_name, event, payload, next_attempt_at)
      select null, d.id, d.kind, d.name, 'inquiry.held_digest', pg_catalog.jsonb_build_object('held_count', 1),
        greatest(now() + digest_gathers,
          (select max(o.next_attempt_at) + digest_every from public.notification_outbox o
            where o.destination_id = d.id and o.event = 'inquiry.held_digest'))
      from public.notification_destinations d
      where d.enabled
        and not exists (
          select 1 from public.notification_outbox o
          where o.destination_id = d.id and o.event = 'inquiry.held_digest' and o.state = 'pending' and o.attempts = 0);
    return null;
  end if;
  insert into public.notification_outbox (inquiry_id, destination_id, destination_kind, destination_name, event, payload)
    select new.id, d.id, d.kind, d.name, 'inquiry.created', private.inquiry_notification_payload(new)
    from public.notification_destinations d
    where d.enabled;
  perform private.queue_owner_notification(new, 'inquiry.created');
  return null;
end;
$$;

create or replace function private.announce_approved_inquiry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.screening <> 'clear' or old.screening = 'clear' or new.deleted_at is not null
     or private.notifications_suppressed() then
    return null;
  end if;
  insert into public.notification_outbox (inquiry_id, destination_id, destination_kind, destination_name, event, payload)
    select new.id, d.id, d.kind, d.name, 'inquiry.created', private.inquiry_notification_payload(new)
    from public.notification_destinations d
    where d.enabled
    on conflict do nothing;
  perform private.queue_owner_notification(new, 'inquiry.created');
  return null;
end;
$$;

-- A clear lead's new owner is told it is theirs. The lead moved to the inbox by the same update
-- is announced by announce_approved_inquiry instead (one email, not two).
create function private.announce_inquiry_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.screening <> 'clear' or old.screening <> 'clear' or new.deleted_at is not null
     or private.notifications_suppressed() then
    return null;
  end if;
  perform private.queue_owner_notification(new, 'inquiry.assigned');
  return null;
end;
$$;

revoke all on function private.announce_inquiry_owner() from public, anon, authenticated;

-- Without a column list: an owner set by another trigger (not named in the UPDATE) counts too.
create trigger customer_inquiries_announce_owner
  after update on public.customer_inquiries
  for each row
  when (new.owner_id is not null and new.owner_id is distinct from old.owner_id)
  execute function private.announce_inquiry_owner();
