-- One run asked per function and transaction: a status change that records two conversions, or
-- an import that queues many notifications across statements, asks pg_net once, as the run
-- it starts takes every due row. Same signature and callers.
-- Who may do what: nothing here is reachable through the API.

create or replace function private.invoke_edge_function(function_name text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  project_url text;
  service_key text;
  -- A transaction-local setting per function: set once a run is asked for in this transaction.
  asked text := 'edge_function_asked.' || replace(function_name, '-', '_');
begin
  if function_name !~ '^[a-z0-9][a-z0-9-]{0,62}$' then
    raise exception using errcode = '22023', message = 'An Edge Function name is lower-case letters, digits and dashes.';
  end if;
  if current_setting(asked, true) = txid_current()::text then
    return;
  end if;
  perform set_config(asked, txid_current()::text, true);
  if to_regprocedure('net.http_post(text,jsonb,jsonb,jsonb,integer)') is null
     or to_regclass('vault.decrypted_secrets') is null then
    return;
  end if;
  execute 'select decrypted_secret from vault.decrypted_secrets where name = $1' into project_url using 'project_url';
  execute 'select decrypted_secret from vault.decrypted_secrets where name = $1' into service_key using 'service_role_key';
  if project_url is null or service_key is null then
    return;
  end if;
  execute 'select net.http_post(url := $1, body := $2, headers := $3, timeout_milliseconds := 5000)'
    using rtrim(project_url, '/') || '/functions/v1/' || function_name,
          '{}'::jsonb,
          jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || service_key);
end;
$$;

revoke all on function private.invoke_edge_function(text) from public, anon, authenticated;
