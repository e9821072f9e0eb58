-- Who a client is: the network address the platform's edge vouches for, never an address the
-- client wrote itself. Proxies append the address of whoever connected to them to the
-- x-forwarded-for request header, so its leftmost entries are whatever the client sent and
-- only the rightmost ones were written by the deployment's own proxies. The setting below
-- says how many proxies that is (counted from the right, like Express's `trust proxy`); the
-- client is the entry that many places from the right end.
--
--   trusted_proxy_hops  hosted Supabase: 2 (Cloudflare appends the client's address, the load
--                       balancer behind it appends Cloudflare's); the embedded local stack
--                       sets 1 at start (it appends the connection's address itself). Check
--                       a real project with the README's two-minute test (Leads).
--
-- The address is normalised so one client has one key: IPv4 as a.b.c.d, an IPv4-mapped IPv6
-- address as its IPv4 address, and any other IPv6 address as its /64 network (one
-- subscriber's allocation: a client rotating within it stays one client). A chain shorter
-- than the setting falls back to its rightmost entry (the nearest proxy's peer: never the
-- client's own words), and an entry that is not an address gives 'unknown', one shared key,
-- so a broken chain never escapes the per-client rules.
--
-- Who may do what: nobody through the API (private schema, row level security on, no
-- policy); security definer functions owned by the table's owner read it. Changed with SQL:
--   update private.client_address_settings set trusted_proxy_hops = 3;

create table private.client_address_settings (
  singleton boolean primary key default true check (singleton),
  trusted_proxy_hops integer not null default 2 check (trusted_proxy_hops between 1 and 10)
);
insert into private.client_address_settings default values;

alter table private.client_address_settings enable row level security;
revoke all on table private.client_address_settings from public, anon, authenticated;

-- One entry of the header as a client key, or null when it is not an address. Ports some
-- proxies add (203.0.113.7:51234, [2001:db8::1]:443) are dropped.
create function private.normalize_client_address(entry text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  candidate text := pg_catalog.btrim(coalesce(entry, ''));
  parsed inet;
begin
  if candidate ~ '^\[[0-9A-Fa-f:.]+\](:[0-9]{1,5})?$' then
    candidate := pg_catalog.substring(candidate, '^\[([0-9A-Fa-f:.]+)\]');
  elsif candidate ~ '^[0-9.]+:[0-9]{1,5}$' then
    candidate := pg_catalog.split_part(candidate, ':', 1);
  end if;
  if pg_catalog.char_length(candidate) > 45
     or candidate !~ '^([0-9]{1,3}(\.[0-9]{1,3}){3}|[0-9A-Fa-f]{0,4}(:[0-9A-Fa-f]{0,4}){1,7}(:[0-9]{1,3}(\.[0-9]{1,3}){3})?)$' then
    return null;
  end if;
  begin
    parsed := candidate::inet;
  exception when others then
    return null;
  end;
  if pg_catalog.family(parsed) = 4 then
    return pg_catalog.host(parsed);
  end if;
  if parsed << '::ffff:0.0.0.0/96'::inet then
    return pg_catalog.host('0.0.0.0'::inet + (parsed - '::ffff:0.0.0.0'::inet));
  end if;
  return pg_catalog.host(pg_catalog.network(pg_catalog.set_masklen(parsed, 64))) || '/64';
end;
$$;

-- The client of an x-forwarded-for chain, for a deployment with `hops` proxies in front.
create function private.client_address_from_chain(chain text, hops integer)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  entries text[] := pg_catalog.string_to_array(coalesce(chain, ''), ',');
  total integer := coalesce(pg_catalog.array_length(entries, 1), 0);
  pick integer := total - greatest(hops, 1) + 1;
begin
  if pg_catalog.btrim(coalesce(chain, '')) = '' then
    return 'unknown';
  end if;
  if pick < 1 then
    pick := total;
  end if;
  return coalesce(private.normalize_client_address(entries[pick]), 'unknown');
end;
$$;

-- The client of the current API request; null when the caller is not an API request.
create or replace function private.request_client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select case when coalesce(pg_catalog.current_setting('request.headers', true), '') = '' then null
    else private.client_address_from_chain(
      pg_catalog.current_setting('request.headers', true)::jsonb ->> 'x-forwarded-for',
      (select s.trusted_proxy_hops from private.client_address_settings s))
  end
$$;

revoke all on function private.normalize_client_address(text), private.client_address_from_chain(text, integer),
  private.request_client_address() from public, anon, authenticated;
