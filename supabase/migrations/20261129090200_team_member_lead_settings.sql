-- What each member brings to lead routing and booking:
--   takes_new_leads  the member is in the round-robin queue for new leads (sales members only
--                    are ever picked);
--   lead_weight      their share of the queue, 1 to 10 (a member of weight 2 gets twice the
--                    leads of a member of weight 1);
--   away             skipped by the round-robin until they are back (their own referral leads
--                    still reach them);
--   booking_url      their booking page (a Cal.com or Calendly event link) offered to the
--                    visitor after an inquiry they own.
-- The RPCs that set them give a clear message for a value out of range; the CHECKs are the
-- last line for every other writer.
-- Who may do what: as for team_members (admins read; written only through RPCs).

alter table public.team_members
  add column takes_new_leads boolean not null default false,
  add column lead_weight smallint not null default 1 check (lead_weight between 1 and 10),
  add column away boolean not null default false,
  add column booking_url text check (char_length(booking_url) <= 500);

-- list_team, redefined whole to return the new columns beside the old ones.
drop function public.list_team();
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
  link_ids uuid[],
  takes_new_leads boolean,
  lead_weight smallint,
  away boolean,
  booking_url text
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
                    array[]::uuid[]),
           m.takes_new_leads, m.lead_weight, m.away, m.booking_url
      from public.team_members m
      left join auth.users u on u.id = m.user_id
     order by m.active desc, lower(m.display_name), m.email;
end;
$$;
revoke all on function public.list_team() from public, anon;
grant execute on function public.list_team() to authenticated, service_role;
