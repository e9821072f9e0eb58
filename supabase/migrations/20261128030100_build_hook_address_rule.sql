-- The build hook is under the webhook address rule: https only, and never a loopback,
-- link-local (cloud metadata), private, CGNAT, NAT64, 6to4 or other non-internet address, in
-- any spelling the URL parser accepts. An admin's hook is refused with a 400 and the reason
-- (nothing stored) by set_publish_settings(), and the table's CHECK holds the same rule for
-- whoever writes it (the SQL editor included). The admin's hook is never loopback, not even on
-- the local development stack, whose own receiver is its setting (private.effective_build_hook).
-- One rule, two texts: private.outbound_url_problem() says what is wrong with a URL;
-- webhook_url_refusal() and build_hook_url_refusal() say it to the admin, as the TypeScript
-- rule (supabase/functions/_shared/address-rule.ts: outboundUrlProblem) does.
-- Who may do what: unchanged. The rule's functions are internal (no API role may call them);
-- admins change the hook through set_publish_settings() only.

-- What is wrong with a URL the server would call: 'encodedHost', 'notHttps', 'privateHost', or
-- null when nothing is. allow_loopback: the local development stack's own receivers (plain
-- http to this machine).
create function private.outbound_url_problem(url text, allow_loopback boolean)
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
    return 'encodedHost';
  end if;
  if address = 'invalid' then
    return 'notHttps';
  end if;
  range := case when address is not null then private.address_private_range(address::inet) end;
  loopback_allowed := allow_loopback and coalesce(range = 'loopback', false);
  if scheme is distinct from 'https' and not (loopback_allowed and scheme = 'http') then
    return 'notHttps';
  end if;
  if range is not null and not loopback_allowed then
    return 'privateHost';
  end if;
  return null;
end;
$$;

revoke all on function private.outbound_url_problem(text, boolean) from public, anon, authenticated;

-- Why a webhook URL may not be saved (the message the admin reads), or null when it may.
create or replace function private.webhook_url_refusal(url text, allow_loopback boolean)
returns text
language sql
immutable
set search_path = ''
as $$
  select case private.outbound_url_problem(url, allow_loopback)
    when 'encodedHost' then 'Write the webhook''s host plainly, without %-escapes.'
    when 'notHttps' then 'A webhook address must start with https://.'
    when 'privateHost' then 'A webhook cannot go to a private, loopback or link-local network address.'
  end;
$$;

-- Why a build hook URL may not be saved (the message the admin reads), or null when it may:
-- the webhook rule, never allowing loopback, and no white space anywhere.
create function private.build_hook_url_refusal(url text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when url is null then null
    when url !~ '^https://[^[:space:]/?#]+[^[:space:]]*$' and private.outbound_url_problem(url, false) is distinct from 'encodedHost'
      then 'The build hook must be an https:// address.'
    else case private.outbound_url_problem(url, false)
      when 'encodedHost' then 'Write the build hook''s host plainly, without %-escapes.'
      when 'notHttps' then 'The build hook must be an https:// address.'
      when 'privateHost' then 'The build hook cannot go to a private, loopback or link-local network address.'
    end
  end;
$$;

revoke all on function private.build_hook_url_refusal(text) from public, anon, authenticated;

-- A hook saved before this rule that breaks it was never going to be called: it is removed.
update private.publish_settings set build_hook_url = null where private.build_hook_url_refusal(build_hook_url) is not null;
alter table private.publish_settings drop constraint publish_settings_build_hook_url_check;
alter table private.publish_settings add constraint publish_settings_build_hook_url_check
  check (private.build_hook_url_refusal(build_hook_url) is null and char_length(build_hook_url) <= 2000);

-- Changes the settings: a null argument leaves that setting as it is; clear_hook removes the
-- hook. A hook must pass the address rule (400 with the reason, nothing changed).
create or replace function public.set_publish_settings(
  build_hook_url text default null,
  auto_publish boolean default null,
  clear_hook boolean default false
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  hook text := nullif(btrim(build_hook_url), '');
  refusal text := private.build_hook_url_refusal(hook);
begin
  perform private.require_admin('change the publish settings');
  if refusal is not null then
    raise exception using errcode = '22023', message = refusal;
  end if;
  if char_length(hook) > 2000 then
    raise exception 'The build hook address is too long.' using errcode = '22023';
  end if;
  update private.publish_settings s set
    build_hook_url = case when clear_hook then null else coalesce(hook, s.build_hook_url) end,
    auto_publish = coalesce(set_publish_settings.auto_publish, s.auto_publish),
    updated_at = now()
  where s.id;
  return public.get_publish_settings();
end;
$$;
