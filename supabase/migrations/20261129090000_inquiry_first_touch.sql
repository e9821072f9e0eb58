-- When somebody first acted on a lead: its first status change or note (and, below in
-- 20261129090100_inquiry_meetings.sql, the first meeting booked on it). One column, one rule,
-- read by the speed-to-lead figures and by the reminder's escalation ("still untouched").
-- Who may do what: nobody writes it directly; the triggers set it once and never clear it.

alter table public.customer_inquiries
  add column first_touched_at timestamptz;

comment on column public.customer_inquiries.first_touched_at is
  'When the lead was first touched: its first status change, note or meeting. Set once by triggers.';

create function private.mark_inquiry_touched()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.first_touched_at is null
     and (new.status is distinct from old.status or new.notes is distinct from old.notes) then
    new.first_touched_at := now();
  end if;
  return new;
end;
$$;
revoke all on function private.mark_inquiry_touched() from public, anon, authenticated;

-- Before-update triggers run in name order: this one is named to run after
-- customer_inquiries_sales_columns, whose check compares what the caller changed, so a sales
-- member's status change is not refused for the column this trigger sets.
create trigger customer_inquiries_touched
  before update of status, notes on public.customer_inquiries
  for each row execute function private.mark_inquiry_touched();
