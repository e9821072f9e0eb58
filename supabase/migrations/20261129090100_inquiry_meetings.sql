-- Meetings booked through a booking tool (Cal.com, Calendly) and reported by its webhook.
-- A meeting belongs to the lead it was matched to (inquiry_id), or to nobody yet: an unmatched
-- booking is kept for an admin to attach. One row per booking in its tool (provider,
-- external_id); a reschedule or a cancellation updates that row.
-- Who may do what: admins read every row; a sales member reads the meetings of their own
-- leads; nobody writes through the API (the booking webhook writes with the service role, and
-- admins attach through an RPC).

create table public.inquiry_meetings (
  id uuid primary key default gen_random_uuid(),
  inquiry_id uuid references public.customer_inquiries (id) on delete cascade,
  provider text not null check (provider in ('cal.com', 'calendly')),
  -- Cal.com: the booking's uid; Calendly: the invitee's URI.
  external_id text not null check (char_length(external_id) between 1 and 500),
  status text not null default 'booked' check (status in ('booked', 'rescheduled', 'cancelled')),
  starts_at timestamptz,
  ends_at timestamptz,
  host_name text check (char_length(host_name) <= 200),
  host_email text check (char_length(host_email) <= 320),
  attendee_name text check (char_length(attendee_name) <= 200),
  attendee_email text check (char_length(attendee_email) <= 320),
  -- The inquiry reference the booking carried back, as received (null when it carried none).
  reference text check (char_length(reference) <= 200),
  -- How it reached its lead: the reference, the attendee's email, or an admin; null while unmatched.
  matched_by text check (matched_by in ('reference', 'email', 'admin')),
  booked_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider, external_id),
  check ((inquiry_id is null) = (matched_by is null))
);

create index inquiry_meetings_inquiry on public.inquiry_meetings (inquiry_id);
create index inquiry_meetings_unmatched on public.inquiry_meetings (booked_at desc) where inquiry_id is null;

alter table public.inquiry_meetings enable row level security;
revoke all on table public.inquiry_meetings from anon, authenticated;
grant select on table public.inquiry_meetings to authenticated;

create policy "Admins can read meetings"
  on public.inquiry_meetings for select to authenticated
  using ((select private.is_admin()));

create policy "Sales members can read their own leads' meetings"
  on public.inquiry_meetings for select to authenticated
  using ((select private.is_sales()) and private.is_own_lead(inquiry_id));

-- A meeting is a touch: the lead it lands on (at insert, or when attached) is touched then, if
-- nothing touched it before.
create function private.mark_meeting_lead_touched()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.inquiry_id is not null and (tg_op = 'INSERT' or old.inquiry_id is distinct from new.inquiry_id) then
    update public.customer_inquiries
       set first_touched_at = new.booked_at
     where id = new.inquiry_id and first_touched_at is null;
  end if;
  return null;
end;
$$;
revoke all on function private.mark_meeting_lead_touched() from public, anon, authenticated;

create trigger inquiry_meetings_touch_lead
  after insert or update of inquiry_id on public.inquiry_meetings
  for each row execute function private.mark_meeting_lead_touched();
