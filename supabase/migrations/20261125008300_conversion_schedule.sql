-- The every-minute run of deliver-conversions, for retries and anything whose immediate
-- request was lost (the trigger asks for a run when deliveries are queued). Scheduled wherever
-- a `cron` schema exists (pg_cron on hosted Supabase, the local stack's stand-in); elsewhere
-- nothing here runs.
-- Who may do what: nothing here is reachable through the API.

do $$
begin
  if to_regnamespace('cron') is not null then
    -- cron.schedule replaces a job of the same name, so running this again is harmless.
    perform cron.schedule('deliver-conversions', '* * * * *', 'select private.invoke_edge_function(''deliver-conversions'')');
  end if;
end;
$$;
