-- Each stored inquiry's client is kept at every level of its network, so the flood rules can
-- count a /56 and a /48 as well as a /64: an IPv6 client key is a /64 (one subscriber), and an
-- actor with a routed /48 or /56 can rotate it on every request. Only salted hashes are kept,
-- made with the salt of private.inquiry_screening_settings like client_hash:
--   client_hash       the client key itself: an IPv4 address, an IPv6 /64, or 'unknown'
--   network_56_hash   the /56 holding that /64 (null for IPv4 and 'unknown')
--   network_48_hash   the /48 holding it (null for IPv4 and 'unknown')
-- Rows stored before this have no network hashes and count at their client key only.
--
-- Who may do what: unchanged (private schema, row level security on, no policy: nobody through
-- the API; submit_inquiry, a security definer function owned by the table's owner, writes and
-- counts it; deleting an inquiry deletes its row).

alter table private.inquiry_clients
  add column network_56_hash text check (network_56_hash ~ '^[0-9a-f]{64}$'),
  add column network_48_hash text check (network_48_hash ~ '^[0-9a-f]{64}$');

-- The per-network counts in submit_inquiry.
create index inquiry_clients_network_56_recent_idx
  on private.inquiry_clients (network_56_hash, created_at desc) where network_56_hash is not null;
create index inquiry_clients_network_48_recent_idx
  on private.inquiry_clients (network_48_hash, created_at desc) where network_48_hash is not null;

-- The hourly held and spam ceilings count recent screened inquiries.
create index customer_inquiries_screened_recent_idx
  on public.customer_inquiries (screening, created_at desc) where screening <> 'clear';

-- A client's keys, hashed: what submit_inquiry stores and counts.
create type private.client_keys as (
  client_hash text,
  network_56_hash text,
  network_48_hash text
);

-- The networks a client key belongs to: for an IPv6 /64 key (as client_address_from_chain
-- gives it, e.g. '2001:db8:1:2::/64') its /56 and /48; nothing for anything else.
create function private.client_networks(client_key text, out network_56 text, out network_48 text)
language plpgsql
immutable
set search_path = ''
as $$
declare
  parsed inet;
begin
  if client_key is null or client_key !~ '^[0-9a-f:]+/64$' then
    return;
  end if;
  parsed := client_key::inet;
  network_56 := pg_catalog.host(pg_catalog.network(pg_catalog.set_masklen(parsed, 56))) || '/56';
  network_48 := pg_catalog.host(pg_catalog.network(pg_catalog.set_masklen(parsed, 48))) || '/48';
end;
$$;

-- The salted hashes of a client key and its networks; null when there is no client key (a
-- caller that is not an API request).
create function private.client_keys_for(client_key text)
returns private.client_keys
language plpgsql
stable
set search_path = ''
as $$
declare
  salt text := (select s.client_hash_salt from private.inquiry_screening_settings s);
  networks record;
  result private.client_keys;
begin
  if client_key is null then
    return null;
  end if;
  networks := private.client_networks(client_key);
  result.client_hash := pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(salt || '|' || client_key, 'UTF8')), 'hex');
  if networks.network_48 is not null then
    result.network_56_hash := pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(salt || '|' || networks.network_56, 'UTF8')), 'hex');
    result.network_48_hash := pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(salt || '|' || networks.network_48, 'UTF8')), 'hex');
  end if;
  return result;
end;
$$;

revoke all on function private.client_networks(text), private.client_keys_for(text) from public, anon, authenticated;
