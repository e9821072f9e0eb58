-- Conversions: the stages an inquiry reached, written in the same transaction as the status
-- change that reached them, with that change's time. Moving an inquiry to contacted records
-- the 'qualified' stage; to converted records 'won', and 'qualified' too when the inquiry
-- skipped it. One row per inquiry and stage: moving back and forth records nothing again, so
-- no platform hears of a stage twice. The row's id is also the event id every ad platform
-- gets (Meta event_id, LinkedIn eventId), so retries are recognised as the same event.
-- Who may do what: admins read. Nobody writes through the API: the trigger below adds rows,
-- and an admin sets the deal value only through public.set_conversion_value. Visitors and
-- signed-in non-admins have no access.

create table public.conversions (
  id uuid primary key default gen_random_uuid(),
  inquiry_id uuid not null references public.customer_inquiries (id) on delete cascade,
  stage text not null check (stage in ('qualified', 'won')),
  occurred_at timestamptz not null,
  value numeric(14, 2) check (value >= 0),
  currency text check (currency ~ '^[A-Z]{3}$'),
  -- When the value was last set; a ledger row sent before it shows "value updated after sending".
  value_changed_at timestamptz,
  created_at timestamptz not null default now(),
  unique (inquiry_id, stage),
  constraint conversions_value_with_currency check ((value is null) = (currency is null))
);

-- The feed lists a stage's conversions of the last 90 days.
create index conversions_stage_occurred_idx on public.conversions (stage, occurred_at desc);

alter table public.conversions enable row level security;
revoke all on table public.conversions from anon, authenticated;
grant select on table public.conversions to authenticated;

create policy "Admins can read conversions"
  on public.conversions for select to authenticated
  using ((select private.is_admin()));

-- The stages a status reaches, in the order they are recorded.
create function private.conversion_stages_for_status(status text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case status
    when 'contacted' then array['qualified']
    when 'converted' then array['qualified', 'won']
    else array[]::text[]
  end;
$$;

revoke all on function private.conversion_stages_for_status(text) from public, anon, authenticated;

create function private.record_inquiry_conversions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- now() is the transaction's time: the moment the status change commits with its rows.
  insert into public.conversions (inquiry_id, stage, occurred_at)
    select new.id, s.stage, now()
    from unnest(private.conversion_stages_for_status(new.status)) as s(stage)
    order by s.stage = 'won'
    on conflict (inquiry_id, stage) do nothing;
  return null;
end;
$$;

revoke all on function private.record_inquiry_conversions() from public, anon, authenticated;

create trigger customer_inquiries_record_conversions
  after insert or update of status on public.customer_inquiries
  for each row
  when (new.status in ('contacted', 'converted'))
  execute function private.record_inquiry_conversions();
