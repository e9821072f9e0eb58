-- Every held inquiry is counted in one digest, and a digest outlives the inquiries it counts.
--   - A digest stands on its own row: inquiry_id is null for 'inquiry.held_digest' (and only
--     for it), so erasing or deleting any inquiry never removes a digest. (It named the held
--     inquiry that opened it, and went with it.)
--   - A held inquiry is counted in its destination's digest that is still waiting (pending,
--     never attempted). When there is none (the hour's digest went out, or is being sent), it
--     opens the next one, due 5 minutes later but never sooner than an hour after the
--     previous digest of that destination was due: at most one digest per destination an
--     hour, and no held inquiry left out of every digest.
-- Who may do what: unchanged (admins read the outbox; the trigger and the service role's
-- delivery functions write it).

alter table public.notification_outbox alter column inquiry_id drop not null;
update public.notification_outbox set inquiry_id = null where event = 'inquiry.held_digest';
alter table public.notification_outbox add constraint notification_outbox_inquiry_check
  check ((inquiry_id is null) = (event = 'inquiry.held_digest'));

-- When a destination's previous digest was due.
create index notification_outbox_held_digest_due_idx
  on public.notification_outbox (destination_id, next_attempt_at desc) where event = 'inquiry.held_digest';

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
  return null;
end;
$$;
