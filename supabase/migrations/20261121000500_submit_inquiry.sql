-- submit_inquiry(payload): the only way a visitor adds an inquiry.
-- It checks on the server what the forms check in the browser (the same messages),
-- caps sizes, rejects floods, inserts one row and returns its id and created_at only.
-- Any failure raises with a message meant for the visitor and changes nothing.

create function public.submit_inquiry(payload jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  text_fields constant text[] := array[
    'first_name', 'last_name', 'email', 'phone', 'company', 'service_interest',
    'budget_range', 'project_timeline', 'message', 'source_page'];
  field text;
  v jsonb;
  v_first_name text;
  v_last_name text;
  v_email text;
  v_phone text;
  v_company text;
  v_service_interest text;
  v_budget_range text;
  v_project_timeline text;
  v_message text;
  v_source_page text;
  recent integer;
  result public.customer_inquiries;
begin
  if payload is null or jsonb_typeof(payload) <> 'object' then
    raise exception using errcode = '22023', message = 'The inquiry must be a JSON object.';
  end if;
  if octet_length(payload::text) > 20000 then
    raise exception using errcode = '22023', message = 'The inquiry is too large.';
  end if;
  foreach field in array text_fields loop
    v := payload -> field;
    if v is not null and jsonb_typeof(v) not in ('string', 'null') then
      raise exception using errcode = '22023', message = format('The field %s must be text.', field);
    end if;
  end loop;

  v_first_name := btrim(coalesce(payload ->> 'first_name', ''));
  v_last_name := btrim(coalesce(payload ->> 'last_name', ''));
  v_email := btrim(coalesce(payload ->> 'email', ''));
  v_phone := btrim(coalesce(payload ->> 'phone', ''));
  v_company := btrim(coalesce(payload ->> 'company', ''));
  v_service_interest := coalesce(payload ->> 'service_interest', '');
  v_budget_range := coalesce(payload ->> 'budget_range', '');
  v_project_timeline := coalesce(payload ->> 'project_timeline', '');
  v_message := btrim(coalesce(payload ->> 'message', ''));
  v_source_page := coalesce(payload ->> 'source_page', '');

  -- The quick form may send a one-letter first word ('J Smith'): its length rule is on the
  -- whole name, the detailed form's on each part. The server holds the weaker of the two.
  if v_first_name = '' then
    raise exception using errcode = '22023', message = 'First name is required.';
  end if;
  if v_last_name = '' then
    raise exception using errcode = '22023', message = 'Last name is required.';
  end if;
  if char_length(v_first_name) > 100 or char_length(v_last_name) > 100 then
    raise exception using errcode = '22023', message = 'Names must be at most 100 characters.';
  end if;
  if char_length(v_email) > 254
     or v_email !~ '^[A-Za-z0-9._%+''-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$' then
    raise exception using errcode = '22023', message = 'Please enter a valid email address';
  end if;
  if char_length(v_phone) > 40 or v_phone !~ '^[0-9 +().-]*$' then
    raise exception using errcode = '22023', message = 'Please enter a valid phone number.';
  end if;
  if char_length(v_company) > 200 then
    raise exception using errcode = '22023', message = 'Company must be at most 200 characters.';
  end if;
  if v_service_interest not in ('Web Applications', 'Mobile Apps', 'SaaS Solutions',
      'AI & Automation', 'E-commerce', 'Custom Software', 'UI/UX Design',
      'Digital Transformation', 'General Inquiry') then
    raise exception using errcode = '22023', message = 'Please select a service';
  end if;
  if v_budget_range not in ('$5,000 - $15,000', '$15,000 - $50,000', '$50,000 - $100,000',
      '$100,000 - $250,000', '$250,000+', 'To be discussed') then
    raise exception using errcode = '22023', message = 'Please select a budget range';
  end if;
  if v_project_timeline not in ('ASAP (Rush)', '1-2 months', '3-6 months', '6-12 months',
      '12+ months', 'Just exploring', 'To be discussed') then
    raise exception using errcode = '22023', message = 'Please select a timeline';
  end if;
  if char_length(v_message) < 10 then
    raise exception using errcode = '22023', message = 'Message must be at least 10 characters';
  end if;
  if char_length(v_message) > 5000 then
    raise exception using errcode = '22023', message = 'Message must be at most 5000 characters.';
  end if;
  if v_source_page not in ('contact', 'home-detailed', 'home-simple') then
    raise exception using errcode = '22023', message = 'Unknown form.';
  end if;

  -- Floods: one transaction at a time counts and inserts, so a burst cannot slip past.
  perform pg_advisory_xact_lock(hashtext('public.submit_inquiry'));
  select count(*) into recent from public.customer_inquiries c
    where lower(c.email) = lower(v_email) and c.created_at > now() - interval '10 minutes';
  if recent >= 5 then
    raise exception using errcode = 'P0001',
      message = 'Too many inquiries from this email address. Please try again in a few minutes.';
  end if;
  select count(*) into recent from public.customer_inquiries c
    where c.created_at > now() - interval '1 minute';
  if recent >= 30 then
    raise exception using errcode = 'P0001',
      message = 'We are receiving too many inquiries right now. Please try again in a minute.';
  end if;

  insert into public.customer_inquiries as c (first_name, last_name, email, phone, company,
      service_interest, budget_range, project_timeline, message, source_page)
    values (v_first_name, v_last_name, v_email, v_phone, v_company,
      v_service_interest, v_budget_range, v_project_timeline, v_message, v_source_page)
    returning * into result;

  return jsonb_build_object('id', result.id, 'created_at', result.created_at);
end;
$$;

revoke all on function public.submit_inquiry(jsonb) from public;
grant execute on function public.submit_inquiry(jsonb) to anon, authenticated;
