-- Webhook destinations go to receivers on the public internet, over https: the delivery
-- function must never be made to probe the network it runs in (loopback, link-local with the
-- cloud metadata service, RFC 1918 and RFC 4193 private networks, carrier-grade NAT, and the
-- other ranges that are not the internet). This is the save-time half: a URL whose host is
-- written as such an address is refused with a 4xx and nothing is stored. A host name is
-- checked by the delivery function after resolving it, just before each request.
-- The same rule is written in TypeScript (supabase/functions/_shared/address-rule.ts) for the
-- admin's form and the delivery function; tests/database/webhook-address-rule.test.ts holds
-- both to one table of addresses.
-- Who may do what: the functions below are internal (no API role may call them) but for
-- webhook_address_policy(), which the delivery function calls with the service role.

-- An address's private range, or null when it is public. IPv6 addresses that carry an IPv4
-- address (IPv4-mapped ::ffff:0:0/96, IPv4-compatible ::/96, NAT64 64:ff9b::/96) are judged by
-- the IPv4 address.
create function private.address_private_range(address inet)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when family(address) = 6 and host(address) = '::' then 'unspecified'
    when family(address) = 6 and host(address) = '::1' then 'loopback'
    when family(address) = 6 and (address <<= '::ffff:0:0/96'::inet or address <<= '::/96'::inet
                                  or address <<= '64:ff9b::/96'::inet) then
      private.address_private_range('0.0.0.0'::inet + (address - network(set_masklen(address, 96))))
    when family(address) = 6 then case
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

-- A URL host read the way browsers and Deno's URL parser read it: an IPv6 literal in
-- brackets; an IPv4 address in any form the parser accepts (10.0.0.1, 167772161, 0xa.1,
-- 012.0.0.1, 10.1, a trailing dot, full-width digits and dots); otherwise a name (null).
-- 'invalid' when the parser would refuse the host.
create function private.url_host_address(url text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  authority text := substring(url from '^[A-Za-z][A-Za-z0-9+.-]*:[/\\]*([^/\\?#]*)');
  written text;
  parts text[];
  part text;
  value numeric;
  total numeric := 0;
  i integer;
  n integer;
begin
  if authority is null then
    return 'invalid';
  end if;
  written := regexp_replace(authority, '^.*@', '');
  if written like '[%' then
    begin
      return coalesce(pg_catalog.host(substring(written from '^\[([^]]*)\](:[0-9]*)?$')::inet), 'invalid');
    exception when others then
      return 'invalid';
    end;
  end if;
  written := regexp_replace(written, ':[0-9]*$', '');
  -- What the parser's IDNA step does to digits and dots.
  written := translate(lower(normalize(written, NFKC)), '。．｡', '...');
  parts := string_to_array(written, '.');
  if cardinality(parts) > 1 and parts[cardinality(parts)] = '' then
    parts := parts[1:cardinality(parts) - 1];
  end if;
  -- A host whose last label is a number is an IPv4 address (or refused), never a name.
  if parts[cardinality(parts)] !~ '^([0-9]+|0x[0-9a-f]*)$' then
    return null;
  end if;
  n := cardinality(parts);
  if n > 4 then
    return 'invalid';
  end if;
  for i in 1..n loop
    part := parts[i];
    if part ~ '^0x[0-9a-f]*$' then
      value := 0;
      for j in 3..char_length(part) loop
        value := value * 16 + position(substr(part, j, 1) in '0123456789abcdef') - 1;
      end loop;
    elsif part ~ '^0[0-7]+$' then
      value := 0;
      for j in 2..char_length(part) loop
        value := value * 8 + substr(part, j, 1)::integer;
      end loop;
    elsif part ~ '^[0-9]+$' and part !~ '^0[0-9]' then
      value := part::numeric;
    else
      return 'invalid';
    end if;
    if i < n then
      if value > 255 then
        return 'invalid';
      end if;
      total := total + value * 256::numeric ^ (4 - i);
    else
      if value >= 256::numeric ^ (5 - n) then
        return 'invalid';
      end if;
      total := total + value;
    end if;
  end loop;
  return pg_catalog.host('0.0.0.0'::inet + total::bigint);
end;
$$;

-- Why a webhook URL may not be saved (the message the admin reads), or null when it may.
-- allow_loopback: the local development stack's own receivers (plain http to this machine).
create function private.webhook_url_refusal(url text, allow_loopback boolean)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  scheme text := lower(substring(url from '^([A-Za-z][A-Za-z0-9+.-]*):'));
  address text := private.url_host_address(url);
  range text;
  loopback_allowed boolean;
begin
  -- Checked first: the URL parser decodes %-escapes in a host, this function does not.
  if regexp_replace(substring(url from '^[A-Za-z][A-Za-z0-9+.-]*:[/\\]*([^/\\?#]*)'), '^.*@', '') like '%\%%' then
    return 'Write the webhook''s host plainly, without %-escapes.';
  end if;
  if address = 'invalid' then
    return 'A webhook address must start with https://.';
  end if;
  range := case when address is not null then private.address_private_range(address::inet) end;
  loopback_allowed := allow_loopback and coalesce(range = 'loopback', false);
  if scheme is distinct from 'https' and not (loopback_allowed and scheme = 'http') then
    return 'A webhook address must start with https://.';
  end if;
  if range is not null and not loopback_allowed then
    return 'A webhook cannot go to a private, loopback or link-local network address.';
  end if;
  return null;
end;
$$;

revoke all on function private.address_private_range(inet) from public, anon, authenticated;
revoke all on function private.url_host_address(text) from public, anon, authenticated;
revoke all on function private.webhook_url_refusal(text, boolean) from public, anon, authenticated;

create function private.check_webhook_url()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  refusal text;
begin
  if new.webhook_url is not null and (tg_op = 'INSERT' or new.webhook_url is distinct from old.webhook_url) then
    refusal := private.webhook_url_refusal(new.webhook_url,
      coalesce((select l.loopback_receivers from private.local_stack_settings l where l.id), false));
    if refusal is not null then
      raise exception using errcode = '22023', message = refusal;
    end if;
  end if;
  return new;
end;
$$;

revoke all on function private.check_webhook_url() from public, anon, authenticated;

create trigger notification_destinations_check_webhook_url
  before insert or update of webhook_url on public.notification_destinations
  for each row execute function private.check_webhook_url();

-- What the delivery function needs to apply the same rule when it sends: whether this
-- machine's own receivers (loopback) are allowed. Service role only.
create function public.webhook_address_policy()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('allow_loopback',
    coalesce((select l.loopback_receivers from private.local_stack_settings l where l.id), false));
$$;

revoke all on function public.webhook_address_policy() from public, anon, authenticated;
grant execute on function public.webhook_address_policy() to service_role;
