-- Notification settings: one row for the whole site (the speed-to-lead reminder delay, the
-- sender of notification emails, the site address used in links, the email API key).
-- Who may do what: admins read and change the row. Nobody adds or removes rows through the
-- API (there is exactly one). Visitors and signed-in non-admins have no access.
-- The email API key is write-only, kept like a webhook's signing secret: written through the
-- API, moved by the trigger into private.notification_settings_secrets, read back as a hint.

create table public.notification_settings (
  id boolean primary key default true check (id),
  -- An inquiry still 'new' this many hours after it arrived sends one reminder; null: never.
  reminder_after_hours integer check (reminder_after_hours between 1 and 168),
  -- "Name <address>" or a plain address; null: the delivery function's default sender.
  email_from text check (char_length(email_from) <= 200 and email_from ~ '^([^<>@]*<[^<>\s]+@[^<>\s]+>|[^<>\s]+@[^<>\s]+)$'),
  -- The site's public address, for the back-office link in every notification.
  site_url text check (site_url ~ '^https?://[^\s/?#]+$' and char_length(site_url) <= 200),
  -- Write-only: always null when read (see the trigger).
  email_api_key text,
  email_api_key_hint text,
  updated_at timestamptz not null default now()
);

comment on table public.notification_settings is
  'The single row of notification settings. email_api_key is write-only: read it and you get null.';

insert into public.notification_settings (reminder_after_hours) values (4);

create table private.notification_settings_secrets (
  id boolean primary key default true check (id),
  email_api_key text not null,
  updated_at timestamptz not null default now()
);

alter table private.notification_settings_secrets enable row level security;
revoke all on table private.notification_settings_secrets from public, anon, authenticated, service_role;

-- Keeps the API key write-only. An empty string removes the key (back to the function's own
-- RESEND_API_KEY secret, if any).
create function private.store_email_api_key()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email_api_key is not null then
    if new.email_api_key = '' then
      delete from private.notification_settings_secrets;
      new.email_api_key_hint := null;
    elsif new.email_api_key !~ '^\S{8,}$' or char_length(new.email_api_key) > 300 then
      raise exception using errcode = '22023', message = 'The email API key must be 8 to 300 characters without spaces.';
    else
      insert into private.notification_settings_secrets as s (id, email_api_key) values (true, new.email_api_key)
        on conflict (id) do update set email_api_key = excluded.email_api_key, updated_at = now();
      new.email_api_key_hint := left(new.email_api_key, 3) || '…' || right(new.email_api_key, 4);
    end if;
    new.email_api_key := null;
  elsif tg_op = 'UPDATE' then
    new.email_api_key_hint := old.email_api_key_hint;
  else
    new.email_api_key_hint := null;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

revoke all on function private.store_email_api_key() from public, anon, authenticated;

create trigger notification_settings_store_secret
  before insert or update on public.notification_settings
  for each row execute function private.store_email_api_key();

alter table public.notification_settings enable row level security;
revoke all on table public.notification_settings from anon, authenticated;
grant select, update on table public.notification_settings to authenticated;

create policy "Admins can read the notification settings"
  on public.notification_settings for select to authenticated
  using ((select private.is_admin()));

create policy "Admins can change the notification settings"
  on public.notification_settings for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
