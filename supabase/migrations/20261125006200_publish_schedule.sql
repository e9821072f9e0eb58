-- The two every-minute publishing jobs, scheduled wherever a `cron` schema exists (hosted
-- Supabase once pg_cron is enabled, which the notification schedule migration does; any
-- stand-in with pg_cron's interface), as the other jobs are: due scheduled content is marked
-- published, and publish requests that waited for their window are sent. The first versions
-- scheduled them only where pg_cron was preloaded.
-- Who may do what: nothing here is reachable through the API.

do $$
begin
  if to_regnamespace('cron') is not null then
    -- cron.schedule replaces a job of the same name, so running this again is harmless.
    perform cron.schedule('publish-due-content', '* * * * *', 'select private.publish_due_content()');
    perform cron.schedule('dispatch-publish-requests', '* * * * *', 'select private.dispatch_due_publish_requests()');
  end if;
end;
$$;
