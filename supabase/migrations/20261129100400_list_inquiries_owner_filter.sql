-- The inbox's owner filter: filters.owner is 'mine' (the caller's own leads), 'unassigned'
-- (leads without an owner, the admins' queue) or 'all' (the default). A sales member's list
-- is still only their own leads whatever the filter, so 'unassigned' is empty for them.
-- Redefined whole; the rest is as before.
-- Who may do what: unchanged (admins every lead, a sales member their own).

create or replace function public.list_inquiries(filters jsonb DEFAULT '{}'::jsonb, page_offset integer DEFAULT 0, page_limit integer DEFAULT 25)
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
  v_seller uuid;
  v_owner text := coalesce(nullif(v_filters ->> 'owner', ''), 'all');
  v_me uuid := (select auth.uid());
begin
  -- Admins list every inquiry; a sales member only the leads they own (see below).
  if private.is_sales() then
    v_seller := (select auth.uid());
  elsif not private.is_admin() then
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
  if v_owner not in ('all', 'mine', 'unassigned') then
    raise exception using errcode = '22023', message = 'Unknown owner filter.';
  end if;

  -- Only the conditions in use are written, so each query is planned with the indexes that
  -- fit it (the trigram index for a search, the created_at index for a plain page).
  v_where := v_where || case when v_deleted then 'c.deleted_at is not null' else 'c.deleted_at is null' end;
  -- A sales member's own leads, never trashed ones (the trash is the admins'): the same rows
  -- their policies let them read, so the CSV export built from this list holds only those.
  if v_seller is not null then
    v_where := v_where || 'c.owner_id = $10 and c.deleted_at is null'::text;
  end if;
  if v_owner = 'mine' then
    v_where := v_where || 'c.owner_id = $11'::text;
  elsif v_owner = 'unassigned' then
    v_where := v_where || 'c.owner_id is null'::text;
  end if;
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
    using v_status, v_screening, v_source, v_salesperson, v_from, v_to, v_pattern, page_limit, page_offset, v_seller, v_me;

  execute format(
    'select coalesce(jsonb_agg((to_jsonb(p) - ''client_hash'')
              || jsonb_build_object(''salesperson_display_name'', s.display_name,
                                    ''owner_name'', o.display_name,
                                    ''owner_active'', o.active)
              order by p.%1$I desc, p.id desc), ''[]''::jsonb)
       from (select c.* from public.customer_inquiries c where %2$s
               order by c.%1$I desc, c.id desc limit $8 offset $9) p
       left join public.salesperson_links s on s.salesperson_name = p.salesperson_name
       left join public.team_members o on o.user_id = p.owner_id',
    v_order, array_to_string(v_where, ' and '))
    into v_rows
    using v_status, v_screening, v_source, v_salesperson, v_from, v_to, v_pattern, page_limit, page_offset, v_seller, v_me;

  select count(*) into v_held from public.customer_inquiries c
    where c.screening = 'held' and c.deleted_at is null
      and (v_seller is null or c.owner_id = v_seller);

  return jsonb_build_object(
    'total', v_counts.total,
    'new', v_counts.new,
    'in_progress', v_counts.in_progress,
    'converted', v_counts.converted,
    'held_for_review', v_held,
    'rows', v_rows);
end;
$$;
