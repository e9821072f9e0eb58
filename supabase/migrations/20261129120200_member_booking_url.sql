-- A sales member's booking page: set by an admin for any sales member
-- (set_member_booking_url) or by a sales member for themselves (set_my_booking_url); null or
-- blank clears it. A link breaking the booking link rule is refused with its sentence and
-- nothing changes (the CHECK on team_members.booking_url is the last line for other writers).
-- my_membership() now also returns the caller's booking_url, for their "My booking page".
-- Who may do what: admins set anyone's; an active sales member sets only their own.

-- Stores a member's booking link after the rule; the callers have checked who may.
create function private.store_booking_url(p_user_id uuid, p_url text)
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  wanted text := nullif(private.trim_text(p_url), '');
  refusal text := private.booking_url_refusal(wanted);
begin
  if refusal is not null then
    raise exception using errcode = 'P0001', message = refusal;
  end if;
  if not exists (select 1 from public.team_members m where m.user_id = p_user_id and m.role = 'sales') then
    raise exception using errcode = 'P0001', message = 'Only a sales member has a booking page.';
  end if;
  update public.team_members m set booking_url = wanted
   where m.user_id = p_user_id and m.booking_url is distinct from wanted;
  return wanted;
end;
$$;

revoke all on function private.store_booking_url(uuid, text) from public, anon, authenticated;

create function public.set_member_booking_url(p_user_id uuid, p_url text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('set a member''s booking page');
  return private.store_booking_url(p_user_id, p_url);
end;
$$;

revoke all on function public.set_member_booking_url(uuid, text) from public, anon;
grant execute on function public.set_member_booking_url(uuid, text) to authenticated, service_role;

create function public.set_my_booking_url(p_url text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not (select private.is_sales()) then
    raise exception using errcode = '42501', message = 'Only sales members can set their own booking page.';
  end if;
  return private.store_booking_url((select auth.uid()), p_url);
end;
$$;

revoke all on function public.set_my_booking_url(text) from public, anon;
grant execute on function public.set_my_booking_url(text) to authenticated, service_role;

-- The signed-in member (null for anyone who is not an active member), now with their booking
-- page.
create or replace function public.my_membership()
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
           'active', m.active,
           'booking_url', m.booking_url)
    from public.team_members m
   where m.user_id = (select auth.uid()) and m.active;
$$;

revoke all on function public.my_membership() from public, anon;
grant execute on function public.my_membership() to authenticated, service_role;
