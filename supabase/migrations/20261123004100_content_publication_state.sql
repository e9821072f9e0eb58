-- Projects and posts go public on purpose: each has a publication state.
--   draft      seen by admins only;
--   scheduled  seen by everyone from publish_at on (visibility is decided when a row is read,
--              so it never waits for the job that later marks it published);
--   published  seen by everyone; publish_at then says when it went public.
-- Rows written before this change, and rows written without a state (Migrate Static Data,
-- backup restore of older backups), are published: nothing already public disappears.
-- Who may do what: visitors and signed-in non-admins read what is published, or scheduled and
-- due; admins read everything; writes stay admins-only (earlier migrations).

alter table public.portfolios
  add column status text not null default 'published'
    check (status in ('draft', 'scheduled', 'published')),
  add column publish_at timestamptz,
  add constraint portfolios_scheduled_has_time check (status <> 'scheduled' or publish_at is not null);

alter table public.blogs
  add column status text not null default 'published'
    check (status in ('draft', 'scheduled', 'published')),
  add column publish_at timestamptz,
  add constraint blogs_scheduled_has_time check (status <> 'scheduled' or publish_at is not null);

-- The job that marks due items published looks only at scheduled rows.
create index portfolios_scheduled_idx on public.portfolios (publish_at) where status = 'scheduled';
create index blogs_scheduled_idx on public.blogs (publish_at) where status = 'scheduled';

drop policy "Anyone can read portfolios" on public.portfolios;

create policy "Anyone can read published portfolios"
  on public.portfolios for select to anon, authenticated
  using (status = 'published' or (status = 'scheduled' and publish_at <= now()));

create policy "Admins can read every portfolio"
  on public.portfolios for select to authenticated
  using ((select private.is_admin()));

drop policy "Anyone can read blogs" on public.blogs;

create policy "Anyone can read published blogs"
  on public.blogs for select to anon, authenticated
  using (status = 'published' or (status = 'scheduled' and publish_at <= now()));

create policy "Admins can read every blog"
  on public.blogs for select to authenticated
  using ((select private.is_admin()));
