-- Publishing: an admin asks the static host to rebuild the public pages (they are rendered at
-- build time from the published content), through the host's build hook (Netlify, Vercel and
-- Cloudflare Pages each give one: a secret URL that starts a build when POSTed to).
--
-- The hook URL is a secret: it lives in private.publish_settings, which no API role can read;
-- admins set it through set_publish_settings() and see only whether one is set and its host.
-- Who may do what:
--   publish_settings: nobody through the API; admins through the two functions below.
--   publish_requests: admins read; rows are written only by request_publish() and the
--   auto-publish trigger (and updated by whatever delivers them: pg_net or the local stack).

create table private.publish_settings (
  -- One row only.
  id boolean primary key default true check (id),
  build_hook_url text check (build_hook_url is null or build_hook_url ~ '^https?://'),
  auto_publish boolean not null default false,
  updated_at timestamptz not null default now()
);

insert into private.publish_settings (id) values (true);

alter table private.publish_settings enable row level security;
revoke all on table private.publish_settings from public, anon, authenticated;

create table public.publish_requests (
  id uuid primary key default gen_random_uuid(),
  requested_at timestamptz not null default now(),
  requested_by uuid references auth.users (id) on delete set null,
  reason text not null check (reason in ('manual', 'auto', 'scheduled')),
  -- pending: waiting to be sent; sent: the hook answered (or pg_net took it); failed: the hook
  -- refused or could not be reached; skipped: no hook is configured, nothing was sent.
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed', 'skipped')),
  detail text check (char_length(detail) <= 1000),
  finished_at timestamptz
);

create index publish_requests_requested_at_idx on public.publish_requests (requested_at desc);
create index publish_requests_pending_idx on public.publish_requests (requested_at) where status = 'pending';

alter table public.publish_requests enable row level security;
revoke all on table public.publish_requests from anon, authenticated;
grant select on table public.publish_requests to authenticated;

create policy "Admins can read publish requests"
  on public.publish_requests for select to authenticated
  using ((select private.is_admin()));

-- Sends a pending request to the build hook. With pg_net (hosted Supabase: enable it under
-- Database, Extensions) the POST is queued here and sent by pg_net's worker; without it the
-- request stays pending for an outside sender (the embedded local stack is one).
create function private.dispatch_publish_request(request_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook text;
  request public.publish_requests;
begin
  select build_hook_url into hook from private.publish_settings where id;
  select * into request from public.publish_requests where id = request_id;
  if hook is null then
    update public.publish_requests
      set status = 'skipped', detail = 'No build hook is configured.', finished_at = now()
      where id = request_id;
  elsif exists (select 1 from pg_catalog.pg_extension where extname = 'pg_net') then
    -- Dynamic, so this function compiles where pg_net is not installed.
    execute 'select net.http_post(url := $1, body := $2, headers := $3)'
      using hook,
            jsonb_build_object('reason', request.reason, 'requested_at', request.requested_at),
            jsonb_build_object('Content-Type', 'application/json');
    update public.publish_requests
      set status = 'sent', detail = 'Queued to the build hook by pg_net.', finished_at = now()
      where id = request_id;
  end if;
end;
$$;

revoke all on function private.dispatch_publish_request(uuid) from public, anon, authenticated;

create function private.create_publish_request(why text)
returns public.publish_requests
language plpgsql
security definer
set search_path = ''
as $$
declare
  created public.publish_requests;
begin
  insert into public.publish_requests (reason, requested_by)
    values (why, (select auth.uid()))
    returning * into created;
  perform private.dispatch_publish_request(created.id);
  select * into created from public.publish_requests where id = created.id;
  return created;
end;
$$;

revoke all on function private.create_publish_request(text) from public, anon, authenticated;

-- Publish: admins only. Returns the request as recorded (status pending, sent or skipped).
create function public.request_publish()
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('publish');
  return to_jsonb(private.create_publish_request('manual'));
end;
$$;

revoke all on function public.request_publish() from public, anon;
grant execute on function public.request_publish() to authenticated;

-- What an admin may know of the settings: whether a hook is set, its host, auto-publish.
create function public.get_publish_settings()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  settings private.publish_settings;
begin
  perform private.require_admin('read the publish settings');
  select * into settings from private.publish_settings where id;
  return jsonb_build_object(
    'hook_configured', settings.build_hook_url is not null,
    'hook_host', substring(settings.build_hook_url from '^https?://([^/:?#]+)'),
    'auto_publish', settings.auto_publish
  );
end;
$$;

revoke all on function public.get_publish_settings() from public, anon;
grant execute on function public.get_publish_settings() to authenticated;

-- Changes the settings: a null argument leaves that setting as it is; clear_hook removes the
-- hook. A hook must be an https address (plain http only for this machine, for local tests).
create function public.set_publish_settings(
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
begin
  perform private.require_admin('change the publish settings');
  if hook is not null and not (
    hook ~ '^https://[^[:space:]/?#]+[^[:space:]]*$'
    or hook ~ '^http://(127\.0\.0\.1|localhost)(:[0-9]+)?(/[^[:space:]]*)?$'
  ) then
    raise exception 'The build hook must be an https:// address.' using errcode = '22023';
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

revoke all on function public.set_publish_settings(text, boolean, boolean) from public, anon;
grant execute on function public.set_publish_settings(text, boolean, boolean) to authenticated;

-- Auto-publish: with the setting on, every statement that changes projects or posts asks for
-- one rebuild (a Migrate Static Data of ten items asks once per item; hosts queue builds).
create function private.auto_publish_after_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auto_publish from private.publish_settings where id) then
    perform private.create_publish_request('auto');
  end if;
  return null;
end;
$$;

revoke all on function private.auto_publish_after_change() from public, anon, authenticated;

create trigger portfolios_auto_publish
  after insert or update or delete on public.portfolios
  for each statement execute function private.auto_publish_after_change();

create trigger blogs_auto_publish
  after insert or update or delete on public.blogs
  for each statement execute function private.auto_publish_after_change();
