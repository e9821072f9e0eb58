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
  counted as (
    select grouping(owner_id) = 0 as by_owner, grouping(source, campaign) = 0 as by_source,
           owner_id, source, campaign,
           count(*)::int as leads, count(wait)::int as touched, (count(*) filter (where booked))::int as booked,
           round(percentile_cont(0.5) within group (order by wait))::bigint as median_seconds,
           round(percentile_cont(0.9) within group (order by wait))::bigint as p90_seconds
    from cohort
    group by grouping sets ((owner_id), (source, campaign), ())
  )
  select jsonb_build_object(
    'owners', coalesce((select jsonb_agg(jsonb_build_object('owner_id', c.owner_id, 'owner_name', t.display_name,
         'owner_active', t.active, 'leads', c.leads, 'touched', c.touched, 'untouched', c.leads - c.touched,
         'median_seconds', c.median_seconds, 'p90_seconds', c.p90_seconds)
         order by c.owner_id is null, c.leads desc, t.display_name, c.owner_id)
       from counted c left join public.team_members t on t.user_id = c.owner_id
       where c.by_owner), '[]'),
    'sources', coalesce((select jsonb_agg(jsonb_build_object('source', c.source, 'campaign', c.campaign,
         'leads', c.leads, 'booked', c.booked)
         order by c.leads desc, c.source nulls last, c.campaign nulls last)
       from counted c where c.by_source), '[]'),
    'totals', (select jsonb_build_object('leads', c.leads, 'touched', c.touched, 'untouched', c.leads - c.touched,
         'median_seconds', c.median_seconds, 'p90_seconds', c.p90_seconds, 'booked', c.booked)
       from counted c where not c.by_owner and not c.by_source)));
end;
$$;

revoke all on function public.speed_to_lead(timestamptz, timestamptz) from public, anon;
grant execute on function public.speed_to_lead(timestamptz, timestamptz) to authenticated;
