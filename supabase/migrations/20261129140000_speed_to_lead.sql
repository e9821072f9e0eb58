-- Speed to lead: for the leads received in a period (clear, not in the trash, created from
-- p_from up to but not including p_to), how long each waited for its first touch
-- (first_touched_at - created_at; the touch is the first status change, note or meeting, set
-- by the first-touch triggers) and how many booked a meeting (a row of inquiry_meetings
-- matched to the lead, whatever its status since: a meeting cancelled later was still booked).
-- Grouped two ways in one pass:
--   owners   per owner (null: unassigned): leads, touched, untouched (counted, not timed), and
--            the median and 90th percentile of the wait among the touched, in seconds;
--   sources  per lead source and campaign (the last touch's utm_campaign): leads and booked;
--   totals   the whole cohort, both sets of figures.
-- {"owners":[{owner_id, owner_name, owner_active, leads, touched, untouched, median_seconds, p90_seconds}],
--  "sources":[{source, campaign, leads, booked}],
--  "totals":{leads, touched, untouched, median_seconds, p90_seconds, booked}}
-- A touch recorded before the lead's arrival (a booking attached to a later inquiry) counts as
-- an instant one, never as a negative wait.
-- Who may do what: admins only (execute revoked from visitors; every other caller is refused).

create function public.speed_to_lead(p_from timestamptz, p_to timestamptz)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('read the speed-to-lead figures');
  if p_from is null or p_to is null or p_to <= p_from then
    raise exception using errcode = 'P0001', message = 'Choose a period that ends after its start.';
  end if;

  -- One pass over the cohort: each lead once, with its wait (null: untouched) and whether it
  -- booked. The booking is asked per lead (EXISTS: one probe of the meetings' inquiry index, or
  -- one hash of them), never joined: with statistics that undercount the cohort (a bulk load, a
  -- table rewritten by many updates) the planner would nest a join and compare every lead with
  -- every meeting. The waits are sorted only where percentiles are wanted (per owner and in
  -- total; both percentiles from one sort); the sources only count, by hash.
  return (
  with cohort as materialized (
    select i.owner_id, i.lead_source as source, i.last_utm_campaign as campaign,
           case when i.first_touched_at is not null
                then greatest(extract(epoch from i.first_touched_at - i.created_at), 0) end as wait,
           exists (select 1 from public.inquiry_meetings m where m.inquiry_id = i.id) as booked
    from public.customer_inquiries i
    where i.screening = 'clear' and i.deleted_at is null
      and i.created_at >= p_from and i.created_at < p_to
  ),
  by_owner as (
    select grouping(c.owner_id) = 0 as per_owner, c.owner_id,
           count(*)::int as leads, count(c.wait)::int as touched, (count(*) filter (where c.booked))::int as booked,
           percentile_cont(array[0.5, 0.9]) within group (order by c.wait) as waits
    from cohort c
    group by grouping sets ((c.owner_id), ())
  ),
  by_source as (
    select c.source, c.campaign, count(*)::int as leads, (count(*) filter (where c.booked))::int as booked
    from cohort c
    group by c.source, c.campaign
  )
  select jsonb_build_object(
    'owners', coalesce((select jsonb_agg(jsonb_build_object('owner_id', o.owner_id, 'owner_name', t.display_name,
         'owner_active', t.active, 'leads', o.leads, 'touched', o.touched, 'untouched', o.leads - o.touched,
         'median_seconds', round(o.waits[1])::bigint, 'p90_seconds', round(o.waits[2])::bigint)
         order by o.owner_id is null, o.leads desc, t.display_name, o.owner_id)
       from by_owner o left join public.team_members t on t.user_id = o.owner_id
       where o.per_owner), '[]'),
    'sources', coalesce((select jsonb_agg(jsonb_build_object('source', s.source, 'campaign', s.campaign,
         'leads', s.leads, 'booked', s.booked)
         order by s.leads desc, s.source nulls last, s.campaign nulls last)
       from by_source s), '[]'),
    'totals', (select jsonb_build_object('leads', o.leads, 'touched', o.touched, 'untouched', o.leads - o.touched,
         'median_seconds', round(o.waits[1])::bigint, 'p90_seconds', round(o.waits[2])::bigint, 'booked', o.booked)
       from by_owner o where not o.per_owner)));
end;
$$;

revoke all on function public.speed_to_lead(timestamptz, timestamptz) from public, anon;
grant execute on function public.speed_to_lead(timestamptz, timestamptz) to authenticated;
