-- A lead's owner, decided once, when the lead enters the inbox (screening 'clear'):
--   1. the sales member of the salesperson link it came through, while an active sales member;
--   2. else the next member of the round-robin queue (private.next_round_robin_owner);
--   3. else nobody: the admins assign it.
-- A clear inquiry gets its owner at insert, in the submission's transaction. A held one gets
-- none then (not even its referral member), and gets it when an admin moves it to clear
-- (Approve, or Not spam for one marked spam); spam never gets one. An owner already given (by
-- the service role, e.g. a seed, or an admin in the same update) is kept.
-- This replaces private.set_inquiry_owner_from_link, which gave every inquiry, held and spam
-- included, its referral member at insert.
-- Who may do what: unchanged (the triggers run for whoever inserts or updates the inquiry;
-- the functions are out of every API role's reach).

drop trigger customer_inquiries_owner_from_link on public.customer_inquiries;
drop function private.set_inquiry_owner_from_link();

-- Rules 1 to 3 for one lead.
create function private.route_inquiry_owner(p_salesperson_name text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_owner uuid;
begin
  if p_salesperson_name is not null then
    select l.member_id into v_owner
      from public.salesperson_links l
      join public.team_members m on m.user_id = l.member_id
     where l.salesperson_name = p_salesperson_name
       and m.role = 'sales' and m.active;
    if v_owner is not null then
      return v_owner;
    end if;
  end if;
  return private.next_round_robin_owner();
end;
$$;

revoke all on function private.route_inquiry_owner(text) from public, anon, authenticated;

create function private.route_new_inquiry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.owner_id is null and new.screening = 'clear' then
    new.owner_id := private.route_inquiry_owner(new.salesperson_name);
  end if;
  return new;
end;
$$;

revoke all on function private.route_new_inquiry() from public, anon, authenticated;

create trigger customer_inquiries_route_owner
  before insert on public.customer_inquiries
  for each row execute function private.route_new_inquiry();

create function private.route_cleared_inquiry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.screening = 'clear' and old.screening <> 'clear' and new.owner_id is null then
    new.owner_id := private.route_inquiry_owner(new.salesperson_name);
  end if;
  return new;
end;
$$;

revoke all on function private.route_cleared_inquiry() from public, anon, authenticated;

create trigger customer_inquiries_route_on_clear
  before update of screening on public.customer_inquiries
  for each row execute function private.route_cleared_inquiry();
