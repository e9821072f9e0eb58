-- The flood thresholds of submit_inquiry, as settings (one row) instead of constants.
--
-- A client is counted at every level of the network it comes from, each level with its own
-- thresholds over the last 10 minutes (hold: stored but held for review; refuse: refused with
-- the per-client message):
--   ipv4      one IPv4 address (an office or a carrier's NAT behind it)
--   ipv6_64   one IPv6 /64 (one subscriber's LAN)
--   ipv6_56   one IPv6 /56 (what ISPs and VPS hosts give one customer or site)
--   ipv6_48   one IPv6 /48 (one organisation; free from tunnel brokers)
-- Every level defaults to what one IPv4 address gets (10 clear, then held, refused from the
-- 31st), so an actor rotating /64s inside one /48 fares no better than one IPv4 address: the
-- /48 is the level that catches it. A busy office behind one IPv4 NAT or one /56 sends a
-- handful of inquiries a day to one agency; 10 in 10 minutes stays far above that.
--   email_hold_from         one email address, held from this many in 10 minutes
--   overall_hold_from       everyone together, held from this many in the last minute (each
--                           network counted at most up to its own hold threshold)
--   held_ceiling_per_hour   past this many held inquiries in the last hour, one that would be
--                           held is refused instead, unless its client (/64 or IPv4 address)
--                           sent a clear inquiry before
--   spam_ceiling_per_hour   the same for inquiries stored as spam (bot signals)
-- Every value is a whole number of at least 1, and a refuse threshold is not below its hold
-- threshold: a trigger refuses anything else with a message naming the setting, and the row
-- stays as it was.
--
-- Who may do what: nobody through the API (private schema, row level security on, no policy);
-- submit_inquiry, a security definer function owned by the table's owner, reads it. Changed
-- with SQL, e.g. `update private.inquiry_flood_settings set ipv6_48_hold_from = 20;`.

create table private.inquiry_flood_settings (
  singleton boolean primary key default true check (singleton),
  ipv4_hold_from integer not null default 10,
  ipv4_refuse_from integer not null default 30,
  ipv6_64_hold_from integer not null default 10,
  ipv6_64_refuse_from integer not null default 30,
  ipv6_56_hold_from integer not null default 10,
  ipv6_56_refuse_from integer not null default 30,
  ipv6_48_hold_from integer not null default 10,
  ipv6_48_refuse_from integer not null default 30,
  email_hold_from integer not null default 5,
  overall_hold_from integer not null default 30,
  held_ceiling_per_hour integer not null default 200,
  spam_ceiling_per_hour integer not null default 200
);

alter table private.inquiry_flood_settings enable row level security;
revoke all on table private.inquiry_flood_settings from public, anon, authenticated;

-- A threshold of 0 or less would refuse or hold everyone; a refuse threshold below its hold
-- threshold would never hold. Refused with a clear message (22023: 400 through any API).
create function private.check_inquiry_flood_settings()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  setting text;
  value integer;
begin
  foreach setting in array array['ipv4_hold_from', 'ipv4_refuse_from', 'ipv6_64_hold_from',
      'ipv6_64_refuse_from', 'ipv6_56_hold_from', 'ipv6_56_refuse_from', 'ipv6_48_hold_from',
      'ipv6_48_refuse_from', 'email_hold_from', 'overall_hold_from', 'held_ceiling_per_hour',
      'spam_ceiling_per_hour'] loop
    value := (pg_catalog.to_jsonb(new) ->> setting)::integer;
    if value < 1 then
      raise exception using errcode = '22023',
        message = pg_catalog.format('The flood setting %s must be at least 1 (it was %s).', setting, value);
    end if;
  end loop;
  foreach setting in array array['ipv4', 'ipv6_64', 'ipv6_56', 'ipv6_48'] loop
    if (pg_catalog.to_jsonb(new) ->> (setting || '_refuse_from'))::integer
       < (pg_catalog.to_jsonb(new) ->> (setting || '_hold_from'))::integer then
      raise exception using errcode = '22023',
        message = pg_catalog.format('The flood setting %s_refuse_from must not be below %s_hold_from.', setting, setting);
    end if;
  end loop;
  return new;
end;
$$;

revoke all on function private.check_inquiry_flood_settings() from public, anon, authenticated;

create trigger inquiry_flood_settings_check
  before insert or update on private.inquiry_flood_settings
  for each row execute function private.check_inquiry_flood_settings();

insert into private.inquiry_flood_settings default values;
