-- Search and social fields of projects and posts: the meta title, meta description and social
-- image the page's head uses. Empty means "computed as before" (the app's defaults from the
-- title, description or excerpt, and the main image), so existing rows need nothing.
-- Who may do what: as for the rest of the row (everyone reads what is public; admins write).

alter table public.portfolios
  add column seo_title text check (char_length(seo_title) <= 200),
  add column seo_description text check (char_length(seo_description) <= 500),
  add column seo_image text check (char_length(seo_image) <= 2000);

alter table public.blogs
  add column seo_title text check (char_length(seo_title) <= 200),
  add column seo_description text check (char_length(seo_description) <= 500),
  add column seo_image text check (char_length(seo_image) <= 2000);
