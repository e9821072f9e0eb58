-- The team's default booking page: offered to a visitor whose lead has no owner with a booking
-- page of their own (no owner, or an owner without one). One row; no link means the visitor
-- sees the plain thank-you page. Held to the booking link rule (private.booking_url_refusal).
-- Who may do what: admins read and change it through get_booking_settings() and
-- set_booking_settings(); no API role reads the table itself (it is in private).

create table private.booking_settings (
  id boolean primary key default true check (id),
  default_url text check (private.booking_url_refusal(default_url) is null),
  updated_at timestamptz not null default now()
);

insert into private.booking_settings (id) values (true);

revoke all on table private.booking_settings from public, anon, authenticated;

-- The team default, for the Team screen.
create function public.get_booking_settings()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('see the booking settings');
  return (select jsonb_build_object('default_url', s.default_url) from private.booking_settings s);
end;
$$;

revoke all on function public.get_booking_settings() from public, anon;
grant execute on function public.get_booking_settings() to authenticated, service_role;

-- Sets the team default (null or blank clears it; white space around it is trimmed). A link breaking the rule is refused with
-- its sentence and nothing changes.
create function public.set_booking_settings(p_default_url text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  wanted text := nullif(private.trim_text(p_default_url), '');
  refusal text := private.booking_url_refusal(wanted);
begin
  perform private.require_admin('change the booking settings');
  if refusal is not null then
    raise exception using errcode = 'P0001', message = refusal;
  end if;
  update private.booking_settings s set default_url = wanted, updated_at = now();
  return jsonb_build_object('default_url', wanted);
end;
$$;

revoke all on function public.set_booking_settings(text) from public, anon;
grant execute on function public.set_booking_settings(text) to authenticated, service_role;
