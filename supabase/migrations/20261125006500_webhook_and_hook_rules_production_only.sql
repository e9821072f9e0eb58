-- The webhook address rule and the build hook as they hold in production, with no table a
-- development setup writes: a webhook receiver is never on a loopback address (so it must be
-- https to a public address), and the build hook is the one an admin set, or none.
-- private.loopback_receivers_allowed() is the one place that says whether a receiver may be
-- loopback; private.effective_build_hook() the one place that says which hook is called.
-- Who may do what: unchanged. Both functions are private (not exposed, every grant revoked) and
-- read by security-definer functions only; the delivery function reads the allowance through
-- rpc/webhook_address_policy (service role).

create function private.loopback_receivers_allowed()
returns boolean
language sql
stable
set search_path = ''
as $$
  select false;
$$;

revoke all on function private.loopback_receivers_allowed() from public, anon, authenticated, service_role;

create or replace function private.check_webhook_url()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  refusal text;
begin
  if new.webhook_url is not null and (tg_op = 'INSERT' or new.webhook_url is distinct from old.webhook_url) then
    refusal := private.webhook_url_refusal(new.webhook_url, private.loopback_receivers_allowed());
    if refusal is not null then
      raise exception using errcode = '22023', message = refusal;
    end if;
  end if;
  return new;
end;
$$;

create or replace function public.webhook_address_policy()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('allow_loopback', private.loopback_receivers_allowed());
$$;

create or replace function private.effective_build_hook()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select s.build_hook_url from private.publish_settings s where s.id;
$$;

drop table private.local_stack_settings;
