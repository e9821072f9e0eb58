-- Site media is edited by admins and editors: they list, upload, replace and delete the
-- files of the site-media bucket (anyone still reads a file by its public URL; listing stays
-- with content editors so a draft's images are not discoverable by visitors).

drop policy "Admins can list site media" on storage.objects;
drop policy "Admins can upload site media" on storage.objects;
drop policy "Admins can replace site media" on storage.objects;
drop policy "Admins can delete site media" on storage.objects;

create policy "Content editors can list site media"
  on storage.objects for select to authenticated
  using (bucket_id = 'site-media' and (select private.is_content_editor()));

create policy "Content editors can upload site media"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'site-media' and (select private.is_content_editor()));

create policy "Content editors can replace site media"
  on storage.objects for update to authenticated
  using (bucket_id = 'site-media' and (select private.is_content_editor()))
  with check (bucket_id = 'site-media' and (select private.is_content_editor()));

create policy "Content editors can delete site media"
  on storage.objects for delete to authenticated
  using (bucket_id = 'site-media' and (select private.is_content_editor()));
