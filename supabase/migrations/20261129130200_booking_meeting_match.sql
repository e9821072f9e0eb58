-- Which lead a booking belongs to: the inquiry reference it carried (the inquiry's id) when that
-- lead exists and is not in the trash; else the newest lead of the last 30 days with the
-- attendee's email (not spam, not in the trash); else none (kept unmatched for an admin).
create function private.match_meeting_inquiry(p_reference text, p_email text, out inquiry_id uuid, out matched_by text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_reference ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    select i.id into inquiry_id
      from public.customer_inquiries i
     where i.id = p_reference::uuid and i.deleted_at is null;
    if inquiry_id is not null then
      matched_by := 'reference';
      return;
    end if;
  end if;
  if coalesce(btrim(p_email), '') <> '' then
    -- lower(email), created_at desc: the customer_inquiries_email_created_idx index.
    select i.id into inquiry_id
      from public.customer_inquiries i
     where lower(i.email) = lower(btrim(p_email))
       and i.created_at >= now() - interval '30 days'
       and i.deleted_at is null
       and i.screening <> 'spam'
     order by i.created_at desc
     limit 1;
    if inquiry_id is not null then
      matched_by := 'email';
    end if;
  end if;
end;
$$;

revoke all on function private.match_meeting_inquiry(text, text) from public, anon, authenticated;

-- A meeting landing on a lead moves it from New to Contacted (first_touched_at follows by the
-- status trigger); a lead already further along keeps its status.
create function private.mark_meeting_lead_contacted(p_inquiry uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.customer_inquiries set status = 'contacted' where id = p_inquiry and status = 'new';
$$;

revoke all on function private.mark_meeting_lead_contacted(uuid) from public, anon, authenticated;
