-- The background side of notification delivery: pg_net (the immediate request when the outbox
-- gets rows, see private.request_notification_delivery) and a pg_cron job that asks for a
-- delivery run every minute, for retries and speed-to-lead reminders.
-- Hosted Supabase ships both extensions, switched off until enabled: this enables them. Plain
-- PostgreSQL and PGlite may have neither: then nothing here fails, and the job is scheduled
-- wherever a `cron` schema exists (the local stack provides a stand-in that runs it).
-- Who may do what: nothing here is reachable through the API.

do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    begin
      create extension if not exists pg_net with schema extensions;
    exception when others then
      raise notice 'pg_net could not be enabled (%); notifications wait for the every-minute run', sqlerrm;
    end;
  end if;
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron;
    exception when others then
      raise notice 'pg_cron could not be enabled (%); schedule the job by hand (README)', sqlerrm;
    end;
  end if;
  if to_regnamespace('cron') is not null then
    -- cron.schedule replaces a job of the same name, so running this again is harmless.
    perform cron.schedule('deliver-notifications', '* * * * *', 'select private.request_notification_delivery()');
  end if;
end;
$$;
