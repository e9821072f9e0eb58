-- Reading the audit trail.
--   list_activity   the Activity screen: newest first, filtered by member (p_actor), kind,
--                   record (p_record_id, with or without a kind) and time (p_from inclusive,
--                   p_to exclusive), paged by keyset: p_before_id is the last id of the page
--                   before (null: the first page), p_limit 1 to 200 (default 50). Each
--                   filter has an index in id order, so a page reads about p_limit rows
--                   however long the trail.
--   record_history  one record's history, newest first (at most 200 rows); a lead's includes
--                   its conversions (recorded under the lead's id).
-- Who may do what: admins (anyone else: 42501). Both are security definer so the paging plan
-- does not depend on the caller's policies; they check the caller first.

create function public.list_activity(
  p_actor uuid default null, p_kind text default null, p_record_id text default null,
  p_from timestamptz default null, p_to timestamptz default null,
  p_before_id bigint default null, p_limit integer default 50)
returns setof public.audit_events
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('read the activity log');
  return query
    select e.*
    from public.audit_events e
    where (p_actor is null or e.actor_id = p_actor)
      and (p_kind is null or e.kind = p_kind)
      and (p_record_id is null or e.record_id = p_record_id)
      and (p_from is null or e.at >= p_from)
      and (p_to is null or e.at < p_to)
      and (p_before_id is null or e.id < p_before_id)
    order by e.id desc
    limit greatest(1, least(coalesce(p_limit, 50), 200));
end;
$$;

revoke all on function public.list_activity(uuid, text, text, timestamptz, timestamptz, bigint, integer) from public, anon;
grant execute on function public.list_activity(uuid, text, text, timestamptz, timestamptz, bigint, integer) to authenticated;

-- The kinds whose records share an id with the record asked for.
create function private.audit_history_kinds(p_kind text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case when p_kind = 'inquiry' then array['inquiry', 'conversion'] else array[p_kind] end;
$$;

revoke all on function private.audit_history_kinds(text) from public, anon, authenticated;

create function public.record_history(p_kind text, p_record_id text)
returns setof public.audit_events
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('read the history of a record');
  return query
    select e.*
    from public.audit_events e
    where e.kind = any(private.audit_history_kinds(p_kind))
      and e.record_id = p_record_id
    order by e.id desc
    limit 200;
end;
$$;

revoke all on function public.record_history(text, text) from public, anon;
grant execute on function public.record_history(text, text) to authenticated;
