-- The team in the audit trail, and the trail for editors.
--   team_members: a member invited (insert), their role, activation or name changed (update),
--   removed (delete) is recorded as kind 'team' under the member's user id, labelled with
--   their email.
--   Editors read the history of content (portfolio, blog, media), for the history panel on
--   the edit pages; record_history answers them for those kinds and refuses the rest.
-- Who may do what: admins read every row of the trail and call both RPCs; editors read the
-- content kinds and call record_history for them; sales and everyone else read nothing (42501
-- from the RPCs).

create trigger team_members_audit
  after insert or update or delete on public.team_members
  for each row execute function private.audit_row_change(
    'team', 'user_id', 'email', '*', '', 'user_id,created_at');

-- The kinds an editor may read: the content they edit.
create function private.audit_content_kind(kind text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select kind in ('portfolio', 'blog', 'media');
$$;

revoke all on function private.audit_content_kind(text) from public, anon;
grant execute on function private.audit_content_kind(text) to authenticated;

create policy "Editors can read the history of content"
  on public.audit_events for select to authenticated
  using (private.audit_content_kind(kind) and (select private.is_content_editor()));

create or replace function public.record_history(p_kind text, p_record_id text)
returns setof public.audit_events
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not ((select private.is_admin())
          or (private.audit_content_kind(p_kind) and (select private.is_content_editor()))) then
    raise exception 'Only admins can read the history of a record' using errcode = '42501';
  end if;
  return query
    select e.*
    from public.audit_events e
    where e.kind = any(private.audit_history_kinds(p_kind))
      and e.record_id = p_record_id
    order by e.id desc
    limit 200;
end;
$$;

revoke all on function public.record_history(text, text) from public, anon;
grant execute on function public.record_history(text, text) to authenticated;
