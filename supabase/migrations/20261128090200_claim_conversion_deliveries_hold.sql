-- The conversion outbox's claim (service role only), whole, with three changes:
--   - a won conversion is not handed out while it waits for its deal value
--     (private.conversion_released: the dialog answered, or the settings' wait over; the
--     every-minute job takes it after);
--   - each row carries the visitor's last known visit (last_visit_at), for GA4's export window,
--     and the default phone country, which reads a number typed without its country code;
--   - a delivery whose destination needs attention (the platform refused our credentials or
--     version) is not handed out, so it stays queued until an admin saves the destination.
-- Who may do what: unchanged (service role only).

create or replace function public.claim_conversion_deliveries(max_rows integer default 25)
returns setof jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  lease constant interval := interval '2 minutes';
begin
  update public.conversion_deliveries d
    set state = 'rejected', locked_until = null, platform_message = 'The destination is switched off.'
    where d.platform <> 'google_ads'
      and ((d.state in ('queued', 'retrying') and d.next_attempt_at <= now())
           or (d.state = 'sending' and d.locked_until < now()))
      and not exists (select 1 from public.conversion_destinations x where x.platform = d.platform and x.enabled);

  update public.conversion_deliveries d
    set state = 'skipped', skip_reason = private.conversion_skip_reason(i, d.platform), locked_until = null
    from public.conversions c
    join public.customer_inquiries i on i.id = c.inquiry_id
    where c.id = d.conversion_id
      and d.platform <> 'google_ads'
      and ((d.state in ('queued', 'retrying') and d.next_attempt_at <= now())
           or (d.state = 'sending' and d.locked_until < now()))
      and private.conversion_skip_reason(i, d.platform) is not null;

  return query
  with claimed as (
    update public.conversion_deliveries d
      set state = 'sending',
          attempts = d.attempts + 1,
          last_attempt_at = now(),
          locked_until = now() + lease
      where d.id in (
        select o.id from public.conversion_deliveries o
        join public.conversions oc on oc.id = o.conversion_id
        cross join public.conversion_settings os
        where o.platform <> 'google_ads'
          and ((o.state in ('queued', 'retrying') and o.next_attempt_at <= now())
               or (o.state = 'sending' and o.locked_until < now()))
          -- A won conversion waits for its deal value (answered, or the wait over).
          and private.conversion_released(oc, os)
          -- A destination that refused our credentials or version waits until an admin saves it.
          and not exists (select 1 from public.conversion_destinations a
                          where a.platform = o.platform and a.attention_since is not null)
        order by o.next_attempt_at, o.created_at
        limit greatest(least(max_rows, 100), 1)
        for update of o skip locked)
      returning d.*
  )
  select jsonb_build_object(
    'delivery_id', d.id,
    'platform', d.platform,
    'attempts', d.attempts,
    'event_id', c.id,
    'inquiry_id', i.id,
    'stage', c.stage,
    'conversion_name', case c.stage when 'won' then s.won_name else s.qualified_name end,
    'occurred_at', c.occurred_at,
    'value', c.value,
    'currency', c.currency,
    'settings', x.settings,
    'secret', k.secret,
    'email', i.email,
    'phone', nullif(i.phone, ''),
    'phone_default_country', s.phone_default_country,
    'first_name', nullif(i.first_name, ''),
    -- The quick form's stand-in for a missing last name is nobody's name.
    'last_name', nullif(nullif(i.last_name, ''), 'Not Provided'),
    'company', nullif(i.company, ''),
    -- The click of the touch that brought it, with that touch's time as when it was first seen.
    'fbclid', coalesce(i.last_fbclid, i.first_fbclid),
    'fbclid_seen_at', case when i.last_fbclid is not null then i.last_touch_at
                           when i.first_fbclid is not null then i.first_touch_at end,
    'li_fat_id', coalesce(i.last_li_fat_id, i.first_li_fat_id),
    'ga_client_id', i.ga_client_id,
    'client_user_agent', i.client_user_agent,
    'landing_path', coalesce(i.last_landing_path, i.first_landing_path),
    -- The visitor's last session we know of: the form's submission, or a later recorded touch.
    'last_visit_at', greatest(i.created_at, i.last_touch_at),
    'consent', jsonb_build_object(
      'ad_user_data', coalesce(i.consent_ad_user_data, false),
      'ad_personalization', coalesce(i.consent_ad_personalization, false),
      'analytics_storage', coalesce(i.consent_analytics_storage, false)))
  from claimed d
  join public.conversions c on c.id = d.conversion_id
  join public.customer_inquiries i on i.id = c.inquiry_id
  join public.conversion_destinations x on x.platform = d.platform
  left join private.conversion_destination_secrets k on k.platform = d.platform
  cross join public.conversion_settings s;
end;
$$;
