-- Two ways an inquiry reaches the database, each behind its own proxies, so each has its own
-- hop count (how many entries of x-forwarded-for, counted from the right end and the client's
-- own included, the deployment's proxies wrote):
--
--   trusted_proxy_hops   the REST path (rpc/submit_inquiry called by the browser): the chain
--                        PostgREST hands the database in request.headers.
--   function_proxy_hops  the Turnstile path: the chain the submit-verified-inquiry Edge
--                        Function received, which it passes on (payload.client_forwarded_for).
--                        It crosses a different gateway, so it may differ; default 2, as the
--                        REST path was applied to it before.
--
-- One rule picks the client from a chain on both paths, private.client_address_from_chain;
-- only the count differs. A count from 1 to 5: below 1 there is no client entry, and no
-- deployment puts more than five proxies in front of its API (a larger count only makes a
-- short chain fall back to its nearest proxy's address).
--
-- Admins check both paths from the back office (rpc/client_address_check: the chain their own
-- request arrived with, the count, and the address derived) and change them with
-- rpc/set_client_address_hops, which refuses a count outside 1 to 5 and changes nothing then.
--
-- Who may do what: the settings stay in private (no API role reads them); the two RPCs are
-- for admins only (execute revoked from anon; non-admins are refused inside).

alter table private.client_address_settings
  add column function_proxy_hops integer not null default 2
    constraint client_address_settings_function_proxy_hops_check check (function_proxy_hops between 1 and 5);

-- The REST count gets the same bounds for new values (an existing larger value is left for the
-- admin to correct, not a failed migration).
alter table private.client_address_settings
  drop constraint client_address_settings_trusted_proxy_hops_check,
  add constraint client_address_settings_trusted_proxy_hops_check check (trusted_proxy_hops between 1 and 5) not valid;

-- The client of a chain the Turnstile function received: the same rule with that path's count.
create function private.function_client_address(chain text)
returns text
language sql
stable
set search_path = ''
as $$
  select private.client_address_from_chain(chain, (select s.function_proxy_hops from private.client_address_settings s))
$$;

revoke all on function private.function_client_address(text) from public, anon, authenticated;

-- What one path makes of one chain: the chain as it arrived, how many entries it has, the
-- path's count, the client derived, and the private range that client falls in (null for a
-- public address; loopback, private, link-local, CGNAT ... by the webhook address rule's
-- table). An IPv6 client is its /64 network; its range is that network's.
create function private.client_address_report(path text, chain text, hops integer)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'path', path,
    'chain', coalesce(chain, ''),
    'entries', case when btrim(coalesce(chain, '')) = '' then 0
                    else coalesce(array_length(string_to_array(chain, ','), 1), 0) end,
    'hops', hops,
    'client', derived.client,
    'private_range', case when derived.client <> 'unknown'
      then private.address_private_range(split_part(derived.client, '/', 1)::inet) end)
  from (select private.client_address_from_chain(chain, hops) as client) derived
$$;

revoke all on function private.client_address_report(text, text, integer) from public, anon, authenticated;

-- The hop-count check for the caller's own request, with both paths' counts (rest_hops,
-- function_hops) for the form that changes them. Without function_chain: the REST path,
-- from the chain this request arrived with. With it: the Turnstile path, for the chain the
-- function received (the function calls this with the admin's own credentials and passes
-- what it saw; an admin could pass anything, and would only see the rule applied to it).
create function public.client_address_check(function_chain text default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  settings private.client_address_settings;
  counts jsonb;
  rest_chain text;
begin
  perform private.require_admin('check the client address settings');
  select * into settings from private.client_address_settings;
  counts := jsonb_build_object('rest_hops', settings.trusted_proxy_hops, 'function_hops', settings.function_proxy_hops);
  if function_chain is not null then
    return private.client_address_report('function', left(function_chain, 2000), settings.function_proxy_hops) || counts;
  end if;
  rest_chain := case when coalesce(current_setting('request.headers', true), '') <> ''
    then current_setting('request.headers', true)::jsonb ->> 'x-forwarded-for' end;
  return private.client_address_report('rest', left(rest_chain, 2000), settings.trusted_proxy_hops) || counts;
end;
$$;

revoke all on function public.client_address_check(text) from public, anon;
grant execute on function public.client_address_check(text) to authenticated;

-- Sets both paths' hop counts at once. A count that is missing, below 1 or over 5 is refused
-- with a sentence for the form, and nothing is changed.
create function public.set_client_address_hops(rest_hops integer, function_hops integer)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('change the client address settings');
  if rest_hops is null or function_hops is null
     or rest_hops not between 1 and 5 or function_hops not between 1 and 5 then
    raise exception using errcode = '22023', message = 'A hop count must be a whole number from 1 to 5.';
  end if;
  update private.client_address_settings
     set trusted_proxy_hops = rest_hops, function_proxy_hops = function_hops;
  return jsonb_build_object('rest_hops', rest_hops, 'function_hops', function_hops);
end;
$$;

revoke all on function public.set_client_address_hops(integer, integer) from public, anon;
grant execute on function public.set_client_address_hops(integer, integer) to authenticated;
