-- The booking page offered to the visitor after an inquiry: submit_inquiry's answer gains
-- `booking`, {host_name, url}: the booking page of the lead's owner (set at insert by the
-- routing trigger) when the owner is an active sales member with one; else the team default
-- (private.booking_settings, host_name null); else null, and the visitor sees the plain
-- thank-you page. The answer is the same whatever the screening said, so a held or spam
-- inquiry cannot be told apart by it. The browser adds the visitor's name and email and the
-- inquiry's reference to the link (supabase/functions/_shared/booking-link.ts); the server
-- sends only the link.
-- submit_inquiry(payload) is redefined whole; everything else in it is exactly as in
-- 20261128090000_submit_inquiry_network_limits.sql and the migrations it names.
-- Who may do what: unchanged (anyone may call submit_inquiry; it is the only way an inquiry is
-- added). private.inquiry_booking_offer is internal.

-- The booking page for a lead of this owner: theirs, else the team default, else null.
create function private.inquiry_booking_offer(p_owner uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select jsonb_build_object('host_name', m.display_name, 'url', m.booking_url)
       from public.team_members m
      where m.user_id = p_owner and m.active and m.role = 'sales' and m.booking_url is not null),
    (select jsonb_build_object('host_name', null, 'url', s.default_url)
       from private.booking_settings s
      where s.default_url is not null));
$$;

revoke all on function private.inquiry_booking_offer(uuid) from public, anon, authenticated;

create or replace function public.submit_inquiry(payload jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- Line breaks, other control characters, and the Unicode line and paragraph separators.
  control_characters constant text := '[\u0001-\u001f\u007f-\u009f\u2028\u2029]';
  network_refusal constant text := 'Too many inquiries from your network in the last few minutes. Please try again later.';
  quick_form constant text := 'home-simple';
  not_provided constant text := 'Not Provided';

  text_fields constant text[] := array[
    'first_name', 'last_name', 'email', 'phone', 'company', 'service_interest',
    'budget_range', 'project_timeline', 'message', 'source_page', 'website',
    'client_user_agent', 'ga_client_id'];
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
  v_attribution jsonb;
  v_consent jsonb;
  v_user_agent text;
  v_ga_client_id text;
  v_first jsonb;
  v_last jsonb;
  v_salesperson text;
  v_claims jsonb;
  v_trusted boolean;
  v_address text;
  v_keys private.client_keys;
  v_settings private.inquiry_screening_settings;
  v_screening text;
  v_reason text;
  result public.customer_inquiries;
begin
  if payload is null or jsonb_typeof(payload) <> 'object' then
    raise exception using errcode = '22023', message = 'The inquiry must be a JSON object.';
  end if;
  if octet_length(payload::text) > 32000 then
    raise exception using errcode = '22023', message = 'The inquiry is too large.';
  end if;
  foreach field in array text_fields loop
    v := payload -> field;
    if v is not null and jsonb_typeof(v) not in ('string', 'null') then
      raise exception using errcode = '22023', message = format('The field %s must be text.', field);
    end if;
  end loop;
  v := payload -> 'form_fill_ms';
  if v is not null and jsonb_typeof(v) not in ('number', 'null') then
    raise exception using errcode = '22023', message = 'The field form_fill_ms must be a number.';
  end if;

  v_first_name := coalesce(private.trim_text(payload ->> 'first_name'), '');
  v_last_name := coalesce(private.trim_text(payload ->> 'last_name'), '');
  v_email := coalesce(private.trim_text(payload ->> 'email'), '');
  v_phone := coalesce(private.trim_text(payload ->> 'phone'), '');
  v_company := coalesce(private.trim_text(payload ->> 'company'), '');
  v_service_interest := coalesce(payload ->> 'service_interest', '');
  v_budget_range := coalesce(payload ->> 'budget_range', '');
  v_project_timeline := coalesce(payload ->> 'project_timeline', '');
  v_message := coalesce(private.trim_text(payload ->> 'message'), '');
  v_source_page := coalesce(payload ->> 'source_page', '');

  if v_source_page not in ('contact', 'home-detailed', 'home-simple') then
    raise exception using errcode = '22023', message = 'Unknown form.';
  end if;

  if v_source_page = quick_form then
    if v_last_name = '' then
      v_last_name := not_provided;
    end if;
    if char_length(v_first_name) = 0
       or char_length(v_first_name || case when v_last_name = not_provided then '' else ' ' || v_last_name end) < 2 then
      raise exception using errcode = '22023', message = 'Name must be at least 2 characters';
    end if;
  else
    if char_length(v_first_name) < 2 then
      raise exception using errcode = '22023', message = 'First name must be at least 2 characters';
    end if;
    if char_length(v_last_name) < 2 then
      raise exception using errcode = '22023', message = 'Last name must be at least 2 characters';
    end if;
  end if;
  if (v_first_name || v_last_name) ~ control_characters then
    raise exception using errcode = '22023', message = 'Names cannot contain line breaks or control characters.';
  end if;
  if char_length(v_first_name) > 100 or char_length(v_last_name) > 100 then
    raise exception using errcode = '22023', message = 'Names must be at most 100 characters.';
  end if;
  if not private.is_valid_email(v_email) then
    raise exception using errcode = '22023', message = 'Please enter a valid email address';
  end if;
  if char_length(v_phone) > 40 or v_phone !~ '^[0-9 +().-]*$' then
    raise exception using errcode = '22023', message = 'Please enter a valid phone number.';
  end if;
  if char_length(v_company) > 200 then
    raise exception using errcode = '22023', message = 'Company must be at most 200 characters.';
  end if;
  if v_company ~ control_characters then
    raise exception using errcode = '22023', message = 'Company cannot contain line breaks or control characters.';
  end if;
  if v_source_page = quick_form then
    if v_service_interest <> 'General Inquiry' then
      raise exception using errcode = '22023', message = 'Please select a service';
    end if;
    if v_budget_range <> 'To be discussed' then
      raise exception using errcode = '22023', message = 'Please select a budget range';
    end if;
    if v_project_timeline <> 'To be discussed' then
      raise exception using errcode = '22023', message = 'Please select a timeline';
    end if;
  else
    if v_service_interest not in ('Web Applications', 'Mobile Apps', 'SaaS Solutions',
        'AI & Automation', 'E-commerce', 'Custom Software', 'UI/UX Design', 'Digital Transformation') then
      raise exception using errcode = '22023', message = 'Please select a service';
    end if;
    if v_budget_range not in ('$5,000 - $15,000', '$15,000 - $50,000', '$50,000 - $100,000',
        '$100,000 - $250,000', '$250,000+') then
      raise exception using errcode = '22023', message = 'Please select a budget range';
    end if;
    if v_project_timeline not in ('ASAP (Rush)', '1-2 months', '3-6 months', '6-12 months',
        '12+ months', 'Just exploring') then
      raise exception using errcode = '22023', message = 'Please select a timeline';
    end if;
  end if;
  if char_length(v_message) < 10 then
    raise exception using errcode = '22023', message = 'Message must be at least 10 characters';
  end if;
  if char_length(v_message) > 5000 then
    raise exception using errcode = '22023', message = 'Message must be at most 5000 characters.';
  end if;

  -- Consent (null when not given).
  v_consent := private.inquiry_consent_from_payload(payload);

  -- The browser: its user agent, and GA's client id only with analytics consent.
  v_user_agent := nullif(left(btrim(regexp_replace(payload ->> 'client_user_agent', control_characters, '', 'g')), 512), '');
  if coalesce((v_consent ->> 'analytics_storage')::boolean, false)
     and payload ->> 'ga_client_id' ~ '^\d{1,40}\.\d{1,20}$' then
    v_ga_client_id := payload ->> 'ga_client_id';
  end if;

  -- Attribution.
  v_attribution := payload -> 'attribution';
  if v_attribution is not null and jsonb_typeof(v_attribution) <> 'null' then
    if jsonb_typeof(v_attribution) <> 'object' then
      raise exception using errcode = '22023', message = 'The attribution must be a JSON object.';
    end if;
    v_first := private.clean_touch(v_attribution -> 'first_touch');
    v_last := private.clean_touch(v_attribution -> 'last_touch');
    v_salesperson := private.attribution_text(v_attribution -> 'salesperson', 100);
    if v_salesperson is not null and not exists (
        select 1 from public.salesperson_links s where s.salesperson_name = v_salesperson and s.is_active) then
      v_salesperson := null;
    end if;
  end if;

  -- Who is asking.
  v_claims := coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb;
  v_trusted := v_claims ->> 'role' = 'service_role';
  select * into v_settings from private.inquiry_screening_settings;
  if coalesce(v_settings.require_verified_submissions, false)
     and not (v_trusted and coalesce(payload -> 'verified' = 'true'::jsonb, false)) then
    raise exception using errcode = 'P0001', message = 'Please complete the verification and try again.';
  end if;
  v_address := case
    when v_trusted and jsonb_typeof(payload -> 'client_forwarded_for') = 'string'
      then private.function_client_address(left(payload ->> 'client_forwarded_for', 2000))
    else private.request_client_address()
  end;
  v_keys := private.client_keys_for(v_address);

  -- The flood rules count what is stored: one submission at a time.
  perform pg_advisory_xact_lock(hashtext('public.submit_inquiry'));
  select verdict.screening, verdict.reason into v_screening, v_reason
    from private.inquiry_screening_verdict(v_keys, v_email, payload) verdict;
  if v_screening = 'refused' then
    raise exception using errcode = 'P0001', message = network_refusal;
  end if;

  insert into public.customer_inquiries as c (first_name, last_name, email, phone, company,
      service_interest, budget_range, project_timeline, message, source_page,
      first_utm_source, first_utm_medium, first_utm_campaign, first_utm_term, first_utm_content,
      first_gclid, first_gbraid, first_wbraid, first_fbclid, first_msclkid, first_li_fat_id,
      first_referrer, first_landing_path, first_touch_at,
      last_utm_source, last_utm_medium, last_utm_campaign, last_utm_term, last_utm_content,
      last_gclid, last_gbraid, last_wbraid, last_fbclid, last_msclkid, last_li_fat_id,
      last_referrer, last_landing_path, last_touch_at,
      salesperson_name, screening, screening_reason,
      consent_version, consent_decided_at, consent_ad_storage, consent_ad_user_data,
      consent_ad_personalization, consent_analytics_storage, consent_gpc,
      client_user_agent, ga_client_id)
    values (v_first_name, v_last_name, v_email, v_phone, v_company,
      v_service_interest, v_budget_range, v_project_timeline, v_message, v_source_page,
      v_first ->> 'utm_source', v_first ->> 'utm_medium', v_first ->> 'utm_campaign',
      v_first ->> 'utm_term', v_first ->> 'utm_content',
      v_first ->> 'gclid', v_first ->> 'gbraid', v_first ->> 'wbraid', v_first ->> 'fbclid',
      v_first ->> 'msclkid', v_first ->> 'li_fat_id',
      v_first ->> 'referrer', v_first ->> 'landing_path', (v_first ->> 'at')::timestamptz,
      v_last ->> 'utm_source', v_last ->> 'utm_medium', v_last ->> 'utm_campaign',
      v_last ->> 'utm_term', v_last ->> 'utm_content',
      v_last ->> 'gclid', v_last ->> 'gbraid', v_last ->> 'wbraid', v_last ->> 'fbclid',
      v_last ->> 'msclkid', v_last ->> 'li_fat_id',
      v_last ->> 'referrer', v_last ->> 'landing_path', (v_last ->> 'at')::timestamptz,
      v_salesperson, v_screening, v_reason,
      v_consent ->> 'version', (v_consent ->> 'decided_at')::timestamptz, (v_consent ->> 'ad_storage')::boolean,
      (v_consent ->> 'ad_user_data')::boolean, (v_consent ->> 'ad_personalization')::boolean,
      (v_consent ->> 'analytics_storage')::boolean, (v_consent ->> 'gpc')::boolean,
      v_user_agent, v_ga_client_id)
    returning * into result;
  if v_keys.client_hash is not null then
    insert into private.inquiry_clients (inquiry_id, client_hash, network_56_hash, network_48_hash, created_at)
      values (result.id, v_keys.client_hash, v_keys.network_56_hash, v_keys.network_48_hash, result.created_at);
  end if;

  perform private.record_recipient_consents(result.id, v_consent);

  return jsonb_build_object('id', result.id, 'created_at', result.created_at,
    'withdrawal_token', private.issue_withdrawal_token(result.id),
    'booking', private.inquiry_booking_offer(result.owner_id));
end;
$$;

revoke all on function public.submit_inquiry(jsonb) from public;
grant execute on function public.submit_inquiry(jsonb) to anon, authenticated;
