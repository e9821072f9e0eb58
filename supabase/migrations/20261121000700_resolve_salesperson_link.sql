-- resolve_salesperson_link(salesperson_name, service_id): how a visitor's browser checks
-- a referral link without reading the table. The four outcomes are the spec's checks,
-- in its order; display name and email are returned only for a valid link.

create function public.resolve_salesperson_link(salesperson_name text, service_id text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  link public.salesperson_links;
begin
  if coalesce(btrim(salesperson_name), '') = '' or coalesce(btrim(service_id), '') = '' then
    return jsonb_build_object('valid', false, 'reason', 'Missing parameters');
  end if;
  select * into link from public.salesperson_links s
    where s.salesperson_name = resolve_salesperson_link.salesperson_name and s.is_active;
  if not found then
    return jsonb_build_object('valid', false, 'reason', 'Salesperson not found or inactive');
  end if;
  if not (resolve_salesperson_link.service_id = any (link.services)) then
    return jsonb_build_object('valid', false, 'reason', 'Service not authorized for this salesperson');
  end if;
  if resolve_salesperson_link.service_id not in
      ('web-apps', 'saas', 'mobile-apps', 'ai-calling', 'ai-automation') then
    return jsonb_build_object('valid', false, 'reason', 'Invalid service');
  end if;
  return jsonb_build_object('valid', true, 'display_name', link.display_name, 'email', link.email);
end;
$$;

revoke all on function public.resolve_salesperson_link(text, text) from public;
grant execute on function public.resolve_salesperson_link(text, text) to anon, authenticated;
