-- Whether leads nobody's referral link claims go round the sales team (round_robin_enabled,
-- on by default) or stay unowned for the admins to assign. One row for the site.
-- Who may do what: nobody reads or writes the table through the API; admins read it with
-- rpc/get_lead_routing and change it with rpc/set_lead_routing.

create table private.lead_routing_settings (
  id boolean primary key default true check (id),
  round_robin_enabled boolean not null default true
);

insert into private.lead_routing_settings (id) values (true);

revoke all on table private.lead_routing_settings from public, anon, authenticated;

create function public.get_lead_routing()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('see the lead routing settings');
  return (select jsonb_build_object('round_robin_enabled', s.round_robin_enabled)
            from private.lead_routing_settings s);
end;
$$;

revoke all on function public.get_lead_routing() from public, anon;
grant execute on function public.get_lead_routing() to authenticated, service_role;

create function public.set_lead_routing(p_round_robin_enabled boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('change the lead routing settings');
  if p_round_robin_enabled is null then
    raise exception using errcode = 'P0001', message = 'Say whether new leads go round the sales team.';
  end if;
  update private.lead_routing_settings set round_robin_enabled = p_round_robin_enabled;
  return jsonb_build_object('round_robin_enabled', p_round_robin_enabled);
end;
$$;

revoke all on function public.set_lead_routing(boolean) from public, anon;
grant execute on function public.set_lead_routing(boolean) to authenticated, service_role;
