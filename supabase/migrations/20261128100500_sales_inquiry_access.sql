-- What a sales member may do with leads: read the leads they own (not trashed), change their
-- status and notes, and set or skip their deal value (rpc/set_conversion_value,
-- rpc/skip_conversion_value); read those leads' conversions. Nothing else: no lead of another
-- member, no unowned lead (admins only), no trash, restore or purge, no screening, no owner
-- change, no delete. Admins keep every right they had.

-- Is this lead the caller's, as an active sales member? (security definer: the policies on
-- conversions ask it without the caller needing to read the inquiry themselves.)
create function private.is_own_lead(p_inquiry uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(private.member_role() = 'sales', false)
     and exists (
       select 1 from public.customer_inquiries c
        where c.id = p_inquiry and c.owner_id = (select auth.uid()) and c.deleted_at is null);
$$;

revoke all on function private.is_own_lead(uuid) from public, anon;
grant execute on function private.is_own_lead(uuid) to authenticated;

create policy "Sales members can read their own leads"
  on public.customer_inquiries for select to authenticated
  using ((select private.is_sales()) and owner_id = (select auth.uid()) and deleted_at is null);

create policy "Sales members can change their own leads"
  on public.customer_inquiries for update to authenticated
  using ((select private.is_sales()) and owner_id = (select auth.uid()) and deleted_at is null)
  with check ((select private.is_sales()) and owner_id = (select auth.uid()) and deleted_at is null);

-- The columns a sales member may change are the database's rule, not the screen's: any other
-- column in their update (owner, trash, screening, the lead's own details, ...) refuses the
-- whole update. The generated lead_source/lead_medium follow the columns they derive from.
create function private.guard_sales_inquiry_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.member_role() = 'sales'
     and (to_jsonb(new) - array['status', 'notes', 'lead_source', 'lead_medium'])
         is distinct from (to_jsonb(old) - array['status', 'notes', 'lead_source', 'lead_medium']) then
    raise exception using errcode = '42501',
      message = 'A sales member can change only the status and notes of their leads.';
  end if;
  return new;
end;
$$;

revoke all on function private.guard_sales_inquiry_change() from public, anon, authenticated;

create trigger customer_inquiries_sales_columns
  before update on public.customer_inquiries
  for each row execute function private.guard_sales_inquiry_change();

create policy "Sales members can read their own leads' conversions"
  on public.conversions for select to authenticated
  using ((select private.is_sales()) and private.is_own_lead(inquiry_id));

-- Admins, or the lead's owner (an active sales member).
create function private.require_lead_access(p_inquiry uuid, action text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (private.is_admin() or private.is_own_lead(p_inquiry)) then
    raise exception 'Only admins and the lead''s owner can %', action using errcode = '42501';
  end if;
end;
$$;

revoke all on function private.require_lead_access(uuid, text) from public, anon;
grant execute on function private.require_lead_access(uuid, text) to authenticated;

create or replace function public.set_conversion_value(target_inquiry uuid, deal_value text, deal_currency text)
returns public.conversions
language plpgsql
security definer
set search_path = ''
as $$
declare
  amount text := btrim(coalesce(deal_value, ''));
  code text := upper(btrim(coalesce(deal_currency, '')));
  parsed numeric;
  won public.conversions;
begin
  perform private.require_lead_access(target_inquiry, 'set a deal value');
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

create or replace function public.skip_conversion_value(target_inquiry uuid)
returns public.conversions
language plpgsql
security definer
set search_path = ''
as $$
declare
  won public.conversions;
begin
  perform private.require_lead_access(target_inquiry, 'skip a deal value');
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
