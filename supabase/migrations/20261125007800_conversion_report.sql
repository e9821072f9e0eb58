-- Revenue by campaign: for the inquiries that arrived in a period (a cohort: clear, not in the
-- trash, created from period_start to period_end inclusive, UTC days), how many reached each
-- stage (at any time since) and what the won ones were worth, per currency (values in
-- different currencies are never added together). Grouped three ways:
--   campaigns    per source, medium (the lead_source / lead_medium columns) and campaign (the
--                last touch's utm_campaign, else the first touch's); null where not recorded;
--   salespeople  per salesperson whose referral page brought the lead (null: none);
--   totals       the whole cohort.
-- {"campaigns":[{source, medium, campaign, leads, qualified, won, won_value:[{currency, amount}]}],
--  "salespeople":[{salesperson, leads, qualified, won, won_value}], "totals":{leads, qualified, won, won_value}}
-- Who may do what: admins only (execute revoked from visitors; non-admins are refused).

-- The cohort, one row per lead with the stages it reached and its deal value.
create function private.conversion_report_cohort(period_start date, period_end date)
returns table (source text, medium text, campaign text, salesperson text,
               qualified boolean, won boolean, value numeric, currency text)
language sql
stable
set search_path = ''
as $$
  select i.lead_source, i.lead_medium, coalesce(i.last_utm_campaign, i.first_utm_campaign), i.salesperson_name,
         q.id is not null, w.id is not null, w.value, w.currency
  from public.customer_inquiries i
  left join public.conversions q on q.inquiry_id = i.id and q.stage = 'qualified'
  left join public.conversions w on w.inquiry_id = i.id and w.stage = 'won'
  where i.screening = 'clear'
    and i.deleted_at is null
    and i.created_at >= (conversion_report_cohort.period_start::timestamp at time zone 'UTC')
    and i.created_at < ((conversion_report_cohort.period_end + 1)::timestamp at time zone 'UTC');
$$;

revoke all on function private.conversion_report_cohort(date, date) from public, anon, authenticated;

create function public.conversion_report(period_start date, period_end date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  campaigns jsonb;
  salespeople jsonb;
  totals jsonb;
begin
  if not private.is_admin() then
    raise exception using errcode = '42501', message = 'Only admins may read the revenue report.';
  end if;
  if period_start is null or period_end is null or period_end < period_start then
    raise exception using errcode = '22023', message = 'Choose a period that ends on or after its start.';
  end if;

  -- Each part counts per group and currency first, then folds the currencies into won_value.
  select coalesce(jsonb_agg(jsonb_build_object(
           'source', g.source, 'medium', g.medium, 'campaign', g.campaign,
           'leads', g.leads, 'qualified', g.qualified, 'won', g.won, 'won_value', g.won_value)
         order by g.won desc, g.leads desc, g.source nulls last, g.medium nulls last, g.campaign nulls last), '[]')
    into campaigns
    from (select p.source, p.medium, p.campaign,
                 sum(p.leads)::int as leads, sum(p.qualified)::int as qualified, sum(p.won)::int as won,
                 coalesce(jsonb_agg(jsonb_build_object('currency', p.currency, 'amount', p.amount) order by p.currency)
                          filter (where p.currency is not null), '[]') as won_value
          from (select c.source, c.medium, c.campaign, c.currency,
                       count(*) as leads, count(*) filter (where c.qualified) as qualified,
                       count(*) filter (where c.won) as won, sum(c.value) as amount
                from private.conversion_report_cohort(period_start, period_end) c
                group by c.source, c.medium, c.campaign, c.currency) p
          group by p.source, p.medium, p.campaign) g;

  select coalesce(jsonb_agg(jsonb_build_object(
           'salesperson', g.salesperson,
           'leads', g.leads, 'qualified', g.qualified, 'won', g.won, 'won_value', g.won_value)
         order by g.won desc, g.leads desc, g.salesperson nulls last), '[]')
    into salespeople
    from (select p.salesperson,
                 sum(p.leads)::int as leads, sum(p.qualified)::int as qualified, sum(p.won)::int as won,
                 coalesce(jsonb_agg(jsonb_build_object('currency', p.currency, 'amount', p.amount) order by p.currency)
                          filter (where p.currency is not null), '[]') as won_value
          from (select c.salesperson, c.currency,
                       count(*) as leads, count(*) filter (where c.qualified) as qualified,
                       count(*) filter (where c.won) as won, sum(c.value) as amount
                from private.conversion_report_cohort(period_start, period_end) c
                group by c.salesperson, c.currency) p
          group by p.salesperson) g;

  select jsonb_build_object(
           'leads', coalesce(sum(p.leads), 0)::int, 'qualified', coalesce(sum(p.qualified), 0)::int,
           'won', coalesce(sum(p.won), 0)::int,
           'won_value', coalesce(jsonb_agg(jsonb_build_object('currency', p.currency, 'amount', p.amount) order by p.currency)
                                 filter (where p.currency is not null), '[]'))
    into totals
    from (select c.currency,
                 count(*) as leads, count(*) filter (where c.qualified) as qualified,
                 count(*) filter (where c.won) as won, sum(c.value) as amount
          from private.conversion_report_cohort(period_start, period_end) c
          group by c.currency) p;

  return jsonb_build_object('campaigns', campaigns, 'salespeople', salespeople, 'totals', totals);
end;
$$;

revoke all on function public.conversion_report(date, date) from public, anon;
grant execute on function public.conversion_report(date, date) to authenticated;
