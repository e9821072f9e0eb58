-- submit_inquiry(payload), redefined to answer, besides the new row's id and created_at, the
-- inquiry's withdrawal secret (withdrawal_token: private.issue_withdrawal_token, null when the
-- lead carries no consent to withdraw), which the browser keeps to withdraw that consent
-- later (rpc/withdraw_consent). A spam inquiry gets one too, so its answer looks the same.
-- Everything else is exactly as in 20261125008100_submit_inquiry_client_context.sql.
-- Who may do what: unchanged (anyone may call it; it is the only way an inquiry is added).

create or replace function public.submit_inquiry(payload jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- Flood thresholds (see above).
  network_window constant interval := interval '10 minutes';
  network_hold_from constant integer := 10;
  network_refuse_from constant integer := 30;
  email_window constant interval := interval '10 minutes';
  email_hold_from constant integer := 5;
  overall_window constant interval := interval '1 minute';
  overall_hold_from constant integer := 30;
  held_window constant interval := interval '1 hour';
  held_ceiling constant integer := 200;
  -- Line breaks, other control characters, and the Unicode line and paragraph separators.
  control_characters constant text := '[\u0001-\u001f\u007f-\u009f\u2028\u2029]';
  network_refusal constant text := 'Too many inquiries from your network in the last few minutes. Please try again later.';
  -- People need longer than this to fill in either form.
  min_fill_ms constant integer := 3000;
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
  v_client_hash text;
  v_settings private.inquiry_screening_settings;
  v_screening text := 'clear';
  v_reason text;
  recent integer;
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
      then private.client_address_from_chain(left(payload ->> 'client_forwarded_for', 2000),
        (select s.trusted_proxy_hops from private.client_address_settings s))
    else private.request_client_address()
  end;
  if v_address is not null then
    v_client_hash := encode(sha256(convert_to(v_settings.client_hash_salt || '|' || v_address, 'UTF8')), 'hex');
  end if;

  perform pg_advisory_xact_lock(hashtext('public.submit_inquiry'));

  if v_client_hash is not null then
    select count(*) into recent from private.inquiry_clients k
      where k.client_hash = v_client_hash and k.created_at > now() - network_window;
    if recent >= network_refuse_from then
      raise exception using errcode = 'P0001', message = network_refusal;
    end if;
    if recent >= network_hold_from then
      v_screening := 'held';
      v_reason := 'client_rate';
    end if;
  end if;
  if v_reason is null then
    select count(*) into recent from public.customer_inquiries c
      where lower(c.email) = lower(v_email) and c.created_at > now() - email_window;
    if recent >= email_hold_from then
      v_screening := 'held';
      v_reason := 'email_rate';
    end if;
  end if;
  if v_reason is null then
    select coalesce(sum(least(per_client.n, network_hold_from)), 0) into recent
      from (
        select count(*) as n
        from public.customer_inquiries c
        left join private.inquiry_clients k on k.inquiry_id = c.id
        where c.created_at > now() - overall_window and c.screening <> 'spam'
        group by coalesce(k.client_hash, c.id::text)
      ) per_client;
    if recent >= overall_hold_from then
      v_screening := 'held';
      v_reason := 'overall_rate';
    end if;
  end if;
  -- Bot signals outrank the thresholds: a bot's inquiry is spam whatever the traffic.
  if coalesce(private.trim_text(payload ->> 'website'), '') <> '' then
    v_screening := 'spam';
    v_reason := 'honeypot';
  elsif jsonb_typeof(payload -> 'form_fill_ms') = 'number' and (payload ->> 'form_fill_ms')::numeric < min_fill_ms then
    v_screening := 'spam';
    v_reason := 'too_fast';
  end if;

  if v_screening = 'held' and v_client_hash is not null then
    select count(*) into recent from public.customer_inquiries c
      where c.screening = 'held' and c.created_at > now() - held_window;
    if recent >= held_ceiling and exists (
        select 1 from private.inquiry_clients k
        join public.customer_inquiries c on c.id = k.inquiry_id
        where k.client_hash = v_client_hash and k.created_at > now() - held_window and c.screening = 'held') then
      raise exception using errcode = 'P0001', message = network_refusal;
    end if;
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
  if v_client_hash is not null then
    insert into private.inquiry_clients (inquiry_id, client_hash, created_at)
      values (result.id, v_client_hash, result.created_at);
  end if;

  return jsonb_build_object('id', result.id, 'created_at', result.created_at, -- [i28-withdrawal]
    'withdrawal_token', private.issue_withdrawal_token(result.id)); -- [i28-withdrawal]
end;
$$;

revoke all on function public.submit_inquiry(jsonb) from public;
grant execute on function public.submit_inquiry(jsonb) to anon, authenticated;
