-- Blog posts written in the back office (the six built-in posts live in the app).
-- Who may do what: everyone reads; only admins insert, update, delete.

create table public.blogs (
  id uuid primary key default gen_random_uuid(),
  slug text unique
    check (slug is null or (slug ~ '^[^[:space:]/?#]+$' and char_length(slug) <= 300)),
  title text not null check (char_length(btrim(title)) between 1 and 300),
  excerpt text not null default '' check (char_length(excerpt) <= 2000),
  content text not null check (char_length(btrim(content)) between 1 and 200000),
  author jsonb not null
    check (jsonb_typeof(author) = 'object'
           and jsonb_typeof(author -> 'name') = 'string'
           and char_length(btrim(author ->> 'name')) between 1 and 200),
  published_date timestamptz not null default now(),
  -- The app shows every database post under 'General' (spec); kept as a column for the API.
  category text not null default 'General' check (char_length(category) <= 100),
  featured_image text check (char_length(featured_image) <= 2000),
  tags text[] not null default '{}' check (cardinality(tags) <= 30),
  reading_time integer not null default 5 check (reading_time between 1 and 1000),
  featured boolean not null default false,
  created_at timestamptz not null default now()
);

create index blogs_published_date_idx on public.blogs (published_date desc);

alter table public.blogs enable row level security;
revoke all on table public.blogs from anon, authenticated;
grant select on table public.blogs to anon, authenticated;
grant insert, update, delete on table public.blogs to authenticated;

create policy "Anyone can read blogs"
  on public.blogs for select to anon, authenticated
  using (true);

create policy "Admins can add blogs"
  on public.blogs for insert to authenticated
  with check ((select private.is_admin()));

create policy "Admins can change blogs"
  on public.blogs for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins can delete blogs"
  on public.blogs for delete to authenticated
  using ((select private.is_admin()));
