-- Sign-ins in the audit trail, from what Supabase Auth (GoTrue) itself writes to the database:
--   success  GoTrue records every sign-in as a 'login' row of auth.audit_log_entries, in the
--            transaction that creates the session, with the client's address in ip_address;
--            a trigger on that table copies it to the trail as kind 'sign_in', action
--            'sign_in', with the network only (IPv4 /24, IPv6 /48), never the address.
--            (Hosted: only while "Write audit logs to the database" is on, the default.)
--   failure  GoTrue writes nothing to the database for a wrong password; it calls the Password
--            Verification Attempt hook, a Postgres function, with {user_id, valid}.
--            public.audit_password_verification_attempt records valid = false as
--            'sign_in_failed' for that account and lets GoTrue continue as usual. The hook is
--            called only for an existing account (an unknown address is never recorded) and
--            is given no address, so a failure carries no network. (Hosted: the hook is a
--            Team/Enterprise plan feature, enabled under Authentication > Hooks.)
-- Who may do what: the hook only by Supabase Auth (supabase_auth_admin, where it exists);
-- neither function through the API.

create function private.audit_sign_in()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  payload jsonb := new.payload::jsonb;
  actor uuid;
begin
  if payload ->> 'action' is distinct from 'login' then
    return null;
  end if;
  begin
    actor := (payload ->> 'actor_id')::uuid;
  exception when others then
    actor := null;
  end;
  perform private.audit_write('sign_in', 'sign_in', actor::text, payload ->> 'actor_username', '{}'::jsonb,
    private.audit_network(new.ip_address), actor, coalesce(payload ->> 'actor_username', 'unknown'));
  return null;
end;
$$;

revoke all on function private.audit_sign_in() from public, anon, authenticated;

-- Hosted projects where the postgres role may not add a trigger to an auth table keep every
-- other part of the trail; the report says so.
do $$
begin
  create trigger audit_log_entries_audit_sign_in
    after insert on auth.audit_log_entries
    for each row execute function private.audit_sign_in();
exception when insufficient_privilege then
  raise notice 'audit trail: no trigger on auth.audit_log_entries (%); sign-ins are not recorded', sqlerrm;
end;
$$;

create function public.audit_password_verification_attempt(event jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  account uuid;
  address text;
begin
  begin
    account := (event ->> 'user_id')::uuid;
  exception when others then
    account := null;
  end;
  if account is not null and (event ->> 'valid') = 'false' then
    select u.email into address from auth.users u where u.id = account;
    perform private.audit_write('sign_in', 'sign_in_failed', account::text, address, '{}'::jsonb,
      null, account, coalesce(address, account::text));
  end if;
  return jsonb_build_object('decision', 'continue');
end;
$$;

revoke all on function public.audit_password_verification_attempt(jsonb) from public, anon, authenticated, service_role;
do $$
begin
  if exists (select from pg_roles where rolname = 'supabase_auth_admin') then
    grant execute on function public.audit_password_verification_attempt(jsonb) to supabase_auth_admin;
  end if;
end;
$$;
