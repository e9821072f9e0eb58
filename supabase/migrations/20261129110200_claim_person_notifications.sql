-- A notification to a person of the team (recipient_email set, no destination) is claimed and
-- sent like any other; only a destination's row is closed when its destination was removed or
-- switched off. An emptied one (retention) is closed whoever it was for.
-- Who may do what: unchanged (the service role's delivery function).

create or replace function public.claim_notifications(batch_size integer default 25, lease_seconds integer default 120)
returns setof public.notification_outbox
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update public.notification_outbox o
    set state = 'failed',
        locked_until = null,
        last_error = case when o.payload = '{}'::jsonb then 'Not delivered: the retention policy emptied it.'
                          when o.destination_id is null then 'The destination was removed.'
                          else 'The destination is switched off.' end
    where ((o.state in ('pending', 'retrying') and o.next_attempt_at <= now())
           or (o.state = 'sending' and o.locked_until < now()))
      and (o.payload = '{}'::jsonb
           or (o.recipient_email is null
               and not exists (select 1 from public.notification_destinations d where d.id = o.destination_id and d.enabled)));

  return query
  update public.notification_outbox o
    set state = 'sending',
        attempts = o.attempts + 1,
        last_attempt_at = now(),
        locked_until = now() + make_interval(secs => greatest(lease_seconds, 10))
    where o.id in (
      select c.id from public.notification_outbox c
      where (c.state in ('pending', 'retrying') and c.next_attempt_at <= now())
         or (c.state = 'sending' and c.locked_until < now())
      order by c.next_attempt_at, c.created_at
      limit greatest(least(batch_size, 500), 1)
      for update skip locked)
    returning o.*;
end;
$$;

revoke all on function public.claim_notifications(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_notifications(integer, integer) to service_role;
