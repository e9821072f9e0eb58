-- The team screen's RPCs. Each admin RPC starts with the role check; every bad input raises a
-- sentence the screen shows as it is (errcode P0001) before anything is written, so a refused
-- call changes nothing. The last active admin is kept by the team_members trigger, whoever
-- writes the table.

-- The caller's own membership, for the back office to choose its screens: null for a
-- signed-in user who is not an active member (a deactivated member included).
create function public.my_membership()
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
           'user_id', m.user_id,
           'email', m.email,
           'display_name', m.display_name,
           'role', m.role,
           'active', m.active)
    from public.team_members m
   where m.user_id = (select auth.uid()) and m.active;
$$;

revoke all on function public.my_membership() from public, anon;
grant execute on function public.my_membership() to authenticated, service_role;

-- The team for admins: each member with their last sign-in (from Supabase Auth) and the
-- salesperson links they speak for.
create function public.list_team()
returns table (
  user_id uuid,
  email text,
  display_name text,
  role text,
  active boolean,
  invited_at timestamptz,
  last_sign_in_at timestamptz,
  deactivated_at timestamptz,
  link_ids uuid[]
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('see the team');
  return query
    select m.user_id, m.email, m.display_name, m.role, m.active, m.invited_at,
           u.last_sign_in_at, m.deactivated_at,
           coalesce((select array_agg(l.id order by l.salesperson_name)
                       from public.salesperson_links l where l.member_id = m.user_id),
                    array[]::uuid[])
      from public.team_members m
      left join auth.users u on u.id = m.user_id
     order by m.active desc, lower(m.display_name), m.email;
end;
$$;

revoke all on function public.list_team() from public, anon;
grant execute on function public.list_team() to authenticated, service_role;

create function private.require_role_name(p_role text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_role is null or p_role not in ('admin', 'editor', 'sales') then
    raise exception using errcode = 'P0001', message = 'That role does not exist.';
  end if;
end;
$$;

revoke all on function private.require_role_name(text) from public, anon;
grant execute on function private.require_role_name(text) to authenticated, service_role;

-- Ties exactly p_link_ids to the member (untying their other links); the links must exist and
-- the member must be in sales unless the list is empty. A link tied to another member moves.
create function private.tie_member_links(p_user_id uuid, p_role text, p_link_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  wanted uuid[] := coalesce(p_link_ids, array[]::uuid[]);
begin
  if cardinality(wanted) > 0 and p_role <> 'sales' then
    raise exception using errcode = 'P0001', message = 'Salesperson links can be tied only to a sales member.';
  end if;
  if exists (select 1 from unnest(wanted) w(id)
              where w.id is null or not exists (select 1 from public.salesperson_links l where l.id = w.id)) then
    raise exception using errcode = 'P0001', message = 'No such salesperson link.';
  end if;
  update public.salesperson_links l set member_id = null
   where l.member_id = p_user_id and l.id <> all (wanted);
  update public.salesperson_links l set member_id = p_user_id
   where l.id = any (wanted) and l.member_id is distinct from p_user_id;
end;
$$;

revoke all on function private.tie_member_links(uuid, text, uuid[]) from public, anon, authenticated;

-- A member's new role. Leaving sales unties their links (a link speaks for a sales member);
-- their leads keep their owner until an admin reassigns them.
create function public.set_member_role(p_user_id uuid, p_role text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('change a member''s role');
  perform private.require_role_name(p_role);
  if not exists (select 1 from public.team_members m where m.user_id = p_user_id) then
    raise exception using errcode = 'P0001', message = 'No such team member.';
  end if;
  update public.team_members m set role = p_role where m.user_id = p_user_id;
  if p_role <> 'sales' then
    update public.salesperson_links l set member_id = null where l.member_id = p_user_id;
  end if;
end;
$$;

revoke all on function public.set_member_role(uuid, text) from public, anon;
grant execute on function public.set_member_role(uuid, text) to authenticated, service_role;

-- Deactivates (or reactivates) a member: from their next request they have no role at all.
-- Their leads and links stay theirs (shown as "owner deactivated") until an admin reassigns.
create function public.set_member_active(p_user_id uuid, p_active boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('deactivate or reactivate a member');
  if p_active is null then
    raise exception using errcode = 'P0001', message = 'Say whether the member is active.';
  end if;
  if not exists (select 1 from public.team_members m where m.user_id = p_user_id) then
    raise exception using errcode = 'P0001', message = 'No such team member.';
  end if;
  update public.team_members m set active = p_active
   where m.user_id = p_user_id and m.active is distinct from p_active;
end;
$$;

revoke all on function public.set_member_active(uuid, boolean) from public, anon;
grant execute on function public.set_member_active(uuid, boolean) to authenticated, service_role;

-- The salesperson links a sales member speaks for (the whole list; empty unties them all).
create function public.set_member_links(p_user_id uuid, p_link_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  member_role text;
begin
  perform private.require_admin('tie salesperson links to a member');
  select m.role into member_role from public.team_members m where m.user_id = p_user_id;
  if not found then
    raise exception using errcode = 'P0001', message = 'No such team member.';
  end if;
  perform private.tie_member_links(p_user_id, member_role, p_link_ids);
end;
$$;

revoke all on function public.set_member_links(uuid, uuid[]) from public, anon;
grant execute on function public.set_member_links(uuid, uuid[]) to authenticated, service_role;

-- Assigns leads to an active sales member, or unassigns them (p_owner null: admins only see
-- them then). Returns how many leads were changed.
create function public.assign_inquiries(p_ids uuid[], p_owner uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed integer;
begin
  perform private.require_admin('assign leads');
  if p_owner is not null and not exists (
    select 1 from public.team_members m where m.user_id = p_owner and m.role = 'sales' and m.active
  ) then
    raise exception using errcode = 'P0001', message = 'Leads can be assigned only to an active sales member.';
  end if;
  update public.customer_inquiries c set owner_id = p_owner
   where c.id = any (coalesce(p_ids, array[]::uuid[])) and c.owner_id is distinct from p_owner;
  get diagnostics changed = row_count;
  return changed;
end;
$$;

revoke all on function public.assign_inquiries(uuid[], uuid) from public, anon;
grant execute on function public.assign_inquiries(uuid[], uuid) to authenticated, service_role;

-- Adds the member the invite-member Edge Function has just invited through Supabase Auth
-- (p_user_id is the invited auth user). Service role only: the function has checked that the
-- caller is an active admin. An empty display name becomes the address's local part.
create function public.add_invited_member(
  p_user_id uuid,
  p_email text,
  p_display_name text,
  p_role text,
  p_link_ids uuid[]
)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(coalesce(p_email, '')));
  name text := btrim(coalesce(p_display_name, ''));
  added public.team_members;
begin
  if not private.is_valid_email(address) then
    raise exception using errcode = 'P0001', message = 'Enter a valid email address.';
  end if;
  perform private.require_role_name(p_role);
  if exists (select 1 from public.team_members m where m.user_id = p_user_id or lower(m.email) = address) then
    raise exception using errcode = 'P0001', message = 'This address already belongs to a team member.';
  end if;
  if p_user_id is null or not exists (select 1 from auth.users u where u.id = p_user_id) then
    raise exception using errcode = 'P0001', message = 'No such team member.';
  end if;
  if name = '' then
    name := split_part(address, '@', 1);
  end if;
  if char_length(name) > 200 then
    raise exception using errcode = 'P0001', message = 'The display name is too long (200 characters at most).';
  end if;
  insert into public.team_members (user_id, email, display_name, role, invited_at)
    values (p_user_id, address, name, p_role, now())
    returning * into added;
  perform private.tie_member_links(p_user_id, p_role, p_link_ids);
  return json_build_object(
    'user_id', added.user_id,
    'email', added.email,
    'display_name', added.display_name,
    'role', added.role,
    'active', added.active);
end;
$$;

revoke all on function public.add_invited_member(uuid, text, text, text, uuid[]) from public, anon, authenticated;
grant execute on function public.add_invited_member(uuid, text, text, text, uuid[]) to service_role;
