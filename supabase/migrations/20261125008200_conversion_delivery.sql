-- What the deliver-conversions Edge Function calls (with the service-role key) to send the
-- conversion outbox to Meta, GA4 and LinkedIn, and what send-test-conversion reads.
-- Who may do what: the three functions run for the service role only (visitors and every
-- signed-in user get "permission denied"): they return leads' contact data and the
-- platforms' secrets.

-- Takes up to max_rows due API deliveries for one run: each is marked 'sending' until two
-- minutes from now and its attempt counted, so a concurrent run never takes the same one; one
-- whose run died is taken again once that lease is over (Meta and LinkedIn dedupe on the
-- event id). Before sending, the rule that decided at insert is asked again, so a lead whose
-- consent is missing is never sent, and a delivery whose destination was switched off since
-- it was queued ends as rejected. Returns per row everything its platform needs.
create function public.claim_conversion_deliveries(max_rows integer default 25)
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
        where o.platform <> 'google_ads'
          and ((o.state in ('queued', 'retrying') and o.next_attempt_at <= now())
               or (o.state = 'sending' and o.locked_until < now()))
        order by o.next_attempt_at, o.created_at
        limit greatest(least(max_rows, 100), 1)
        for update skip locked)
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

-- Records one claimed delivery's outcome. accepted (the platform confirmed it) and sent (it
-- took the request but cannot say more: GA4) stamp sent_at with the value sent; rejected
-- keeps the platform's message; retry comes back at retry_at; skipped needs its reason.
-- Only a row still being sent changes, so a late answer never undoes a later one.
create function public.record_conversion_delivery(
  delivery_id uuid,
  outcome text,
  message text default null,
  retry_at timestamptz default null,
  skip_reason text default null
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if outcome is null or outcome not in ('accepted', 'sent', 'rejected', 'retry', 'skipped') then
    raise exception using errcode = '22023', message = 'The outcome is accepted, sent, rejected, retry or skipped.';
  end if;
  if outcome = 'retry' and retry_at is null then
    raise exception using errcode = '22023', message = 'A retry needs its time.';
  end if;
  if outcome = 'skipped' and skip_reason is null then
    raise exception using errcode = '22023', message = 'A skip needs its reason.';
  end if;
  update public.conversion_deliveries d
    set state = case outcome when 'retry' then 'retrying' else outcome end,
        skip_reason = case when outcome = 'skipped' then record_conversion_delivery.skip_reason end,
        platform_message = case when outcome in ('rejected', 'retry') then left(coalesce(message, 'Unknown error'), 500) end,
        next_attempt_at = case when outcome = 'retry' then retry_at else d.next_attempt_at end,
        sent_at = case when outcome in ('accepted', 'sent') then now() else d.sent_at end,
        sent_value = case when outcome in ('accepted', 'sent') then c.value else d.sent_value end,
        sent_currency = case when outcome in ('accepted', 'sent') then c.currency else d.sent_currency end,
        locked_until = null
    from public.conversions c
    where d.id = record_conversion_delivery.delivery_id
      and c.id = d.conversion_id
      and d.state = 'sending';
end;
$$;

-- One destination with its secret, for the admin's Send test event (the Edge Function checks
-- that the caller is an admin before asking). Null when the platform has no secret yet.
create function public.conversion_destination_for_test(target_platform text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('platform', x.platform, 'settings', x.settings, 'secret', k.secret)
  from public.conversion_destinations x
  join private.conversion_destination_secrets k on k.platform = x.platform
  where x.platform = target_platform;
$$;

revoke all on function public.claim_conversion_deliveries(integer) from public, anon, authenticated;
revoke all on function public.record_conversion_delivery(uuid, text, text, timestamptz, text) from public, anon, authenticated;
revoke all on function public.conversion_destination_for_test(text) from public, anon, authenticated;
grant execute on function public.claim_conversion_deliveries(integer) to service_role;
grant execute on function public.record_conversion_delivery(uuid, text, text, timestamptz, text) to service_role;
grant execute on function public.conversion_destination_for_test(text) to service_role;
