-- A sales member's place in the round-robin queue: whether they take new leads, their weight
-- (1 to 10) and whether they are away. Admins set all three for any sales member
-- (rpc/set_member_routing); a sales member marks themselves away and back (rpc/set_my_away).
-- Bad input is answered with a sentence the team screen shows as it is, and changes nothing.
-- Who may do what: set_member_routing admins; set_my_away an active sales member, for their
-- own row only.

create function public.set_member_routing(
  p_user_id uuid, p_takes_new_leads boolean, p_lead_weight integer, p_away boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_role text;
begin
  perform private.require_admin('change how leads are routed');
  select m.role into v_role from public.team_members m where m.user_id = p_user_id;
  if not found then
    raise exception using errcode = 'P0001', message = 'No such team member.';
  end if;
  if v_role <> 'sales' then
    raise exception using errcode = 'P0001', message = 'Only sales members take leads.';
  end if;
  if p_lead_weight is null or p_lead_weight not between 1 and 10 then
    raise exception using errcode = 'P0001', message = 'The lead weight must be a whole number from 1 to 10.';
  end if;
  if p_takes_new_leads is null or p_away is null then
    raise exception using errcode = 'P0001', message = 'Say whether the member takes new leads and whether they are away.';
  end if;
  update public.team_members
     set takes_new_leads = p_takes_new_leads, lead_weight = p_lead_weight, away = p_away
   where user_id = p_user_id;
end;
$$;

revoke all on function public.set_member_routing(uuid, boolean, integer, boolean) from public, anon;
grant execute on function public.set_member_routing(uuid, boolean, integer, boolean) to authenticated, service_role;

create function public.set_my_away(p_away boolean)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_sales() then
    raise exception using errcode = '42501', message = 'Only sales members can mark themselves away.';
  end if;
  if p_away is null then
    raise exception using errcode = 'P0001', message = 'Say whether you are away.';
  end if;
  update public.team_members set away = p_away where user_id = (select auth.uid());
  return p_away;
end;
$$;

revoke all on function public.set_my_away(boolean) from public, anon;
grant execute on function public.set_my_away(boolean) to authenticated, service_role;
