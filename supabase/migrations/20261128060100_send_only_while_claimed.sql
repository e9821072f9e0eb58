-- A delivery worker sends a claimed notification or conversion only while the database still
-- holds it for that worker: the row exists, is being sent, its lease has not run out, and (a
-- notification) it still carries its copy of the lead. The workers ask just before each
-- request. So once an erasure (which deletes a person's deliveries of every kind) or the
-- retention job (which empties and ends them) has committed, a worker that claimed one before
-- sends nothing for it, and its answer changes nothing either (the record functions update
-- only rows still being sent). A request already on the wire when the erasure commits cannot be
-- called back: that copy is the receiver's, as the README says.
-- Who may do what: both functions run for the service role only (the delivery functions);
-- visitors and every signed-in user get "permission denied".

create function public.notification_still_claimed(notification_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.notification_outbox o
    where o.id = notification_id
      and o.state = 'sending'
      and o.locked_until > now()
      and o.payload <> '{}'::jsonb)
$$;

create function public.conversion_delivery_still_claimed(delivery_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.conversion_deliveries d
    where d.id = delivery_id
      and d.state = 'sending'
      and d.locked_until > now())
$$;

revoke all on function public.notification_still_claimed(uuid) from public, anon, authenticated;
revoke all on function public.conversion_delivery_still_claimed(uuid) from public, anon, authenticated;
grant execute on function public.notification_still_claimed(uuid) to service_role;
grant execute on function public.conversion_delivery_still_claimed(uuid) to service_role;
