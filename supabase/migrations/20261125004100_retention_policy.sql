-- How long the site keeps what people send, as the privacy policy states it, and the one
-- function that applies it. The defaults are the policy's own values:
--   inquiry_months     36  an inquiry is deleted this long after it was submitted, whatever
--                          its state (with its notifications);
--   trash_days         30  a trashed inquiry is deleted this long after it was trashed;
--   screened_days      30  an inquiry still held for review or marked spam (never approved:
--                          approving makes it clear) is deleted this long after it arrived;
--   notification_days  30  a delivered notification's payload (the copy of the lead's name,
--                          email and message it carried) is emptied this long after delivery;
--                          what is left says only where and when it went.
-- The prerendered privacy policy reads these values at build time (public.retention_policy),
-- and saving new ones asks for a rebuild, so the policy's text and the policy in force agree.
--
-- Who may do what:
--   retention_settings  admins read and change the one row; nobody adds or removes it.
--   retention_runs      admins read; only apply_retention writes.
--   retention_policy()  anyone (the values only: the policy page shows them).
--   apply_retention()   the service role and the database owner (pg_cron) only.

create table public.retention_settings (
  id boolean primary key default true check (id),
  inquiry_months integer not null default 36 check (inquiry_months between 1 and 120),
  trash_days integer not null default 30 check (trash_days between 1 and 3650),
  screened_days integer not null default 30 check (screened_days between 1 and 3650),
  notification_days integer not null default 30 check (notification_days between 1 and 3650),
  updated_at timestamptz not null default now()
);
insert into public.retention_settings default values;

alter table public.retention_settings enable row level security;
revoke all on table public.retention_settings from anon, authenticated;
grant select, update on table public.retention_settings to authenticated;

create policy "Admins can read the retention policy"
  on public.retention_settings for select to authenticated
  using ((select private.is_admin()));

create policy "Admins can change the retention policy"
  on public.retention_settings for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create function private.touch_retention_settings()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

revoke all on function private.touch_retention_settings() from public, anon, authenticated;

create trigger retention_settings_touch
  before update on public.retention_settings
  for each row execute function private.touch_retention_settings();

-- One row per run of apply_retention: when, and how many of each kind it removed.
create table public.retention_runs (
  id uuid primary key default gen_random_uuid(),
  ran_at timestamptz not null default now(),
  removed jsonb not null
);
create index retention_runs_ran_at_idx on public.retention_runs (ran_at desc);

alter table public.retention_runs enable row level security;
revoke all on table public.retention_runs from anon, authenticated;
grant select on table public.retention_runs to authenticated;

create policy "Admins can read retention runs"
  on public.retention_runs for select to authenticated
  using ((select private.is_admin()));

-- The values in force, for the privacy policy page (built with the anon key).
create function public.retention_policy()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'inquiry_months', s.inquiry_months,
    'trash_days', s.trash_days,
    'screened_days', s.screened_days,
    'notification_days', s.notification_days)
  from public.retention_settings s;
$$;

revoke all on function public.retention_policy() from public;
grant execute on function public.retention_policy() to anon, authenticated;

-- Applies the policy now and returns what it removed, by kind; records the run.
-- Trash and screened inquiries go first, so each inquiry is counted under one kind.
-- Deleting an inquiry deletes its notifications (foreign key cascade).
create function public.apply_retention()
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  s public.retention_settings;
  trashed integer;
  screened integer;
  expired integer;
  emptied integer;
  removed jsonb;
begin
  select * into s from public.retention_settings;
  if not found then
    insert into public.retention_settings default values returning * into s;
  end if;

  delete from public.customer_inquiries c
    where c.deleted_at is not null and c.deleted_at < now() - make_interval(days => s.trash_days);
  get diagnostics trashed = row_count;

  delete from public.customer_inquiries c
    where c.screening in ('held', 'spam') and c.created_at < now() - make_interval(days => s.screened_days);
  get diagnostics screened = row_count;

  delete from public.customer_inquiries c
    where c.created_at < now() - make_interval(months => s.inquiry_months);
  get diagnostics expired = row_count;

  update public.notification_outbox o
    set payload = '{}'::jsonb, last_error = null
    where o.state = 'delivered'
      and o.delivered_at < now() - make_interval(days => s.notification_days)
      and (o.payload <> '{}'::jsonb or o.last_error is not null);
  get diagnostics emptied = row_count;

  removed := jsonb_build_object(
    'inquiries_expired', expired,
    'inquiries_trashed', trashed,
    'inquiries_screened', screened,
    'notifications_emptied', emptied);
  insert into public.retention_runs (removed) values (removed);
  return removed;
end;
$$;

revoke all on function public.apply_retention() from public, anon, authenticated;
grant execute on function public.apply_retention() to service_role;
