-- What the back office summarises from the inquiries' attribution.
--
-- inquiry_lead_breakdown(since): the inbox's inquiries (clear, not in the trash) created since
-- that time, counted by source, by service interest and by salesperson, largest first; for the
-- dashboard's leads chart.
-- inquiry_filter_options(): the sources inquiries have, and the salespeople (every referral
-- link, plus names on inquiries whose link is gone); for the inquiries screen's filters.
--
-- Who may do what: security invoker, so the tables' policies decide: an admin sees everything,
-- a signed-in stranger sees nothing, and visitors may not call them at all.

create function public.inquiry_lead_breakdown(since timestamptz)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with recent as (
    select c.lead_source, c.service_interest, c.salesperson_name
      from public.customer_inquiries c
      where c.created_at >= since and c.deleted_at is null and c.screening = 'clear'
  ),
  salespeople as (
    select r.salesperson_name as key, max(s.display_name) as label, count(*) as n
      from recent r
      left join public.salesperson_links s on s.salesperson_name = r.salesperson_name
      group by r.salesperson_name
  )
  select jsonb_build_object(
    'total', (select count(*) from recent),
    'by_source', (
      select coalesce(jsonb_agg(jsonb_build_object('key', g.key, 'count', g.n) order by g.n desc, g.key), '[]'::jsonb)
        from (select r.lead_source as key, count(*) as n from recent r group by r.lead_source) g),
    'by_service', (
      select coalesce(jsonb_agg(jsonb_build_object('key', g.key, 'count', g.n) order by g.n desc, g.key), '[]'::jsonb)
        from (select r.service_interest as key, count(*) as n from recent r group by r.service_interest) g),
    'by_salesperson', (
      select coalesce(jsonb_agg(jsonb_build_object('key', g.key, 'label', g.label, 'count', g.n)
          order by g.n desc, g.key nulls last), '[]'::jsonb)
        from salespeople g)
  )
$$;

create function public.inquiry_filter_options()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'sources', (
      select coalesce(jsonb_agg(g.lead_source order by g.lead_source), '[]'::jsonb)
        from (select distinct c.lead_source from public.customer_inquiries c) g),
    'salespeople', (
      select coalesce(jsonb_agg(jsonb_build_object('name', g.name, 'display_name', g.display_name)
          order by lower(coalesce(g.display_name, g.name))), '[]'::jsonb)
        from (
          select s.salesperson_name as name, s.display_name from public.salesperson_links s
          union
          select distinct c.salesperson_name, null from public.customer_inquiries c
            where c.salesperson_name is not null
              and not exists (select 1 from public.salesperson_links s where s.salesperson_name = c.salesperson_name)
        ) g)
  )
$$;

revoke all on function public.inquiry_lead_breakdown(timestamptz), public.inquiry_filter_options() from public, anon;
grant execute on function public.inquiry_lead_breakdown(timestamptz), public.inquiry_filter_options() to authenticated;
