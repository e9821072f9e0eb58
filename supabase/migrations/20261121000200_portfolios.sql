-- Portfolio projects, which double as case studies.
-- Who may do what: everyone (visitors included) reads; only admins insert, update, delete.

create table public.portfolios (
  id uuid primary key default gen_random_uuid(),
  slug text unique
    check (slug is null or (slug ~ '^[^[:space:]/?#]+$' and char_length(slug) <= 300)),
  title text not null check (char_length(btrim(title)) between 1 and 200),
  description text not null check (char_length(btrim(description)) between 1 and 5000),
  image text check (char_length(image) <= 2000),
  industry text check (char_length(industry) <= 200),
  client text check (char_length(client) <= 200),
  client_logo text check (char_length(client_logo) <= 2000),
  link text check (char_length(link) <= 2000),
  timeline text check (char_length(timeline) <= 200),
  team text check (char_length(team) <= 200),
  technologies text[] not null default '{}' check (cardinality(technologies) <= 50),
  challenge text check (char_length(challenge) <= 10000),
  solution text check (char_length(solution) <= 10000),
  metrics jsonb not null default '{}' check (jsonb_typeof(metrics) = 'object'),
  detailed_metrics jsonb not null default '[]' check (jsonb_typeof(detailed_metrics) = 'array'),
  features text[] not null default '{}' check (cardinality(features) <= 100),
  approach text[] not null default '{}' check (cardinality(approach) <= 100),
  tech_stack jsonb not null default '[]' check (jsonb_typeof(tech_stack) = 'array'),
  gallery text[] not null default '{}' check (cardinality(gallery) <= 50),
  testimonial text check (char_length(testimonial) <= 5000),
  extended_testimonial jsonb
    check (extended_testimonial is null or jsonb_typeof(extended_testimonial) = 'object'),
  service_id text not null
    check (service_id in ('web-apps', 'saas', 'mobile-apps', 'ai-calling', 'ai-automation')),
  created_at timestamptz not null default now()
);

comment on column public.portfolios.link is 'The live URL of the project (liveUrl in the app).';

-- The lists read newest first; the service pages filter by service.
create index portfolios_created_at_idx on public.portfolios (created_at desc);
create index portfolios_service_id_idx on public.portfolios (service_id);

alter table public.portfolios enable row level security;
revoke all on table public.portfolios from anon, authenticated;
grant select on table public.portfolios to anon, authenticated;
grant insert, update, delete on table public.portfolios to authenticated;

create policy "Anyone can read portfolios"
  on public.portfolios for select to anon, authenticated
  using (true);

create policy "Admins can add portfolios"
  on public.portfolios for insert to authenticated
  with check ((select private.is_admin()));

create policy "Admins can change portfolios"
  on public.portfolios for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins can delete portfolios"
  on public.portfolios for delete to authenticated
  using ((select private.is_admin()));
