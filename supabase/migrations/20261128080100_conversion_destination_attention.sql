-- Per-platform settings the delivery needs beyond ids, and a destination that stopped
-- working saying so.
-- - Meta: the event name sent for each stage (`qualified_event_name`, `won_event_name` in
--   settings), 1 to 50 characters (Meta's limit for a custom event name), by default the CRM
--   stage names Meta's lead documentation uses ("Marketing Qualified Lead", "Converted").
-- - LinkedIn: the API version sent as `LinkedIn-Version` (`api_version`: a published month,
--   YYYYMM, optionally with a .NN patch), by default 202603, and the ad account
--   (`ad_account_id`, digits) Send test reads the rules with.
-- - Needs attention: when a platform refuses our credentials or version (LinkedIn 401, 403 or
--   426) the destination gets attention_since and attention_reason; its deliveries then wait,
--   queued, until an admin saves the destination again, which clears both.
-- Who may do what: admins read destinations and change enabled, settings and secret (column
-- grants: never the attention columns, which only the delivery's service-role functions set).
-- Visitors and signed-in non-admins have no access (unchanged).

alter table public.conversion_destinations
  add column attention_since timestamptz,
  add column attention_reason text check (char_length(attention_reason) <= 500);

revoke update on table public.conversion_destinations from authenticated;
-- platform too, so an upsert (which names the key in its update) works; a trigger refuses changing it.
grant update (platform, enabled, settings, secret) on table public.conversion_destinations to authenticated;

-- Fills each platform's defaults, refuses what the platform would refuse (22023, the form's
-- message), and clears "needs attention" on a save that does not set it.
create function private.check_conversion_destination_platform_settings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  event_key text;
begin
  if jsonb_typeof(new.settings) <> 'object' then
    return new;  -- the secret trigger refuses it with its own message
  end if;
  if new.platform = 'meta' then
    new.settings := new.settings
      || jsonb_build_object('qualified_event_name', coalesce(nullif(btrim(new.settings ->> 'qualified_event_name'), ''), 'Marketing Qualified Lead'))
      || jsonb_build_object('won_event_name', coalesce(nullif(btrim(new.settings ->> 'won_event_name'), ''), 'Converted'));
    foreach event_key in array array['qualified_event_name', 'won_event_name'] loop
      if char_length(new.settings ->> event_key) > 50 then
        raise exception using errcode = '22023', message = 'A Meta event name has at most 50 characters.';
      end if;
    end loop;
  elsif new.platform = 'linkedin' then
    new.settings := new.settings
      || jsonb_build_object('api_version', coalesce(nullif(btrim(new.settings ->> 'api_version'), ''), '202603'));
    if (new.settings ->> 'api_version') !~ '^20[2-9][0-9](0[1-9]|1[0-2])(\.[0-9]{2})?$' then
      raise exception using errcode = '22023', message = 'The LinkedIn version is a month like 202603 (YYYYMM).';
    end if;
    if coalesce(btrim(new.settings ->> 'ad_account_id'), '') !~ '^[0-9]*$' then
      raise exception using errcode = '22023', message = 'The LinkedIn ad account id is a number.';
    end if;
  end if;
  if tg_op = 'UPDATE' and old.attention_since is not null and new.attention_since is not distinct from old.attention_since then
    new.attention_since := null;
    new.attention_reason := null;
  end if;
  return new;
end;
$$;

revoke all on function private.check_conversion_destination_platform_settings() from public, anon, authenticated;

-- Named to run before conversion_destinations_store_secret (triggers run in name order).
create trigger conversion_destinations_check_platform_settings
  before insert or update on public.conversion_destinations
  for each row execute function private.check_conversion_destination_platform_settings();

-- The rows that exist get their defaults now.
update public.conversion_destinations set settings = settings where platform in ('meta', 'linkedin');
