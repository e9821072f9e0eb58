-- The recipients the site's consent banner and privacy policy must name because the back office
-- sends them data: each conversion destination an admin enabled ('meta', 'ga4', 'linkedin'),
-- and 'google_ads' once a Google Ads feed token exists (Google can fetch the feed). The build
-- reads it (like the retention policy) and adds the tags it was configured with; a change is
-- published with the site. Names only: nothing secret, no settings.
-- Who may do what: anyone may call it.

create function public.consent_recipients()
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(p order by p), '{}')
  from (
    select d.platform as p from public.conversion_destinations d where d.enabled
    union
    select 'google_ads' from private.conversion_feed_token t where t.token_hash is not null
  ) recipients;
$$;

revoke all on function public.consent_recipients() from public;
grant execute on function public.consent_recipients() to anon, authenticated;
