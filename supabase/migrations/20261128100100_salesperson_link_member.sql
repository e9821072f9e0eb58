-- A salesperson link speaks for one sales member (a member may have several links): the leads
-- that arrive through it become theirs (see inquiry_owner). Admins tie links to members with
-- rpc/set_member_links; a member removed from the team leaves the link untied.
-- Who may do what: admins as before (every link, every change); a sales member reads the links
-- tied to them and changes none.

alter table public.salesperson_links
  add column member_id uuid references public.team_members (user_id) on delete set null;

create index salesperson_links_member_idx on public.salesperson_links (member_id) where member_id is not null;

create policy "Sales members can read their own links"
  on public.salesperson_links for select to authenticated
  using ((select private.is_sales()) and member_id = (select auth.uid()));
