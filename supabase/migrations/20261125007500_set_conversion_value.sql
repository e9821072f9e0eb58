-- The deal value of a won inquiry, set by an admin after converting it (the back office asks
-- in a small dialog; skipping it is allowed). The value goes on the inquiry's 'won'
-- conversion with its currency; a delivery still queued sends the current value, and a ledger
-- row sent before value_changed_at reads "value updated after sending".
-- Each refusal is 22023 with the message the form shows for its field; nothing is changed.
-- Who may do what: admins only (execute revoked from visitors; non-admins are refused).

create function public.set_conversion_value(target_inquiry uuid, deal_value text, deal_currency text)
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
  if not private.is_admin() then
    raise exception using errcode = '42501', message = 'Only admins may set a deal value.';
  end if;
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
         value_changed_at = now()
   where c.inquiry_id = target_inquiry and c.stage = 'won'
  returning c.* into won;
  if won.id is null then
    raise exception using errcode = '22023', message = 'Set the inquiry to Converted before adding a deal value.';
  end if;
  return won;
end;
$$;

revoke all on function public.set_conversion_value(uuid, text, text) from public, anon;
grant execute on function public.set_conversion_value(uuid, text, text) to authenticated;
