-- pg_cron applies the retention policy every day at 03:00 (UTC, pg_cron's default zone).
-- Wherever a `cron` schema exists: hosted Supabase once pg_cron is enabled (the notification
-- schedule migration enables it), and the local stack's stand-in, which runs the same job.
-- Who may do what: nothing here is reachable through the API.

do $$
begin
  if to_regnamespace('cron') is not null then
    -- cron.schedule replaces a job of the same name, so running this again is harmless.
    perform cron.schedule('apply-retention', '0 3 * * *', 'select public.apply_retention()');
  end if;
end;
$$;
