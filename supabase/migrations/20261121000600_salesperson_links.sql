-- Salespeople's personal referral links.
-- Who may do what: admins read and write. Visitors have no access to the table; they
-- check a link only through public.resolve_salesperson_link (next migration).

create table public.salesperson_links (
  id uuid primary key default gen_random_uuid(),
  -- Normalised by the app before saving (lowercase a-z, 0-9, single inner hyphens).
  salesperson_name text not null unique
    check (salesperson_name ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(salesperson_name) <= 100),
  display_name text not null check (char_length(btrim(display_name)) between 1 and 200),
  email text not null check (char_length(email) between 3 and 254 and email like '%_@_%'),
  services text[] not null
    check (cardinality(services) between 1 and 5
           and services <@ array['web-apps', 'saas', 'mobile-apps', 'ai-calling', 'ai-automation']),
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);

create index salesperson_links_created_at_idx on public.salesperson_links (created_at desc);

alter table public.salesperson_links enable row level security;
revoke all on table public.salesperson_links from anon, authenticated;
grant select, insert, update, delete on table public.salesperson_links to authenticated;

create policy "Admins can read salesperson links"
  on public.salesperson_links for select to authenticated
  using ((select private.is_admin()));

create policy "Admins can add salesperson links"
  on public.salesperson_links for insert to authenticated
  with check ((select private.is_admin()));

create policy "Admins can change salesperson links"
  on public.salesperson_links for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins can delete salesperson links"
  on public.salesperson_links for delete to authenticated
  using ((select private.is_admin()));
