-- An admin attaches a booking to its lead (an unmatched one, or one matched to the wrong lead);
-- the lead moves from New to Contacted as with a matched delivery, and is touched by the
-- meetings trigger. Who may do what: admins only.
create function public.attach_meeting(p_meeting uuid, p_inquiry uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('attach a meeting to a lead');
  if not exists (select 1 from public.customer_inquiries i where i.id = p_inquiry and i.deleted_at is null) then
    raise exception 'That lead does not exist or is in the trash.' using errcode = 'P0001';
  end if;
  update public.inquiry_meetings
     set inquiry_id = p_inquiry, matched_by = 'admin', updated_at = now()
   where id = p_meeting;
  if not found then
    raise exception 'That meeting no longer exists.' using errcode = 'P0001';
  end if;
  perform private.mark_meeting_lead_contacted(p_inquiry);
end;
$$;

revoke all on function public.attach_meeting(uuid, uuid) from public, anon;
grant execute on function public.attach_meeting(uuid, uuid) to authenticated;
