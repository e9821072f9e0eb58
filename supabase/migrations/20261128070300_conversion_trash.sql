-- Nothing is sent for a lead the agency threw away. Moving an inquiry to the trash ends every
-- delivery of its conversions still on its way (queued, being sent, waiting for a retry) as
-- skipped 'trashed', in the same transaction; restoring it sends none of them again. A trashed
-- inquiry records no conversion (a status change in the trash reaches no platform). An erased
-- inquiry takes its conversions and deliveries with it (foreign keys cascade). The Google feed
-- lists only queued or recently sent rows of inquiries not in the trash.
-- Who may do what: unchanged (the triggers run with the status change or the trashing).

create or replace function private.record_inquiry_conversions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.deleted_at is not null then
    return null;
  end if;
  -- now() is the transaction's time: the moment the status change commits with its rows.
  insert into public.conversions (inquiry_id, stage, occurred_at)
    select new.id, s.stage, now()
    from unnest(private.conversion_stages_for_status(new.status)) as s(stage)
    order by s.stage = 'won'
    on conflict (inquiry_id, stage) do nothing;
  return null;
end;
$$;

create function private.cancel_trashed_conversion_deliveries()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.conversion_deliveries d
     set state = 'skipped', skip_reason = 'trashed', locked_until = null, next_attempt_at = null
    from public.conversions c
   where c.id = d.conversion_id
     and c.inquiry_id = new.id
     and d.state in ('queued', 'sending', 'retrying');
  return null;
end;
$$;

revoke all on function private.cancel_trashed_conversion_deliveries() from public, anon, authenticated;

create trigger customer_inquiries_cancel_conversion_deliveries
  after update of deleted_at on public.customer_inquiries
  for each row
  when (old.deleted_at is null and new.deleted_at is not null)
  execute function private.cancel_trashed_conversion_deliveries();
