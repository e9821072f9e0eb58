-- When a project or a blog post last changed: the published pages give it to search engines
-- (sitemap lastmod, dateModified in structured data, the feed).
-- Who may do what: unchanged; the column is set by the database, never by a client.

alter table public.portfolios add column if not exists updated_at timestamptz not null default now();
alter table public.blogs add column if not exists updated_at timestamptz not null default now();

-- Rows that existed before this column last changed when they were created, as far as anyone knows.
update public.portfolios set updated_at = created_at;
update public.blogs set updated_at = created_at;

-- Any update stamps the row, whatever the client sent for the column.
create or replace function private.stamp_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

revoke all on function private.stamp_updated_at() from public, anon, authenticated;

create trigger portfolios_stamp_updated_at
  before update on public.portfolios
  for each row execute function private.stamp_updated_at();

create trigger blogs_stamp_updated_at
  before update on public.blogs
  for each row execute function private.stamp_updated_at();
