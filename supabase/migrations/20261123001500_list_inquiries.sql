-- list_inquiries(filters, page_offset, page_limit): one page of the admin's Customer Inquiries
-- screen with its four summary counts (total, new, in progress, converted, over everything
-- the filters match) and the number of inquiries waiting as held for review, in one request.
--
-- filters (every key optional):
--   deleted      true: the trash, newest deletion first; false (default): active, newest first
--   status       'all' (default) or one status
--   screening    'clear' (default, the inbox), 'held', 'spam' or 'all'
--   source       a lead_source value
--   salesperson  a salesperson_name, or '' for inquiries that came through no salesperson
--   from, to     created_at bounds (inclusive), ISO times
--   search       case-insensitive substring of name, email, company or service interest
-- Rows are the table's columns (the client hash left out) plus salesperson_display_name.
--
-- Who may do what: admins only. It runs as its owner (security definer) and checks
-- private.is_admin() first: under the caller's row level security the search could not use its
-- trigram index (the policy must be checked before a condition that is not leakproof, like
-- ilike), and 10,000 inquiries would be read one by one. A signed-in stranger gets 42501;
-- visitors may not call it at all.

create function public.list_inquiries(filters jsonb default '{}'::jsonb, page_offset integer default 0, page_limit integer default 25)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_filters jsonb := coalesce(filters, '{}'::jsonb);
  v_deleted boolean;
  v_status text := coalesce(nullif(v_filters ->> 'status', ''), 'all');
  v_screening text := coalesce(nullif(v_filters ->> 'screening', ''), 'clear');
  v_source text := nullif(v_filters ->> 'source', '');
  v_salesperson text := v_filters ->> 'salesperson';
  v_from timestamptz;
  v_to timestamptz;
  v_search text := nullif(private.trim_text(v_filters ->> 'search'), '');
  v_pattern text;
  v_where text[] := array[]::text[];
  v_order text;
  v_counts record;
  v_rows jsonb;
  v_held bigint;
begin
  if not private.is_admin() then
    raise exception using errcode = '42501', message = 'Only admins may list inquiries.';
  end if;
  if jsonb_typeof(v_filters) <> 'object' then
    raise exception using errcode = '22023', message = 'The filters must be a JSON object.';
  end if;
  if page_offset is null or page_offset < 0 or page_limit is null or page_limit < 1 or page_limit > 1000 then
    raise exception using errcode = '22023', message = 'A page starts at 0 or later and holds 1 to 1000 inquiries.';
  end if;
  begin
    v_deleted := coalesce((v_filters ->> 'deleted')::boolean, false);
    v_from := nullif(v_filters ->> 'from', '')::timestamptz;
    v_to := nullif(v_filters ->> 'to', '')::timestamptz;
  exception when others then
    raise exception using errcode = '22023', message = 'The filters hold an invalid value.';
  end;
  if v_status not in ('all', 'new', 'in_progress', 'contacted', 'converted', 'closed') then
    raise exception using errcode = '22023', message = 'Unknown status filter.';
  end if;
  if v_screening not in ('all', 'clear', 'held', 'spam') then
    raise exception using errcode = '22023', message = 'Unknown screening filter.';
  end if;

  -- Only the conditions in use are written, so each query is planned with the indexes that
  -- fit it (the trigram index for a search, the created_at index for a plain page).
  v_where := v_where || case when v_deleted then 'c.deleted_at is not null' else 'c.deleted_at is null' end;
  if v_status <> 'all' then v_where := v_where || 'c.status = $1'::text; end if;
  if v_screening <> 'all' then v_where := v_where || 'c.screening = $2'::text; end if;
  if v_source is not null then v_where := v_where || 'c.lead_source = $3'::text; end if;
  if v_salesperson = '' then
    v_where := v_where || 'c.salesperson_name is null'::text;
  elsif v_salesperson is not null then
    v_where := v_where || 'c.salesperson_name = $4'::text;
  end if;
  if v_from is not null then v_where := v_where || 'c.created_at >= $5'::text; end if;
  if v_to is not null then v_where := v_where || 'c.created_at <= $6'::text; end if;
  if v_search is not null then
    -- LIKE's own wildcards in the text are matched literally.
    v_pattern := '%' || replace(replace(replace(v_search, '\', '\\'), '%', '\%'), '_', '\_') || '%';
    v_where := v_where ||
      'private.inquiry_search_text(c.first_name, c.last_name, c.email, c.company, c.service_interest) ilike $7'::text;
  end if;
  v_order := case when v_deleted then 'deleted_at' else 'created_at' end;

  execute format(
    'select count(*) as total,
            count(*) filter (where c.status = ''new'') as new,
            count(*) filter (where c.status = ''in_progress'') as in_progress,
            count(*) filter (where c.status = ''converted'') as converted
       from public.customer_inquiries c where %s',
    array_to_string(v_where, ' and '))
    into v_counts
    using v_status, v_screening, v_source, v_salesperson, v_from, v_to, v_pattern;

  execute format(
    'select coalesce(jsonb_agg((to_jsonb(p) - ''client_hash'')
              || jsonb_build_object(''salesperson_display_name'', s.display_name)
              order by p.%1$I desc, p.id desc), ''[]''::jsonb)
       from (select c.* from public.customer_inquiries c where %2$s
               order by c.%1$I desc, c.id desc limit $8 offset $9) p
       left join public.salesperson_links s on s.salesperson_name = p.salesperson_name',
    v_order, array_to_string(v_where, ' and '))
    into v_rows
    using v_status, v_screening, v_source, v_salesperson, v_from, v_to, v_pattern, page_limit, page_offset;

  select count(*) into v_held from public.customer_inquiries c
    where c.screening = 'held' and c.deleted_at is null;

  return jsonb_build_object(
    'total', v_counts.total,
    'new', v_counts.new,
    'in_progress', v_counts.in_progress,
    'converted', v_counts.converted,
    'held_for_review', v_held,
    'rows', v_rows);
end;
$$;

revoke all on function public.list_inquiries(jsonb, integer, integer) from public, anon;
grant execute on function public.list_inquiries(jsonb, integer, integer) to authenticated;
