-- Inquiries sent from the public site's forms.
-- Who may do what: admins read, change the status, trash, restore and delete.
-- Visitors have no access to the table at all; they add a row only through
-- public.submit_inquiry (next migration), which validates and rate-limits.

create table public.customer_inquiries (
  id uuid primary key default gen_random_uuid(),
  first_name text not null check (char_length(btrim(first_name)) between 1 and 100),
  last_name text not null check (char_length(btrim(last_name)) between 1 and 100),
  email text not null check (char_length(email) between 3 and 254),
  phone text not null default '' check (char_length(phone) <= 40),
  company text not null default '' check (char_length(company) <= 200),
  service_interest text not null check (char_length(btrim(service_interest)) between 1 and 100),
  budget_range text not null check (char_length(btrim(budget_range)) between 1 and 100),
  project_timeline text not null check (char_length(btrim(project_timeline)) between 1 and 100),
  message text not null check (char_length(btrim(message)) between 10 and 5000),
  source_page text not null check (char_length(source_page) between 1 and 50),
  status text not null default 'new'
    check (status in ('new', 'in_progress', 'contacted', 'converted', 'closed')),
  created_at timestamptz not null default now(),
  deleted_at timestamptz
);

-- The admin lists: active newest first, trash by deletion time; counts by status.
create index customer_inquiries_active_idx
  on public.customer_inquiries (created_at desc) where deleted_at is null;
create index customer_inquiries_deleted_idx
  on public.customer_inquiries (deleted_at desc) where deleted_at is not null;
create index customer_inquiries_status_idx on public.customer_inquiries (status);
-- The per-email flood check in submit_inquiry.
create index customer_inquiries_email_created_idx
  on public.customer_inquiries (lower(email), created_at desc);

alter table public.customer_inquiries enable row level security;
revoke all on table public.customer_inquiries from anon, authenticated;
grant select, update, delete on table public.customer_inquiries to authenticated;

create policy "Admins can read inquiries"
  on public.customer_inquiries for select to authenticated
  using ((select private.is_admin()));

create policy "Admins can change inquiries"
  on public.customer_inquiries for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins can delete inquiries"
  on public.customer_inquiries for delete to authenticated
  using ((select private.is_admin()));
