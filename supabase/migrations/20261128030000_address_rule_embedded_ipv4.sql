-- The address rule judges every IPv6 form that carries an IPv4 address by that address, since a
-- translator or a tunnel turns it into IPv4 traffic: IPv4-mapped ::ffff:0:0/96, IPv4-compatible
-- ::/96, IPv4-translated ::ffff:0:0:0/96, NAT64's well-known 64:ff9b::/96 (the last 32 bits) and
-- 6to4 2002::/16 (bits 16 to 47). NAT64's local-use prefix 64:ff9b:1::/48 is refused whole
-- ('reserved'): it is never globally reachable, and its operator places the IPv4 address
-- anywhere the prefix length allows. Same signature and callers; the TypeScript rule
-- (supabase/functions/_shared/address-rule.ts) says the same, held to one table of addresses by
-- tests/database/webhook-address-rule.test.ts.
-- Who may do what: unchanged; the function is internal (no API role may call it).

create or replace function private.address_private_range(address inet)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when family(address) = 6 and host(address) = '::' then 'unspecified'
    when family(address) = 6 and host(address) = '::1' then 'loopback'
    when family(address) = 6 and (address <<= '::ffff:0:0/96'::inet or address <<= '::/96'::inet
                                  or address <<= '::ffff:0:0:0/96'::inet or address <<= '64:ff9b::/96'::inet) then
      private.address_private_range('0.0.0.0'::inet + (address - network(set_masklen(address, 96))))
    -- 6to4: the IPv4 address is bytes 2 to 5 of the 16 (inet_send's bytes 6 to 9, after its
    -- 4-byte header), too far from the end for inet arithmetic.
    when family(address) = 6 and address <<= '2002::/16'::inet then
      private.address_private_range(format('%s.%s.%s.%s',
        get_byte(inet_send(address), 6), get_byte(inet_send(address), 7),
        get_byte(inet_send(address), 8), get_byte(inet_send(address), 9))::inet)
    when family(address) = 6 then case
      when address <<= '64:ff9b:1::/48'::inet then 'reserved'
      when address <<= 'fc00::/7'::inet then 'unique-local'
      when address <<= 'fe80::/10'::inet then 'link-local'
      when address <<= 'fec0::/10'::inet then 'private'
      when address <<= 'ff00::/8'::inet then 'multicast'
    end
    when address <<= '0.0.0.0/8'::inet then 'unspecified'
    when address <<= '10.0.0.0/8'::inet then 'private'
    when address <<= '100.64.0.0/10'::inet then 'shared (CGNAT)'
    when address <<= '127.0.0.0/8'::inet then 'loopback'
    when address <<= '169.254.0.0/16'::inet then 'link-local'
    when address <<= '172.16.0.0/12'::inet then 'private'
    when address <<= '192.0.0.0/24'::inet then 'reserved'
    when address <<= '192.168.0.0/16'::inet then 'private'
    when address <<= '198.18.0.0/15'::inet then 'reserved'
    when address <<= '224.0.0.0/4'::inet then 'multicast'
    when address <<= '240.0.0.0/4'::inet then 'reserved'
  end;
$$;
