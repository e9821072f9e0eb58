-- The round-robin queue for new leads: weighted, fair under concurrent submissions.
--
-- Stride scheduling: each sales member in the queue (active, takes_new_leads, not away) has a
-- pass; the member with the lowest pass gets the lead and their pass moves on by 1/lead_weight,
-- so a member of weight 2 is due twice as often as one of weight 1, and over any run each
-- member's count stays within one lead of their share. The queue's virtual time is the pass of
-- the last pick: a member who joins or comes back from away starts there, so they take their
-- share from now on instead of catching up on the leads they missed.
-- The pick happens under the lock of the one state row, held until the submitting transaction
-- ends: two inquiries in the same instant take turns, and the second sees the first's pick.
-- Who may do what: nobody reaches these tables through the API; only the routing functions
-- (security definer) read and write them.

create table private.lead_routing_state (
  id boolean primary key default true check (id),
  virtual_time numeric not null default 0
);

insert into private.lead_routing_state (id) values (true);

create table private.lead_routing_turns (
  user_id uuid primary key references public.team_members (user_id) on delete cascade,
  pass numeric not null,
  -- How many leads the round-robin gave this member (referral leads are not counted).
  assigned bigint not null default 0
);

revoke all on table private.lead_routing_state, private.lead_routing_turns from public, anon, authenticated;

-- The next member of the queue, their turn taken; null when round-robin is off or nobody is in
-- the queue (the lead stays unowned for the admins).
create function private.next_round_robin_owner()
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_time numeric;
  v_pick uuid;
  v_pass numeric;
  v_weight smallint;
begin
  if not (select s.round_robin_enabled from private.lead_routing_settings s) then
    return null;
  end if;
  -- An empty queue (the default: nobody takes new leads) takes no lock.
  if not exists (select 1 from public.team_members m
                  where m.role = 'sales' and m.active and m.takes_new_leads and not m.away) then
    return null;
  end if;
  select s.virtual_time into v_time from private.lead_routing_state s for update;
  select m.user_id, greatest(coalesce(t.pass, v_time), v_time), m.lead_weight
    into v_pick, v_pass, v_weight
    from public.team_members m
    left join private.lead_routing_turns t on t.user_id = m.user_id
   where m.role = 'sales' and m.active and m.takes_new_leads and not m.away
   order by 2, m.lead_weight desc, m.user_id
   limit 1;
  if v_pick is null then
    return null;
  end if;
  update private.lead_routing_state set virtual_time = v_pass;
  insert into private.lead_routing_turns as t (user_id, pass, assigned)
    values (v_pick, v_pass + 1.0 / v_weight, 1)
    on conflict (user_id) do update set pass = excluded.pass, assigned = t.assigned + 1;
  return v_pick;
end;
$$;

revoke all on function private.next_round_robin_owner() from public, anon, authenticated;
