-- The deal value goes with the won event: a won conversion is held from the Google feed and
-- from every API delivery until the deal value dialog is answered (a value saved, or Skip) or
-- the settings' wait (value_grace_hours) has passed since the status change, whichever comes
-- first. A qualified conversion goes at once. value_answered_at records the answer, so Skip is
-- kept by the server and not only by the browser.
-- A value changed after a platform took the conversion is an adjustment: Google Ads gets it in
-- its adjustments file (conversion_deliveries.adjustment 'pending' until fetched); Meta, GA4
-- and LinkedIn document no change to an event they took, so their rows say 'unsupported'.
-- Who may do what: admins set or skip a value (set_conversion_value, skip_conversion_value);
-- visitors and signed-in non-admins are refused.

alter table public.conversions add column value_answered_at timestamptz;

-- Whether a conversion may leave now (the hold above). One rule for the feed and the claim.
create function private.conversion_released(conversion public.conversions, settings public.conversion_settings)
returns boolean
language sql
stable
set search_path = ''
as $$
  select conversion.stage <> 'won'
      or conversion.value_answered_at is not null
      or conversion.occurred_at <= now() - make_interval(hours => settings.value_grace_hours);
$$;

revoke all on function private.conversion_released(public.conversions, public.conversion_settings) from public, anon, authenticated;

-- After the value of a won conversion changed: what each platform that already took it gets.
-- Google Ads (sent by a fetch) lists a restatement in the adjustments file unless it already
-- has this value, when the conversion went with a gclid (Google finds it again by its click and
-- time; its adjustments template has no braid column); the API platforms, and Google for a
-- braid click, record that they have no adjustment. A cleared value is no restatement
-- (Google's only other adjustment, a retraction, would remove the conversion).
create function private.mark_conversion_adjustments(won public.conversions)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  by_gclid boolean;
begin
  select (private.feed_click(i, s.won_counting))[1] = 'gclid' into by_gclid
    from public.customer_inquiries i cross join public.conversion_settings s
   where i.id = won.inquiry_id;
  update public.conversion_deliveries d
     set adjustment = case when d.platform = 'google_ads' and coalesce(by_gclid, false) then 'pending' else 'unsupported' end
   where d.conversion_id = won.id
     and won.value is not null
     and ((d.platform = 'google_ads' and d.state = 'sent') or (d.platform <> 'google_ads' and d.state in ('sent', 'accepted')))
     and (won.value, won.currency) is distinct from
         (coalesce(d.adjusted_value, d.sent_value), coalesce(d.adjusted_currency, d.sent_currency));
end;
$$;

revoke all on function private.mark_conversion_adjustments(public.conversions) from public, anon, authenticated;

-- The deal value of a won inquiry, set by an admin after converting it (the back office asks
-- in a small dialog; skipping it is allowed and recorded by skip_conversion_value). The value
-- goes on the inquiry's 'won' conversion with its currency, which releases it to the platforms
-- (a delivery run is asked for at once); a change after a platform took it is an adjustment.
-- Each refusal is 22023 with the message the form shows for its field; nothing is changed.
create or replace function public.set_conversion_value(target_inquiry uuid, deal_value text, deal_currency text)
returns public.conversions
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  amount text := btrim(coalesce(deal_value, ''));
  code text := upper(btrim(coalesce(deal_currency, '')));
  parsed numeric;
  won public.conversions;
begin
  perform private.require_admin('set a deal value');
  if amount <> '' then
    -- Thousands written with commas in groups of three (12,345.50) are read as the number.
    if amount ~ '^-?\d{1,3}(,\d{3})+(\.\d*)?$' then
      amount := replace(amount, ',', '');
    end if;
    if amount !~ '^-?(\d+(\.\d*)?|\.\d+)$' then
      raise exception using errcode = '22023', message = 'Enter the deal value as a number, like 12345.50.';
    end if;
    parsed := amount::numeric;
    if parsed < 0 then
      raise exception using errcode = '22023', message = 'The deal value can''t be negative.';
    end if;
    if parsed <> round(parsed, 2) then
      raise exception using errcode = '22023', message = 'The deal value has at most two decimals.';
    end if;
    -- numeric(14, 2): twelve digits before the point.
    if parsed >= 1e12 then
      raise exception using errcode = '22023', message = 'The deal value is too large.';
    end if;
    if code = '' then
      code := (select s.default_currency from public.conversion_settings s);
    end if;
    if not private.is_iso_currency(code) then
      raise exception using errcode = '22023', message = 'Choose a currency from the list.';
    end if;
  end if;

  -- An empty value clears it (value and currency go together).
  update public.conversions c
     set value = case when amount = '' then null else round(parsed, 2) end,
         currency = case when amount = '' then null else code end,
         value_changed_at = now(),
         value_answered_at = coalesce(c.value_answered_at, now())
   where c.inquiry_id = target_inquiry and c.stage = 'won'
  returning c.* into won;
  if won.id is null then
    raise exception using errcode = '22023', message = 'Set the inquiry to Converted before adding a deal value.';
  end if;
  perform private.mark_conversion_adjustments(won);
  perform private.request_released_deliveries(won);
  return won;
end;
$$;

-- Skip in the deal value dialog: the won conversion leaves now, without a value. A value set
-- later is an adjustment. Refused (22023) when the inquiry has no won conversion.
create function public.skip_conversion_value(target_inquiry uuid)
returns public.conversions
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  won public.conversions;
begin
  perform private.require_admin('skip a deal value');
  update public.conversions c
     set value_answered_at = coalesce(c.value_answered_at, now())
   where c.inquiry_id = target_inquiry and c.stage = 'won'
  returning c.* into won;
  if won.id is null then
    raise exception using errcode = '22023', message = 'Set the inquiry to Converted before adding a deal value.';
  end if;
  perform private.request_released_deliveries(won);
  return won;
end;
$$;

-- A delivery run for a conversion just released, when it has API deliveries waiting (the
-- every-minute job would take them too; this sends them now).
create function private.request_released_deliveries(won public.conversions)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.conversion_deliveries d
             where d.conversion_id = won.id and d.platform <> 'google_ads' and d.state in ('queued', 'retrying')) then
    perform private.invoke_edge_function('deliver-conversions');
  end if;
end;
$$;

revoke all on function private.request_released_deliveries(public.conversions) from public, anon, authenticated;
revoke all on function public.skip_conversion_value(uuid) from public, anon;
grant execute on function public.skip_conversion_value(uuid) to authenticated;
