-- Site media: the images admins upload for projects and posts (resized in the browser to a
-- few WebP widths before upload, so every stored file is small and of a known type).
-- Who may do what: anyone reads a file by its public URL (the bucket is public, so Supabase
-- serves its files without asking a policy); only admins list, upload, replace and delete.
-- Listing is admin-only on purpose: a draft's images must not be discoverable by visitors.
-- Hosted Supabase already has the storage schema and RLS on storage.objects; this file only
-- adds the bucket and its policies (the local stack creates the same schema at bootstrap).

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('site-media', 'site-media', true, 2097152, array['image/webp', 'image/jpeg'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Admins can list site media"
  on storage.objects for select to authenticated
  using (bucket_id = 'site-media' and (select private.is_admin()));

create policy "Admins can upload site media"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'site-media' and (select private.is_admin()));

create policy "Admins can replace site media"
  on storage.objects for update to authenticated
  using (bucket_id = 'site-media' and (select private.is_admin()))
  with check (bucket_id = 'site-media' and (select private.is_admin()));

create policy "Admins can delete site media"
  on storage.objects for delete to authenticated
  using (bucket_id = 'site-media' and (select private.is_admin()));
