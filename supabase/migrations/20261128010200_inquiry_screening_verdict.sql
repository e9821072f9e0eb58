-- How submit_inquiry screens an inquiry, in small functions it calls (the thresholds are the
-- settings of private.inquiry_flood_settings). submit_inquiry takes its advisory lock before
-- calling them, so the counts are never raced.
--
--   private.client_rate_verdict      'clear', 'held' or 'refused' for one client, counting its
--                                    inquiries of the last 10 minutes at every level of its
--                                    network (IPv4 address; IPv6 /64, /56 and /48)
--   private.email_rate_reached       one email address: held from the 6th in 10 minutes
--   private.overall_rate_reached     everyone: held once the last minute's inquiries reach the
--                                    threshold, each network (IPv6 /48, IPv4 address) counted
--                                    at most up to its own hold threshold, so one actor alone
--                                    never puts anyone else on hold
--   private.screening_ceiling_reached  past the hourly ceiling of held (or spam) inquiries, one
--                                    more from a client that never sent a clear one is refused
--                                    with the per-client message instead of stored
--   private.inquiry_screening_verdict  all of the above and the bot signals: the screening an
--                                    inquiry gets ('clear', 'held', 'spam') and why, or
--                                    'refused'
--
-- Who may do what: nobody through the API (private schema; execute revoked from every API role).

create function private.client_rate_verdict(keys private.client_keys)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  client_window constant interval := interval '10 minutes';
  s private.inquiry_flood_settings;
  recent integer;
  verdict text := 'clear';
begin
  if keys is null or keys.client_hash is null then
    return verdict;
  end if;
  select * into s from private.inquiry_flood_settings;
  select count(*) into recent from private.inquiry_clients k
    where k.client_hash = keys.client_hash and k.created_at > now() - client_window;
  if keys.network_48_hash is null then
    -- An IPv4 address (or the shared 'unknown' client).
    if recent >= s.ipv4_refuse_from then
      return 'refused';
    end if;
    return case when recent >= s.ipv4_hold_from then 'held' else verdict end;
  end if;
  if recent >= s.ipv6_64_refuse_from then
    return 'refused';
  elsif recent >= s.ipv6_64_hold_from then
    verdict := 'held';
  end if;
  select count(*) into recent from private.inquiry_clients k
    where k.network_56_hash = keys.network_56_hash and k.created_at > now() - client_window;
  if recent >= s.ipv6_56_refuse_from then
    return 'refused';
  elsif recent >= s.ipv6_56_hold_from then
    verdict := 'held';
  end if;
  select count(*) into recent from private.inquiry_clients k
    where k.network_48_hash = keys.network_48_hash and k.created_at > now() - client_window;
  if recent >= s.ipv6_48_refuse_from then
    return 'refused';
  elsif recent >= s.ipv6_48_hold_from then
    verdict := 'held';
  end if;
  return verdict;
end;
$$;

create function private.email_rate_reached(email text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select count(*) >= (select s.email_hold_from from private.inquiry_flood_settings s)
  from public.customer_inquiries c
  where pg_catalog.lower(c.email) = pg_catalog.lower(email_rate_reached.email)
    and c.created_at > now() - interval '10 minutes';
$$;

create function private.overall_rate_reached()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(sum(least(per_network.n, per_network.cap)), 0) >= (select s.overall_hold_from from private.inquiry_flood_settings s)
  from (
    select count(*) as n,
      case when k.network_48_hash is null then s.ipv4_hold_from else s.ipv6_48_hold_from end as cap
    from public.customer_inquiries c
    left join private.inquiry_clients k on k.inquiry_id = c.id
    cross join private.inquiry_flood_settings s
    where c.created_at > now() - interval '1 minute' and c.screening <> 'spam'
    group by coalesce(k.network_48_hash, k.client_hash, c.id::text), k.network_48_hash is null, s.ipv4_hold_from, s.ipv6_48_hold_from
  ) per_network;
$$;

create function private.screening_ceiling_reached(screening text, keys private.client_keys)
returns boolean
language sql
stable
set search_path = ''
as $$
  select screening_ceiling_reached.screening in ('held', 'spam')
    and (keys).client_hash is not null
    and (select count(*) from public.customer_inquiries c
          where c.screening = screening_ceiling_reached.screening and c.created_at > now() - interval '1 hour')
        >= (select case screening_ceiling_reached.screening when 'held' then s.held_ceiling_per_hour else s.spam_ceiling_per_hour end
            from private.inquiry_flood_settings s)
    and not exists (
      select 1 from private.inquiry_clients k
      join public.customer_inquiries c on c.id = k.inquiry_id
      where k.client_hash = (keys).client_hash and c.screening = 'clear');
$$;

create function private.inquiry_screening_verdict(keys private.client_keys, email text, payload jsonb,
    out screening text, out reason text)
language plpgsql
stable
set search_path = ''
as $$
declare
  -- People need longer than this to fill in either form.
  min_fill_ms constant integer := 3000;
  client_verdict text := private.client_rate_verdict(keys);
begin
  screening := 'clear';
  if client_verdict = 'refused' then
    screening := 'refused';
    return;
  elsif client_verdict = 'held' then
    screening := 'held';
    reason := 'client_rate';
  elsif private.email_rate_reached(email) then
    screening := 'held';
    reason := 'email_rate';
  elsif private.overall_rate_reached() then
    screening := 'held';
    reason := 'overall_rate';
  end if;
  -- Bot signals outrank the thresholds: a bot's inquiry is spam whatever the traffic.
  if coalesce(private.trim_text(payload ->> 'website'), '') <> '' then
    screening := 'spam';
    reason := 'honeypot';
  elsif pg_catalog.jsonb_typeof(payload -> 'form_fill_ms') = 'number' and (payload ->> 'form_fill_ms')::numeric < min_fill_ms then
    screening := 'spam';
    reason := 'too_fast';
  end if;
  if private.screening_ceiling_reached(screening, keys) then
    screening := 'refused';
    reason := null;
  end if;
end;
$$;

revoke all on function private.client_rate_verdict(private.client_keys), private.email_rate_reached(text),
  private.overall_rate_reached(), private.screening_ceiling_reached(text, private.client_keys),
  private.inquiry_screening_verdict(private.client_keys, text, jsonb) from public, anon, authenticated;
