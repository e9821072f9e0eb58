-- Editors edit the content: portfolios (projects and case studies) and blogs, with the same
-- rights admins have on them. Who may do what now: anyone reads what is published, or
-- scheduled and due (unchanged policies); admins and editors read every row and add, change
-- and delete rows. Sales members and other signed-in users get only what visitors get.

drop policy "Admins can read every portfolio" on public.portfolios;
drop policy "Admins can add portfolios" on public.portfolios;
drop policy "Admins can change portfolios" on public.portfolios;
drop policy "Admins can delete portfolios" on public.portfolios;

create policy "Content editors can read every portfolio"
  on public.portfolios for select to authenticated
  using ((select private.is_content_editor()));

create policy "Content editors can add portfolios"
  on public.portfolios for insert to authenticated
  with check ((select private.is_content_editor()));

create policy "Content editors can change portfolios"
  on public.portfolios for update to authenticated
  using ((select private.is_content_editor()))
  with check ((select private.is_content_editor()));

create policy "Content editors can delete portfolios"
  on public.portfolios for delete to authenticated
  using ((select private.is_content_editor()));

drop policy "Admins can read every blog" on public.blogs;
drop policy "Admins can add blogs" on public.blogs;
drop policy "Admins can change blogs" on public.blogs;
drop policy "Admins can delete blogs" on public.blogs;

create policy "Content editors can read every blog"
  on public.blogs for select to authenticated
  using ((select private.is_content_editor()));

create policy "Content editors can add blogs"
  on public.blogs for insert to authenticated
  with check ((select private.is_content_editor()));

create policy "Content editors can change blogs"
  on public.blogs for update to authenticated
  using ((select private.is_content_editor()))
  with check ((select private.is_content_editor()));

create policy "Content editors can delete blogs"
  on public.blogs for delete to authenticated
  using ((select private.is_content_editor()));
