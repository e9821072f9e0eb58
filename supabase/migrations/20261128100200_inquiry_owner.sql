-- An inquiry's owner: the sales member who follows it up. A lead that arrives through a
-- salesperson link is owned by the member tied to that link, while that member is an active
-- sales member; any other lead starts without an owner (admins see it and may assign it with
-- rpc/assign_inquiries). A member removed from the team leaves their leads unowned.

alter table public.customer_inquiries
  add column owner_id uuid references public.team_members (user_id) on delete set null;

-- A sales member's inbox: their own leads, newest first.
create index customer_inquiries_owner_created_idx
  on public.customer_inquiries (owner_id, created_at desc)
  where owner_id is not null;

-- Set at insert only (an owner given by the service role, e.g. a seed, is kept). Later changes
-- of the link's member do not move leads already in: an admin reassigns those.
create function private.set_inquiry_owner_from_link()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.owner_id is null and new.salesperson_name is not null then
    select l.member_id into new.owner_id
      from public.salesperson_links l
      join public.team_members m on m.user_id = l.member_id
     where l.salesperson_name = new.salesperson_name
       and m.role = 'sales' and m.active;
  end if;
  return new;
end;
$$;

revoke all on function private.set_inquiry_owner_from_link() from public, anon, authenticated;

create trigger customer_inquiries_owner_from_link
  before insert on public.customer_inquiries
  for each row execute function private.set_inquiry_owner_from_link();
