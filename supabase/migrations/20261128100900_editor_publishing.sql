-- Publishing is content work: admins and editors ask for a rebuild of the public pages
-- (rpc/request_publish), see what changed since the last build (rpc/content_changes_since, the
-- dashboard's content card), read the publish settings as the dashboard shows them
-- (rpc/get_publish_settings: whether a hook is set and its host, never its address) and read
-- the publish requests. Changing the settings and the build hook stays with admins
-- (rpc/set_publish_settings, unchanged).

create function private.require_content_editor(action text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_content_editor()) then
    raise exception 'Only admins and editors can %', action using errcode = '42501';
  end if;
end;
$$;

revoke all on function private.require_content_editor(text) from public, anon;
grant execute on function private.require_content_editor(text) to authenticated;

drop policy "Admins can read publish requests" on public.publish_requests;

create policy "Content editors can read publish requests"
  on public.publish_requests for select to authenticated
  using ((select private.is_content_editor()));

create or replace function public.request_publish()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_content_editor('publish');
  return to_jsonb(private.create_publish_request('manual'));
end;
$$;

create or replace function public.content_changes_since(since timestamp with time zone DEFAULT NULL::timestamp with time zone)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  perform private.require_content_editor('read content changes');
  select jsonb_build_object('count', count(*), 'latest', max(c.changed_at))
    into result
    from private.content_changes c
    where since is null or c.changed_at > since;
  return result;
end;
$$;

create or replace function public.get_publish_settings()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  settings private.publish_settings;
  hook text := private.effective_build_hook();
begin
  perform private.require_content_editor('read the publish settings');
  select * into settings from private.publish_settings where id;
  return jsonb_build_object(
    'hook_configured', hook is not null,
    'hook_host', substring(hook from '^https?://([^/:?#]+)'),
    'auto_publish', settings.auto_publish,
    'builds_per_hour', settings.builds_per_hour,
    'builds_last_hour', private.build_calls_last_hour()
  );
end;
$$;
