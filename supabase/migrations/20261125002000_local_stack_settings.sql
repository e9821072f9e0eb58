-- What only the embedded local development stack may turn on, written by the stack itself
-- when it starts (a superuser connection, never the API). On hosted Supabase nothing writes
-- this row, so everything here stays off.
--   loopback_receivers: webhook destinations may be plain http to this machine (127.0.0.0/8,
--     ::1), so the project's own tests can deliver to receivers they start.
--   build_hook_url: the stack's own build hook (PUBLISH_HOOK_URL: a receiver on this machine,
--     or a real host's https hook), kept apart from the hook an admin sets, which must be https.
-- Who may do what: nobody through the API (the private schema is not exposed and every grant
-- is revoked); security-definer functions read it.

create table private.local_stack_settings (
  id boolean primary key default true check (id),
  loopback_receivers boolean not null default false,
  build_hook_url text check (
    (build_hook_url ~ '^http://(127\.0\.0\.1|localhost|\[::1\])(:[0-9]+)?(/[^[:space:]]*)?$'
     or build_hook_url ~ '^https://[^[:space:]/?#]+[^[:space:]]*$')
    and char_length(build_hook_url) <= 2000),
  updated_at timestamptz not null default now()
);

insert into private.local_stack_settings (id) values (true);

alter table private.local_stack_settings enable row level security;
revoke all on table private.local_stack_settings from public, anon, authenticated, service_role;
