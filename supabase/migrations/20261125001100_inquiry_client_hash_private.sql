-- The salted hash of an inquiry's client address moves out of customer_inquiries into a
-- private table keyed by the inquiry: it only serves the flood rules of submit_inquiry and
-- must never reach an admin's screen, an export or a notification. (A column grant would
-- break every `select=*` on the table, so the column goes instead.)
--
-- Who may do what: nobody through the API (private schema, row level security on, no
-- policy). submit_inquiry, a security definer function owned by the table's owner, writes
-- and counts it. Deleting an inquiry deletes its row.

create table private.inquiry_clients (
  inquiry_id uuid primary key references public.customer_inquiries (id) on delete cascade,
  client_hash text not null check (client_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);

-- The per-client counts in submit_inquiry.
create index inquiry_clients_recent_idx on private.inquiry_clients (client_hash, created_at desc);

alter table private.inquiry_clients enable row level security;
revoke all on table private.inquiry_clients from public, anon, authenticated;

insert into private.inquiry_clients (inquiry_id, client_hash, created_at)
  select c.id, c.client_hash, c.created_at from public.customer_inquiries c where c.client_hash is not null;

alter table public.customer_inquiries drop column client_hash;
