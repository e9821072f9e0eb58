-- The schema every migration in supabase/migrations leaves behind, printed from a freshly
-- migrated database by `npm run db:types` (scripts/db/types/schema-snapshot.ts). Do not edit:
-- change a migration, then regenerate. A function here is its current body; the migration
-- that wrote it is the newest one that defines it.

-- Schemas and extensions
create schema private;
create extension pg_trgm with schema extensions;
-- Types
create type private.client_keys as (client_hash text, network_56_hash text, network_48_hash text);

-- Table private.booking_settings
create table private.booking_settings (
  id boolean default true not null,
  default_url text,
  updated_at timestamp with time zone default now() not null,
  constraint booking_settings_default_url_check CHECK ((private.booking_url_refusal(default_url) IS NULL)),
  constraint booking_settings_id_check CHECK (id),
  constraint booking_settings_pkey PRIMARY KEY (id)
);

-- Table private.booking_webhook_deliveries
create table private.booking_webhook_deliveries (
  provider text not null,
  body_sha256 text not null,
  received_at timestamp with time zone default now() not null,
  constraint booking_webhook_deliveries_body_sha256_check CHECK ((body_sha256 ~ '^[0-9a-f]{64}$'::text)),
  constraint booking_webhook_deliveries_pkey PRIMARY KEY (provider, body_sha256),
  constraint booking_webhook_deliveries_provider_check CHECK ((provider = ANY (ARRAY['cal.com'::text, 'calendly'::text])))
);
alter table private.booking_webhook_deliveries enable row level security;

-- Table private.booking_webhook_secrets
create table private.booking_webhook_secrets (
  provider text not null,
  secret text not null,
  hint text not null,
  created_at timestamp with time zone default now() not null,
  constraint booking_webhook_secrets_pkey PRIMARY KEY (provider),
  constraint booking_webhook_secrets_provider_check CHECK ((provider = ANY (ARRAY['cal.com'::text, 'calendly'::text]))),
  constraint booking_webhook_secrets_secret_check CHECK ((secret ~ '^[0-9a-f]{64}$'::text))
);
alter table private.booking_webhook_secrets enable row level security;

-- Table private.client_address_settings
create table private.client_address_settings (
  singleton boolean default true not null,
  trusted_proxy_hops integer default 2 not null,
  function_proxy_hops integer default 2 not null,
  constraint client_address_settings_function_proxy_hops_check CHECK (((function_proxy_hops >= 1) AND (function_proxy_hops <= 5))),
  constraint client_address_settings_pkey PRIMARY KEY (singleton),
  constraint client_address_settings_singleton_check CHECK (singleton),
  constraint client_address_settings_trusted_proxy_hops_check CHECK (((trusted_proxy_hops >= 1) AND (trusted_proxy_hops <= 5))) NOT VALID
);
alter table private.client_address_settings enable row level security;
CREATE TRIGGER client_address_settings_audit AFTER INSERT OR UPDATE ON private.client_address_settings FOR EACH ROW EXECUTE FUNCTION private.audit_row_change('screening_settings', '=client_address', '=Client address', '*', '', 'singleton');

-- Table private.content_changes
create table private.content_changes (
  id bigint generated always as identity not null,
  table_name text not null,
  row_id uuid not null,
  operation text not null,
  changed_at timestamp with time zone default now() not null,
  constraint content_changes_operation_check CHECK ((operation = ANY (ARRAY['insert'::text, 'update'::text, 'delete'::text]))),
  constraint content_changes_pkey PRIMARY KEY (id),
  constraint content_changes_table_name_check CHECK ((table_name = ANY (ARRAY['portfolios'::text, 'blogs'::text])))
);
alter table private.content_changes enable row level security;
CREATE INDEX content_changes_changed_at_idx ON private.content_changes USING btree (changed_at);

-- Table private.conversion_destination_secrets
create table private.conversion_destination_secrets (
  platform text not null,
  secret text not null,
  updated_at timestamp with time zone default now() not null,
  constraint conversion_destination_secrets_pkey PRIMARY KEY (platform),
  constraint conversion_destination_secrets_platform_fkey FOREIGN KEY (platform) REFERENCES public.conversion_destinations(platform) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED
);
alter table private.conversion_destination_secrets enable row level security;

-- Table private.conversion_feed_token
create table private.conversion_feed_token (
  id boolean default true not null,
  token_hash text,
  updated_at timestamp with time zone default now() not null,
  constraint conversion_feed_token_id_check CHECK (id),
  constraint conversion_feed_token_pkey PRIMARY KEY (id),
  constraint conversion_feed_token_token_hash_check CHECK ((token_hash ~ '^[0-9a-f]{64}$'::text))
);
alter table private.conversion_feed_token enable row level security;

-- Table private.inquiry_clients
create table private.inquiry_clients (
  inquiry_id uuid not null,
  client_hash text not null,
  created_at timestamp with time zone default now() not null,
  network_56_hash text,
  network_48_hash text,
  constraint inquiry_clients_client_hash_check CHECK ((client_hash ~ '^[0-9a-f]{64}$'::text)),
  constraint inquiry_clients_inquiry_id_fkey FOREIGN KEY (inquiry_id) REFERENCES public.customer_inquiries(id) ON DELETE CASCADE,
  constraint inquiry_clients_network_48_hash_check CHECK ((network_48_hash ~ '^[0-9a-f]{64}$'::text)),
  constraint inquiry_clients_network_56_hash_check CHECK ((network_56_hash ~ '^[0-9a-f]{64}$'::text)),
  constraint inquiry_clients_pkey PRIMARY KEY (inquiry_id)
);
alter table private.inquiry_clients enable row level security;
CREATE INDEX inquiry_clients_network_48_recent_idx ON private.inquiry_clients USING btree (network_48_hash, created_at DESC) WHERE (network_48_hash IS NOT NULL);
CREATE INDEX inquiry_clients_network_56_recent_idx ON private.inquiry_clients USING btree (network_56_hash, created_at DESC) WHERE (network_56_hash IS NOT NULL);
CREATE INDEX inquiry_clients_recent_idx ON private.inquiry_clients USING btree (client_hash, created_at DESC);

-- Table private.inquiry_flood_settings
create table private.inquiry_flood_settings (
  singleton boolean default true not null,
  ipv4_hold_from integer default 10 not null,
  ipv4_refuse_from integer default 30 not null,
  ipv6_64_hold_from integer default 10 not null,
  ipv6_64_refuse_from integer default 30 not null,
  ipv6_56_hold_from integer default 10 not null,
  ipv6_56_refuse_from integer default 30 not null,
  ipv6_48_hold_from integer default 10 not null,
  ipv6_48_refuse_from integer default 30 not null,
  email_hold_from integer default 5 not null,
  overall_hold_from integer default 30 not null,
  held_ceiling_per_hour integer default 200 not null,
  spam_ceiling_per_hour integer default 200 not null,
  constraint inquiry_flood_settings_pkey PRIMARY KEY (singleton),
  constraint inquiry_flood_settings_singleton_check CHECK (singleton)
);
alter table private.inquiry_flood_settings enable row level security;
CREATE TRIGGER inquiry_flood_settings_audit AFTER INSERT OR UPDATE ON private.inquiry_flood_settings FOR EACH ROW EXECUTE FUNCTION private.audit_row_change('screening_settings', '=flood', '=Flood limits', '*', '', 'singleton');
CREATE TRIGGER inquiry_flood_settings_check BEFORE INSERT OR UPDATE ON private.inquiry_flood_settings FOR EACH ROW EXECUTE FUNCTION private.check_inquiry_flood_settings();

-- Table private.inquiry_screening_settings
create table private.inquiry_screening_settings (
  singleton boolean default true not null,
  client_hash_salt text default replace(((gen_random_uuid())::text || (gen_random_uuid())::text), '-'::text, ''::text) not null,
  require_verified_submissions boolean default false not null,
  constraint inquiry_screening_settings_pkey PRIMARY KEY (singleton),
  constraint inquiry_screening_settings_singleton_check CHECK (singleton)
);
alter table private.inquiry_screening_settings enable row level security;
CREATE TRIGGER inquiry_screening_settings_audit AFTER INSERT OR UPDATE ON private.inquiry_screening_settings FOR EACH ROW EXECUTE FUNCTION private.audit_row_change('screening_settings', '=screening', '=Screening', '*', 'client_hash_salt', 'singleton');

-- Table private.inquiry_withdrawal_tokens
create table private.inquiry_withdrawal_tokens (
  inquiry_id uuid not null,
  token_hash text not null,
  created_at timestamp with time zone default now() not null,
  constraint inquiry_withdrawal_tokens_inquiry_id_fkey FOREIGN KEY (inquiry_id) REFERENCES public.customer_inquiries(id) ON DELETE CASCADE,
  constraint inquiry_withdrawal_tokens_pkey PRIMARY KEY (inquiry_id),
  constraint inquiry_withdrawal_tokens_token_hash_check CHECK ((token_hash ~ '^[0-9a-f]{64}$'::text))
);
alter table private.inquiry_withdrawal_tokens enable row level security;

-- Table private.iso_currencies
create table private.iso_currencies (
  code text not null,
  constraint iso_currencies_code_check CHECK ((code ~ '^[A-Z]{3}$'::text)),
  constraint iso_currencies_pkey PRIMARY KEY (code)
);
alter table private.iso_currencies enable row level security;

-- Table private.lead_routing_settings
create table private.lead_routing_settings (
  id boolean default true not null,
  round_robin_enabled boolean default true not null,
  constraint lead_routing_settings_id_check CHECK (id),
  constraint lead_routing_settings_pkey PRIMARY KEY (id)
);

-- Table private.lead_routing_state
create table private.lead_routing_state (
  id boolean default true not null,
  virtual_time numeric default 0 not null,
  constraint lead_routing_state_id_check CHECK (id),
  constraint lead_routing_state_pkey PRIMARY KEY (id)
);

-- Table private.lead_routing_turns
create table private.lead_routing_turns (
  user_id uuid not null,
  pass numeric not null,
  assigned bigint default 0 not null,
  constraint lead_routing_turns_pkey PRIMARY KEY (user_id),
  constraint lead_routing_turns_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.team_members(user_id) ON DELETE CASCADE
);

-- Table private.notification_destination_secrets
create table private.notification_destination_secrets (
  destination_id uuid not null,
  signing_secret text not null,
  updated_at timestamp with time zone default now() not null,
  constraint notification_destination_secrets_destination_id_fkey FOREIGN KEY (destination_id) REFERENCES public.notification_destinations(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  constraint notification_destination_secrets_pkey PRIMARY KEY (destination_id)
);
alter table private.notification_destination_secrets enable row level security;

-- Table private.notification_settings_secrets
create table private.notification_settings_secrets (
  id boolean default true not null,
  email_api_key text not null,
  updated_at timestamp with time zone default now() not null,
  constraint notification_settings_secrets_id_check CHECK (id),
  constraint notification_settings_secrets_pkey PRIMARY KEY (id)
);
alter table private.notification_settings_secrets enable row level security;

-- Table private.privacy_request_settings
create table private.privacy_request_settings (
  singleton boolean default true not null,
  email_hash_salt text default replace(((gen_random_uuid())::text || (gen_random_uuid())::text), '-'::text, ''::text) not null,
  email_hmac_key bytea default extensions.gen_random_bytes(32) not null,
  constraint privacy_request_settings_email_hmac_key_check CHECK ((octet_length(email_hmac_key) = 32)),
  constraint privacy_request_settings_pkey PRIMARY KEY (singleton),
  constraint privacy_request_settings_singleton_check CHECK (singleton)
);
alter table private.privacy_request_settings enable row level security;
CREATE TRIGGER privacy_request_settings_audit AFTER UPDATE ON private.privacy_request_settings FOR EACH ROW EXECUTE FUNCTION private.audit_row_change('privacy_settings', '=privacy_requests', '=Data-subject request keys', '*', 'email_hash_salt,email_hmac_key', 'singleton');

-- Table private.publish_settings
create table private.publish_settings (
  id boolean default true not null,
  build_hook_url text,
  auto_publish boolean default false not null,
  updated_at timestamp with time zone default now() not null,
  publish_window_seconds integer default 60 not null,
  builds_per_hour integer default 10 not null,
  constraint publish_settings_build_hook_url_check CHECK (((private.build_hook_url_refusal(build_hook_url) IS NULL) AND (char_length(build_hook_url) <= 2000))),
  constraint publish_settings_builds_per_hour_check CHECK (((builds_per_hour >= 1) AND (builds_per_hour <= 120))),
  constraint publish_settings_id_check CHECK (id),
  constraint publish_settings_pkey PRIMARY KEY (id),
  constraint publish_settings_publish_window_seconds_check CHECK (((publish_window_seconds >= 0) AND (publish_window_seconds <= 3600)))
);
alter table private.publish_settings enable row level security;
CREATE TRIGGER publish_settings_audit AFTER INSERT OR UPDATE ON private.publish_settings FOR EACH ROW EXECUTE FUNCTION private.audit_row_change('publish_settings', '=settings', '=Publishing settings', '*', 'build_hook_url', 'id,updated_at');

-- Table public.audit_events
create table public.audit_events (
  id bigint generated always as identity not null,
  at timestamp with time zone default now() not null,
  actor_id uuid,
  actor_label text default 'system'::text not null,
  kind text not null,
  action text not null,
  record_id text,
  record_label text,
  changes jsonb default '{}'::jsonb not null,
  network text,
  constraint audit_events_action_check CHECK ((action ~ '^[a-z_]{1,40}$'::text)),
  constraint audit_events_actor_label_check CHECK ((char_length(actor_label) <= 320)),
  constraint audit_events_changes_check CHECK ((jsonb_typeof(changes) = 'object'::text)),
  constraint audit_events_kind_check CHECK ((kind ~ '^[a-z_]{1,40}$'::text)),
  constraint audit_events_network_check CHECK ((char_length(network) <= 64)),
  constraint audit_events_pkey PRIMARY KEY (id),
  constraint audit_events_record_id_check CHECK ((char_length(record_id) <= 1100)),
  constraint audit_events_record_label_check CHECK ((char_length(record_label) <= 300))
);
alter table public.audit_events enable row level security;
CREATE INDEX audit_events_actor_idx ON public.audit_events USING btree (actor_id, id DESC) WHERE (actor_id IS NOT NULL);
CREATE INDEX audit_events_at_idx ON public.audit_events USING btree (at);
CREATE INDEX audit_events_kind_idx ON public.audit_events USING btree (kind, id DESC);
CREATE INDEX audit_events_record_idx ON public.audit_events USING btree (record_id, id DESC);
create policy "Admins can read the audit trail" on public.audit_events for select to authenticated using (( SELECT private.is_admin() AS is_admin));
create policy "Editors can read the history of content" on public.audit_events for select to authenticated using ((private.audit_content_kind(kind) AND ( SELECT private.is_content_editor() AS is_content_editor)));
grant select on table public.audit_events to authenticated;
grant select on table public.audit_events to service_role;
CREATE TRIGGER audit_events_append_only BEFORE DELETE OR UPDATE ON public.audit_events FOR EACH ROW EXECUTE FUNCTION private.refuse_audit_event_change();
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON public.audit_events FOR EACH STATEMENT EXECUTE FUNCTION private.refuse_audit_event_change();

-- Table public.blogs
create table public.blogs (
  id uuid default gen_random_uuid() not null,
  slug text,
  title text not null,
  excerpt text default ''::text not null,
  content text not null,
  author jsonb not null,
  published_date timestamp with time zone default now() not null,
  category text default 'General'::text not null,
  featured_image text,
  tags text[] default '{}'::text[] not null,
  reading_time integer default 5 not null,
  featured boolean default false not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  status text default 'published'::text not null,
  publish_at timestamp with time zone,
  seo_title text,
  seo_description text,
  seo_image text,
  constraint blogs_author_check CHECK (((jsonb_typeof(author) = 'object'::text) AND (jsonb_typeof((author -> 'name'::text)) = 'string'::text) AND ((char_length(btrim((author ->> 'name'::text))) >= 1) AND (char_length(btrim((author ->> 'name'::text))) <= 200)))),
  constraint blogs_category_check CHECK ((char_length(category) <= 100)),
  constraint blogs_content_check CHECK (((char_length(btrim(content)) >= 1) AND (char_length(btrim(content)) <= 200000))),
  constraint blogs_excerpt_check CHECK ((char_length(excerpt) <= 2000)),
  constraint blogs_featured_image_check CHECK ((char_length(featured_image) <= 2000)),
  constraint blogs_pkey PRIMARY KEY (id),
  constraint blogs_reading_time_check CHECK (((reading_time >= 1) AND (reading_time <= 1000))),
  constraint blogs_scheduled_has_time CHECK (((status <> 'scheduled'::text) OR (publish_at IS NOT NULL))),
  constraint blogs_seo_description_check CHECK ((char_length(seo_description) <= 500)),
  constraint blogs_seo_image_check CHECK ((char_length(seo_image) <= 2000)),
  constraint blogs_seo_title_check CHECK ((char_length(seo_title) <= 200)),
  constraint blogs_slug_check CHECK (((slug IS NULL) OR ((slug ~ '^[^[:space:]/?#]+$'::text) AND (char_length(slug) <= 300)))),
  constraint blogs_slug_key UNIQUE (slug),
  constraint blogs_status_check CHECK ((status = ANY (ARRAY['draft'::text, 'scheduled'::text, 'published'::text]))),
  constraint blogs_tags_check CHECK ((cardinality(tags) <= 30)),
  constraint blogs_title_check CHECK (((char_length(btrim(title)) >= 1) AND (char_length(btrim(title)) <= 300)))
);
alter table public.blogs enable row level security;
CREATE INDEX blogs_published_date_idx ON public.blogs USING btree (published_date DESC);
CREATE INDEX blogs_scheduled_idx ON public.blogs USING btree (publish_at) WHERE (status = 'scheduled'::text);
create policy "Anyone can read published blogs" on public.blogs for select to anon, authenticated using (((status = 'published'::text) OR ((status = 'scheduled'::text) AND (publish_at <= now()))));
create policy "Content editors can add blogs" on public.blogs for insert to authenticated with check (( SELECT private.is_content_editor() AS is_content_editor));
create policy "Content editors can change blogs" on public.blogs for update to authenticated using (( SELECT private.is_content_editor() AS is_content_editor)) with check (( SELECT private.is_content_editor() AS is_content_editor));
create policy "Content editors can delete blogs" on public.blogs for delete to authenticated using (( SELECT private.is_content_editor() AS is_content_editor));
create policy "Content editors can read every blog" on public.blogs for select to authenticated using (( SELECT private.is_content_editor() AS is_content_editor));
grant select on table public.blogs to anon;
grant select, insert, update, delete on table public.blogs to authenticated;
grant select, insert, update, delete, truncate, references, trigger on table public.blogs to service_role;
CREATE TRIGGER blogs_audit AFTER INSERT OR DELETE OR UPDATE ON public.blogs FOR EACH ROW EXECUTE FUNCTION private.audit_content_change('blog');
CREATE TRIGGER blogs_auto_publish AFTER INSERT OR DELETE OR UPDATE ON public.blogs FOR EACH STATEMENT EXECUTE FUNCTION private.auto_publish_after_change();
CREATE TRIGGER blogs_log_change AFTER INSERT OR DELETE OR UPDATE ON public.blogs FOR EACH ROW EXECUTE FUNCTION private.log_content_change();
CREATE TRIGGER blogs_stamp_updated_at BEFORE UPDATE ON public.blogs FOR EACH ROW EXECUTE FUNCTION private.stamp_updated_at();

-- Table public.conversion_deliveries
create table public.conversion_deliveries (
  id uuid default gen_random_uuid() not null,
  conversion_id uuid not null,
  platform text not null,
  state text default 'queued'::text not null,
  skip_reason text,
  attempts integer default 0 not null,
  next_attempt_at timestamp with time zone,
  locked_until timestamp with time zone,
  last_attempt_at timestamp with time zone,
  platform_message text,
  sent_at timestamp with time zone,
  sent_value numeric(14,2),
  sent_currency text,
  created_at timestamp with time zone default now() not null,
  adjustment text,
  adjusted_at timestamp with time zone,
  adjusted_value numeric(14,2),
  adjusted_currency text,
  constraint conversion_deliveries_adjustment_check CHECK ((adjustment = ANY (ARRAY['pending'::text, 'sent'::text, 'unsupported'::text]))),
  constraint conversion_deliveries_attempts_check CHECK ((attempts >= 0)),
  constraint conversion_deliveries_conversion_id_fkey FOREIGN KEY (conversion_id) REFERENCES public.conversions(id) ON DELETE CASCADE,
  constraint conversion_deliveries_conversion_id_platform_key UNIQUE (conversion_id, platform),
  constraint conversion_deliveries_pkey PRIMARY KEY (id),
  constraint conversion_deliveries_platform_check CHECK ((platform = ANY (ARRAY['google_ads'::text, 'meta'::text, 'ga4'::text, 'linkedin'::text]))),
  constraint conversion_deliveries_platform_message_check CHECK ((char_length(platform_message) <= 500)),
  constraint conversion_deliveries_skip_reason CHECK (((state = 'skipped'::text) = (skip_reason IS NOT NULL))),
  constraint conversion_deliveries_skip_reason_check CHECK ((skip_reason = ANY (ARRAY['no_consent'::text, 'consent_withdrawn'::text, 'no_click_id'::text, 'no_client_id'::text, 'too_old'::text, 'trashed'::text, 'ga4_export_window'::text]))),
  constraint conversion_deliveries_state_check CHECK ((state = ANY (ARRAY['queued'::text, 'sending'::text, 'retrying'::text, 'sent'::text, 'accepted'::text, 'rejected'::text, 'skipped'::text])))
);
alter table public.conversion_deliveries enable row level security;
CREATE INDEX conversion_deliveries_created_idx ON public.conversion_deliveries USING btree (created_at DESC);
CREATE INDEX conversion_deliveries_due_idx ON public.conversion_deliveries USING btree (next_attempt_at) WHERE (state = ANY (ARRAY['queued'::text, 'sending'::text, 'retrying'::text]));
create policy "Admins can read conversion deliveries" on public.conversion_deliveries for select to authenticated using (( SELECT private.is_admin() AS is_admin));
grant select on table public.conversion_deliveries to authenticated;
grant select, insert, update, delete, truncate, references, trigger on table public.conversion_deliveries to service_role;
CREATE TRIGGER conversion_deliveries_request_delivery AFTER INSERT ON public.conversion_deliveries REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION private.request_conversion_delivery();

-- Table public.conversion_destinations
create table public.conversion_destinations (
  platform text not null,
  enabled boolean default false not null,
  settings jsonb default '{}'::jsonb not null,
  secret text,
  secret_hint text,
  updated_at timestamp with time zone default now() not null,
  attention_since timestamp with time zone,
  attention_reason text,
  constraint conversion_destinations_attention_reason_check CHECK ((char_length(attention_reason) <= 500)),
  constraint conversion_destinations_pkey PRIMARY KEY (platform),
  constraint conversion_destinations_platform_check CHECK ((platform = ANY (ARRAY['meta'::text, 'ga4'::text, 'linkedin'::text])))
);
alter table public.conversion_destinations enable row level security;
create policy "Admins can add conversion destinations" on public.conversion_destinations for insert to authenticated with check (( SELECT private.is_admin() AS is_admin));
create policy "Admins can change conversion destinations" on public.conversion_destinations for update to authenticated using (( SELECT private.is_admin() AS is_admin)) with check (( SELECT private.is_admin() AS is_admin));
create policy "Admins can read conversion destinations" on public.conversion_destinations for select to authenticated using (( SELECT private.is_admin() AS is_admin));
grant select, insert on table public.conversion_destinations to authenticated;
grant select, insert, update, delete, truncate, references, trigger on table public.conversion_destinations to service_role;
grant update (platform, enabled, settings, secret) on table public.conversion_destinations to authenticated;
CREATE TRIGGER conversion_destinations_audit AFTER INSERT OR DELETE OR UPDATE ON public.conversion_destinations FOR EACH ROW EXECUTE FUNCTION private.audit_row_change('conversion_settings', 'platform', 'platform', '*', 'secret,secret_hint', 'updated_at,attention_since,attention_reason');
CREATE TRIGGER conversion_destinations_check_platform_settings BEFORE INSERT OR UPDATE ON public.conversion_destinations FOR EACH ROW EXECUTE FUNCTION private.check_conversion_destination_platform_settings();
CREATE TRIGGER conversion_destinations_store_secret BEFORE INSERT OR UPDATE ON public.conversion_destinations FOR EACH ROW EXECUTE FUNCTION private.store_conversion_destination_secret();

-- Table public.conversion_settings
create table public.conversion_settings (
  id boolean default true not null,
  qualified_name text default 'Qualified lead'::text not null,
  won_name text default 'Won'::text not null,
  default_currency text default 'USD'::text not null,
  feed_token_hint text,
  updated_at timestamp with time zone default now() not null,
  qualified_counting text default 'one'::text not null,
  won_counting text default 'one'::text not null,
  value_grace_hours integer default 24 not null,
  phone_default_country text,
  constraint conversion_settings_id_check CHECK (id),
  constraint conversion_settings_pkey PRIMARY KEY (id),
  constraint conversion_settings_qualified_counting_check CHECK ((qualified_counting = ANY (ARRAY['one'::text, 'every'::text]))),
  constraint conversion_settings_won_counting_check CHECK ((won_counting = ANY (ARRAY['one'::text, 'every'::text])))
);
alter table public.conversion_settings enable row level security;
create policy "Admins can change the conversion settings" on public.conversion_settings for update to authenticated using (( SELECT private.is_admin() AS is_admin)) with check (( SELECT private.is_admin() AS is_admin));
create policy "Admins can read the conversion settings" on public.conversion_settings for select to authenticated using (( SELECT private.is_admin() AS is_admin));
grant select on table public.conversion_settings to authenticated;
grant select, insert, update, delete, truncate, references, trigger on table public.conversion_settings to service_role;
grant update (qualified_name, won_name, default_currency, qualified_counting, won_counting, value_grace_hours, phone_default_country) on table public.conversion_settings to authenticated;
CREATE TRIGGER conversion_settings_audit AFTER UPDATE ON public.conversion_settings FOR EACH ROW EXECUTE FUNCTION private.audit_row_change('conversion_settings', '=settings', '=Conversion settings', '*', 'feed_token_hint', 'id,updated_at');
CREATE TRIGGER conversion_settings_check BEFORE UPDATE ON public.conversion_settings FOR EACH ROW EXECUTE FUNCTION private.check_conversion_settings();
CREATE TRIGGER conversion_settings_check_phone_country BEFORE UPDATE OF phone_default_country ON public.conversion_settings FOR EACH ROW EXECUTE FUNCTION private.check_conversion_phone_country();

-- Table public.conversions
create table public.conversions (
  id uuid default gen_random_uuid() not null,
  inquiry_id uuid not null,
  stage text not null,
  occurred_at timestamp with time zone not null,
  value numeric(14,2),
  currency text,
  value_changed_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  value_answered_at timestamp with time zone,
  constraint conversions_currency_check CHECK ((currency ~ '^[A-Z]{3}$'::text)),
  constraint conversions_inquiry_id_fkey FOREIGN KEY (inquiry_id) REFERENCES public.customer_inquiries(id) ON DELETE CASCADE,
  constraint conversions_inquiry_id_stage_key UNIQUE (inquiry_id, stage),
  constraint conversions_pkey PRIMARY KEY (id),
  constraint conversions_stage_check CHECK ((stage = ANY (ARRAY['qualified'::text, 'won'::text]))),
  constraint conversions_value_check CHECK ((value >= (0)::numeric)),
  constraint conversions_value_with_currency CHECK (((value IS NULL) = (currency IS NULL)))
);
alter table public.conversions enable row level security;
CREATE INDEX conversions_stage_occurred_idx ON public.conversions USING btree (stage, occurred_at DESC);
create policy "Admins can read conversions" on public.conversions for select to authenticated using (( SELECT private.is_admin() AS is_admin));
create policy "Sales members can read their own leads' conversions" on public.conversions for select to authenticated using ((( SELECT private.is_sales() AS is_sales) AND private.is_own_lead(inquiry_id)));
grant select on table public.conversions to authenticated;
grant select, insert, update, delete, truncate, references, trigger on table public.conversions to service_role;
CREATE TRIGGER conversions_audit AFTER INSERT OR DELETE OR UPDATE ON public.conversions FOR EACH ROW EXECUTE FUNCTION private.audit_row_change('conversion', 'inquiry_id', 'stage', 'stage,occurred_at,value,currency', '', '');
CREATE TRIGGER conversions_queue_deliveries AFTER INSERT ON public.conversions FOR EACH ROW EXECUTE FUNCTION private.queue_conversion_deliveries();

-- Table public.customer_inquiries
create table public.customer_inquiries (
  id uuid default gen_random_uuid() not null,
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text default ''::text not null,
  company text default ''::text not null,
  service_interest text not null,
  budget_range text not null,
  project_timeline text not null,
  message text not null,
  source_page text not null,
  status text default 'new'::text not null,
  created_at timestamp with time zone default now() not null,
  deleted_at timestamp with time zone,
  first_utm_source text,
  first_utm_medium text,
  first_utm_campaign text,
  first_utm_term text,
  first_utm_content text,
  first_gclid text,
  first_gbraid text,
  first_wbraid text,
  first_fbclid text,
  first_msclkid text,
  first_li_fat_id text,
  first_referrer text,
  first_landing_path text,
  first_touch_at timestamp with time zone,
  last_utm_source text,
  last_utm_medium text,
  last_utm_campaign text,
  last_utm_term text,
  last_utm_content text,
  last_gclid text,
  last_gbraid text,
  last_wbraid text,
  last_fbclid text,
  last_msclkid text,
  last_li_fat_id text,
  last_referrer text,
  last_landing_path text,
  last_touch_at timestamp with time zone,
  salesperson_name text,
  lead_source text generated always as (
CASE
    WHEN (last_touch_at IS NULL) THEN '(not recorded)'::text
    ELSE COALESCE(NULLIF(lower(btrim(last_utm_source)), ''::text),
    CASE
        WHEN (COALESCE(last_gclid, last_gbraid, last_wbraid) IS NOT NULL) THEN 'google'::text
        WHEN (last_msclkid IS NOT NULL) THEN 'bing'::text
        WHEN (last_fbclid IS NOT NULL) THEN 'facebook'::text
        WHEN (last_li_fat_id IS NOT NULL) THEN 'linkedin'::text
        ELSE NULL::text
    END, NULLIF(regexp_replace(lower("substring"(last_referrer, '^[A-Za-z][A-Za-z0-9+.-]*://([^/:?#]+)'::text)), '^www\.'::text, ''::text), ''::text), '(direct)'::text)
END) stored,
  lead_medium text generated always as (
CASE
    WHEN (last_touch_at IS NULL) THEN '(not recorded)'::text
    ELSE COALESCE(NULLIF(lower(btrim(last_utm_medium)), ''::text),
    CASE
        WHEN (COALESCE(last_gclid, last_gbraid, last_wbraid, last_msclkid, last_fbclid, last_li_fat_id) IS NOT NULL) THEN 'cpc'::text
        WHEN (NULLIF(btrim(last_utm_source), ''::text) IS NOT NULL) THEN '(not set)'::text
        WHEN (last_referrer ~* '^https?://([^/]*\.)?(google\.[a-z.]+|bing\.com|duckduckgo\.com|yahoo\.[a-z.]+|ecosia\.org|baidu\.com|yandex\.[a-z.]+)(/|$)'::text) THEN 'organic'::text
        WHEN (last_referrer IS NOT NULL) THEN 'referral'::text
        ELSE NULL::text
    END, '(none)'::text)
END) stored,
  screening text default 'clear'::text not null,
  screening_reason text,
  consent_version text,
  consent_decided_at timestamp with time zone,
  consent_ad_storage boolean,
  consent_ad_user_data boolean,
  consent_ad_personalization boolean,
  consent_analytics_storage boolean,
  consent_gpc boolean,
  client_user_agent text,
  ga_client_id text,
  owner_id uuid,
  notes text default ''::text not null,
  first_touched_at timestamp with time zone,
  constraint customer_inquiries_budget_range_check CHECK (((char_length(btrim(budget_range)) >= 1) AND (char_length(btrim(budget_range)) <= 100))),
  constraint customer_inquiries_client_user_agent_check CHECK ((char_length(client_user_agent) <= 512)),
  constraint customer_inquiries_company_check CHECK ((char_length(company) <= 200)),
  constraint customer_inquiries_consent_version_check CHECK (((char_length(consent_version) >= 1) AND (char_length(consent_version) <= 40))),
  constraint customer_inquiries_consent_whole CHECK ((num_nulls(consent_version, consent_decided_at, consent_ad_storage, consent_ad_user_data, consent_ad_personalization, consent_analytics_storage, consent_gpc) = ANY (ARRAY[0, 7]))),
  constraint customer_inquiries_email_check CHECK (((char_length(email) >= 3) AND (char_length(email) <= 254))),
  constraint customer_inquiries_first_fbclid_check CHECK ((char_length(first_fbclid) <= 256)),
  constraint customer_inquiries_first_gbraid_check CHECK ((char_length(first_gbraid) <= 256)),
  constraint customer_inquiries_first_gclid_check CHECK ((char_length(first_gclid) <= 256)),
  constraint customer_inquiries_first_landing_path_check CHECK ((char_length(first_landing_path) <= 300)),
  constraint customer_inquiries_first_li_fat_id_check CHECK ((char_length(first_li_fat_id) <= 256)),
  constraint customer_inquiries_first_msclkid_check CHECK ((char_length(first_msclkid) <= 256)),
  constraint customer_inquiries_first_name_check CHECK (((char_length(btrim(first_name)) >= 1) AND (char_length(btrim(first_name)) <= 100))),
  constraint customer_inquiries_first_referrer_check CHECK ((char_length(first_referrer) <= 500)),
  constraint customer_inquiries_first_utm_campaign_check CHECK ((char_length(first_utm_campaign) <= 200)),
  constraint customer_inquiries_first_utm_content_check CHECK ((char_length(first_utm_content) <= 200)),
  constraint customer_inquiries_first_utm_medium_check CHECK ((char_length(first_utm_medium) <= 200)),
  constraint customer_inquiries_first_utm_source_check CHECK ((char_length(first_utm_source) <= 200)),
  constraint customer_inquiries_first_utm_term_check CHECK ((char_length(first_utm_term) <= 200)),
  constraint customer_inquiries_first_wbraid_check CHECK ((char_length(first_wbraid) <= 256)),
  constraint customer_inquiries_ga_client_id_check CHECK (((char_length(ga_client_id) <= 64) AND (ga_client_id ~ '^\d+\.\d+$'::text))),
  constraint customer_inquiries_last_fbclid_check CHECK ((char_length(last_fbclid) <= 256)),
  constraint customer_inquiries_last_gbraid_check CHECK ((char_length(last_gbraid) <= 256)),
  constraint customer_inquiries_last_gclid_check CHECK ((char_length(last_gclid) <= 256)),
  constraint customer_inquiries_last_landing_path_check CHECK ((char_length(last_landing_path) <= 300)),
  constraint customer_inquiries_last_li_fat_id_check CHECK ((char_length(last_li_fat_id) <= 256)),
  constraint customer_inquiries_last_msclkid_check CHECK ((char_length(last_msclkid) <= 256)),
  constraint customer_inquiries_last_name_check CHECK (((char_length(btrim(last_name)) >= 1) AND (char_length(btrim(last_name)) <= 100))),
  constraint customer_inquiries_last_referrer_check CHECK ((char_length(last_referrer) <= 500)),
  constraint customer_inquiries_last_utm_campaign_check CHECK ((char_length(last_utm_campaign) <= 200)),
  constraint customer_inquiries_last_utm_content_check CHECK ((char_length(last_utm_content) <= 200)),
  constraint customer_inquiries_last_utm_medium_check CHECK ((char_length(last_utm_medium) <= 200)),
  constraint customer_inquiries_last_utm_source_check CHECK ((char_length(last_utm_source) <= 200)),
  constraint customer_inquiries_last_utm_term_check CHECK ((char_length(last_utm_term) <= 200)),
  constraint customer_inquiries_last_wbraid_check CHECK ((char_length(last_wbraid) <= 256)),
  constraint customer_inquiries_message_check CHECK (((char_length(btrim(message)) >= 10) AND (char_length(btrim(message)) <= 5000))),
  constraint customer_inquiries_notes_check CHECK ((char_length(notes) <= 5000)),
  constraint customer_inquiries_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES public.team_members(user_id) ON DELETE SET NULL,
  constraint customer_inquiries_phone_check CHECK ((char_length(phone) <= 40)),
  constraint customer_inquiries_pkey PRIMARY KEY (id),
  constraint customer_inquiries_project_timeline_check CHECK (((char_length(btrim(project_timeline)) >= 1) AND (char_length(btrim(project_timeline)) <= 100))),
  constraint customer_inquiries_salesperson_name_check CHECK (((salesperson_name ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) AND (char_length(salesperson_name) <= 100))),
  constraint customer_inquiries_screening_check CHECK ((screening = ANY (ARRAY['clear'::text, 'held'::text, 'spam'::text]))),
  constraint customer_inquiries_screening_reason_check CHECK ((screening_reason = ANY (ARRAY['client_rate'::text, 'email_rate'::text, 'overall_rate'::text, 'honeypot'::text, 'too_fast'::text, 'admin'::text]))),
  constraint customer_inquiries_service_interest_check CHECK (((char_length(btrim(service_interest)) >= 1) AND (char_length(btrim(service_interest)) <= 100))),
  constraint customer_inquiries_source_page_check CHECK (((char_length(source_page) >= 1) AND (char_length(source_page) <= 50))),
  constraint customer_inquiries_status_check CHECK ((status = ANY (ARRAY['new'::text, 'in_progress'::text, 'contacted'::text, 'converted'::text, 'closed'::text])))
);
alter table public.customer_inquiries enable row level security;
CREATE INDEX customer_inquiries_active_idx ON public.customer_inquiries USING btree (created_at DESC) WHERE (deleted_at IS NULL);
CREATE INDEX customer_inquiries_created_idx ON public.customer_inquiries USING btree (created_at DESC);
CREATE INDEX customer_inquiries_deleted_idx ON public.customer_inquiries USING btree (deleted_at DESC) WHERE (deleted_at IS NOT NULL);
CREATE INDEX customer_inquiries_email_created_idx ON public.customer_inquiries USING btree (lower(email), created_at DESC);
CREATE INDEX customer_inquiries_lead_source_idx ON public.customer_inquiries USING btree (lead_source);
CREATE INDEX customer_inquiries_owner_created_idx ON public.customer_inquiries USING btree (owner_id, created_at DESC) WHERE (owner_id IS NOT NULL);
CREATE INDEX customer_inquiries_salesperson_idx ON public.customer_inquiries USING btree (salesperson_name) WHERE (salesperson_name IS NOT NULL);
CREATE INDEX customer_inquiries_screened_idx ON public.customer_inquiries USING btree (screening) WHERE (screening <> 'clear'::text);
CREATE INDEX customer_inquiries_screened_recent_idx ON public.customer_inquiries USING btree (screening, created_at DESC) WHERE (screening <> 'clear'::text);
CREATE INDEX customer_inquiries_search_trgm_idx ON public.customer_inquiries USING gin (private.inquiry_search_text(first_name, last_name, email, company, service_interest) extensions.gin_trgm_ops);
CREATE INDEX customer_inquiries_status_idx ON public.customer_inquiries USING btree (status);
create policy "Admins can change inquiries" on public.customer_inquiries for update to authenticated using (( SELECT private.is_admin() AS is_admin)) with check (( SELECT private.is_admin() AS is_admin));
create policy "Admins can delete inquiries" on public.customer_inquiries for delete to authenticated using (( SELECT private.is_admin() AS is_admin));
create policy "Admins can read inquiries" on public.customer_inquiries for select to authenticated using (( SELECT private.is_admin() AS is_admin));
create policy "Sales members can change their own leads" on public.customer_inquiries for update to authenticated using ((( SELECT private.is_sales() AS is_sales) AND (owner_id = ( SELECT auth.uid() AS uid)) AND (deleted_at IS NULL))) with check ((( SELECT private.is_sales() AS is_sales) AND (owner_id = ( SELECT auth.uid() AS uid)) AND (deleted_at IS NULL)));
create policy "Sales members can read their own leads" on public.customer_inquiries for select to authenticated using ((( SELECT private.is_sales() AS is_sales) AND (owner_id = ( SELECT auth.uid() AS uid)) AND (deleted_at IS NULL)));
grant select, update, delete on table public.customer_inquiries to authenticated;
grant select, insert, update, delete, truncate, references, trigger on table public.customer_inquiries to service_role;
CREATE TRIGGER customer_inquiries_announce_approved AFTER UPDATE OF screening ON public.customer_inquiries FOR EACH ROW EXECUTE FUNCTION private.announce_approved_inquiry();
CREATE TRIGGER customer_inquiries_announce_owner AFTER UPDATE ON public.customer_inquiries FOR EACH ROW WHEN (((new.owner_id IS NOT NULL) AND (new.owner_id IS DISTINCT FROM old.owner_id))) EXECUTE FUNCTION private.announce_inquiry_owner();
CREATE TRIGGER customer_inquiries_audit AFTER DELETE OR UPDATE ON public.customer_inquiries FOR EACH ROW EXECUTE FUNCTION private.audit_inquiry_change();
CREATE TRIGGER customer_inquiries_cancel_conversion_deliveries AFTER UPDATE OF deleted_at ON public.customer_inquiries FOR EACH ROW WHEN (((old.deleted_at IS NULL) AND (new.deleted_at IS NOT NULL))) EXECUTE FUNCTION private.cancel_trashed_conversion_deliveries();
CREATE TRIGGER customer_inquiries_cancel_reminders AFTER UPDATE ON public.customer_inquiries FOR EACH ROW WHEN (((old.first_touched_at IS NULL) AND (new.first_touched_at IS NOT NULL))) EXECUTE FUNCTION private.cancel_reminders_of_touched_lead();
CREATE TRIGGER customer_inquiries_consent_guard BEFORE UPDATE ON public.customer_inquiries FOR EACH ROW EXECUTE FUNCTION private.guard_inquiry_consent();
CREATE TRIGGER customer_inquiries_queue_notifications AFTER INSERT ON public.customer_inquiries FOR EACH ROW EXECUTE FUNCTION private.queue_inquiry_notifications();
CREATE TRIGGER customer_inquiries_record_conversions AFTER INSERT OR UPDATE OF status ON public.customer_inquiries FOR EACH ROW WHEN ((new.status = ANY (ARRAY['contacted'::text, 'converted'::text]))) EXECUTE FUNCTION private.record_inquiry_conversions();
CREATE TRIGGER customer_inquiries_route_on_clear BEFORE UPDATE OF screening ON public.customer_inquiries FOR EACH ROW EXECUTE FUNCTION private.route_cleared_inquiry();
CREATE TRIGGER customer_inquiries_route_owner BEFORE INSERT ON public.customer_inquiries FOR EACH ROW EXECUTE FUNCTION private.route_new_inquiry();
CREATE TRIGGER customer_inquiries_sales_columns BEFORE UPDATE ON public.customer_inquiries FOR EACH ROW EXECUTE FUNCTION private.guard_sales_inquiry_change();
CREATE TRIGGER customer_inquiries_touched BEFORE UPDATE OF status, notes ON public.customer_inquiries FOR EACH ROW EXECUTE FUNCTION private.mark_inquiry_touched();

-- Table public.inquiry_consent_events
create table public.inquiry_consent_events (
  id uuid default gen_random_uuid() not null,
  inquiry_id uuid not null,
  recipient text not null,
  via text not null,
  occurred_at timestamp with time zone default now() not null,
  recorded_by uuid,
  constraint inquiry_consent_events_inquiry_id_fkey FOREIGN KEY (inquiry_id) REFERENCES public.customer_inquiries(id) ON DELETE CASCADE,
  constraint inquiry_consent_events_pkey PRIMARY KEY (id),
  constraint inquiry_consent_events_recipient_check CHECK ((recipient = ANY (ARRAY['google_ads'::text, 'meta'::text, 'linkedin'::text, 'ga4'::text]))),
  constraint inquiry_consent_events_via_check CHECK ((via = ANY (ARRAY['visitor'::text, 'admin'::text])))
);
alter table public.inquiry_consent_events enable row level security;
CREATE INDEX inquiry_consent_events_inquiry_idx ON public.inquiry_consent_events USING btree (inquiry_id);
create policy "Admins can read the log of consent withdrawals" on public.inquiry_consent_events for select to authenticated using (( SELECT private.is_admin() AS is_admin));
grant select on table public.inquiry_consent_events to authenticated;
grant select, insert, update, delete, truncate, references, trigger on table public.inquiry_consent_events to service_role;
CREATE TRIGGER inquiry_consent_events_append_only BEFORE DELETE OR UPDATE ON public.inquiry_consent_events FOR EACH ROW EXECUTE FUNCTION private.refuse_consent_event_change();
CREATE TRIGGER inquiry_consent_events_audit AFTER INSERT ON public.inquiry_consent_events FOR EACH ROW EXECUTE FUNCTION private.audit_consent_withdrawal();
CREATE TRIGGER inquiry_consent_events_no_truncate BEFORE TRUNCATE ON public.inquiry_consent_events FOR EACH STATEMENT EXECUTE FUNCTION private.refuse_consent_event_change();

-- Table public.inquiry_meetings
create table public.inquiry_meetings (
  id uuid default gen_random_uuid() not null,
  inquiry_id uuid,
  provider text not null,
  external_id text not null,
  status text default 'booked'::text not null,
  starts_at timestamp with time zone,
  ends_at timestamp with time zone,
  host_name text,
  host_email text,
  attendee_name text,
  attendee_email text,
  reference text,
  matched_by text,
  booked_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint inquiry_meetings_attendee_email_check CHECK ((char_length(attendee_email) <= 320)),
  constraint inquiry_meetings_attendee_name_check CHECK ((char_length(attendee_name) <= 200)),
  constraint inquiry_meetings_check CHECK (((inquiry_id IS NULL) = (matched_by IS NULL))),
  constraint inquiry_meetings_external_id_check CHECK (((char_length(external_id) >= 1) AND (char_length(external_id) <= 500))),
  constraint inquiry_meetings_host_email_check CHECK ((char_length(host_email) <= 320)),
  constraint inquiry_meetings_host_name_check CHECK ((char_length(host_name) <= 200)),
  constraint inquiry_meetings_inquiry_id_fkey FOREIGN KEY (inquiry_id) REFERENCES public.customer_inquiries(id) ON DELETE CASCADE,
  constraint inquiry_meetings_matched_by_check CHECK ((matched_by = ANY (ARRAY['reference'::text, 'email'::text, 'admin'::text]))),
  constraint inquiry_meetings_pkey PRIMARY KEY (id),
  constraint inquiry_meetings_provider_check CHECK ((provider = ANY (ARRAY['cal.com'::text, 'calendly'::text]))),
  constraint inquiry_meetings_provider_external_id_key UNIQUE (provider, external_id),
  constraint inquiry_meetings_reference_check CHECK ((char_length(reference) <= 200)),
  constraint inquiry_meetings_status_check CHECK ((status = ANY (ARRAY['booked'::text, 'rescheduled'::text, 'cancelled'::text])))
);
alter table public.inquiry_meetings enable row level security;
CREATE INDEX inquiry_meetings_attendee_email ON public.inquiry_meetings USING btree (lower(attendee_email));
CREATE INDEX inquiry_meetings_inquiry ON public.inquiry_meetings USING btree (inquiry_id);
CREATE INDEX inquiry_meetings_unmatched ON public.inquiry_meetings USING btree (booked_at DESC) WHERE (inquiry_id IS NULL);
create policy "Admins can read meetings" on public.inquiry_meetings for select to authenticated using (( SELECT private.is_admin() AS is_admin));
create policy "Sales members can read their own leads' meetings" on public.inquiry_meetings for select to authenticated using ((( SELECT private.is_sales() AS is_sales) AND private.is_own_lead(inquiry_id)));
grant select on table public.inquiry_meetings to authenticated;
grant select, insert, update, delete, truncate, references, trigger on table public.inquiry_meetings to service_role;
CREATE TRIGGER inquiry_meetings_touch_lead AFTER INSERT OR UPDATE OF inquiry_id ON public.inquiry_meetings FOR EACH ROW EXECUTE FUNCTION private.mark_meeting_lead_touched();

-- Table public.inquiry_recipient_consents
create table public.inquiry_recipient_consents (
  inquiry_id uuid not null,
  recipient text not null,
  granted boolean not null,
  decided_at timestamp with time zone,
  withdrawn_at timestamp with time zone,
  withdrawn_via text,
  constraint inquiry_recipient_consents_inquiry_id_fkey FOREIGN KEY (inquiry_id) REFERENCES public.customer_inquiries(id) ON DELETE CASCADE,
  constraint inquiry_recipient_consents_pkey PRIMARY KEY (inquiry_id, recipient),
  constraint inquiry_recipient_consents_recipient_check CHECK ((recipient = ANY (ARRAY['google_ads'::text, 'meta'::text, 'linkedin'::text, 'ga4'::text]))),
  constraint inquiry_recipient_consents_withdrawal_whole CHECK (((withdrawn_at IS NULL) = (withdrawn_via IS NULL))),
  constraint inquiry_recipient_consents_withdrawn_via_check CHECK ((withdrawn_via = ANY (ARRAY['visitor'::text, 'admin'::text])))
);
alter table public.inquiry_recipient_consents enable row level security;
create policy "Admins can read recipient consents" on public.inquiry_recipient_consents for select to authenticated using (( SELECT private.is_admin() AS is_admin));
grant select on table public.inquiry_recipient_consents to authenticated;
grant select, insert, update, delete, truncate, references, trigger on table public.inquiry_recipient_consents to service_role;
CREATE TRIGGER inquiry_recipient_consents_guard BEFORE UPDATE ON public.inquiry_recipient_consents FOR EACH ROW EXECUTE FUNCTION private.guard_recipient_consent();

-- Table public.notification_destinations
create table public.notification_destinations (
  id uuid default gen_random_uuid() not null,
  kind text not null,
  name text not null,
  webhook_url text,
  email_recipients text[] default '{}'::text[] not null,
  enabled boolean default true not null,
  signing_secret text,
  signing_secret_hint text,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint notification_destinations_email_recipients_check CHECK ((cardinality(email_recipients) <= 20)),
  constraint notification_destinations_kind_check CHECK ((kind = ANY (ARRAY['webhook'::text, 'email'::text]))),
  constraint notification_destinations_name_check CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 100))),
  constraint notification_destinations_pkey PRIMARY KEY (id),
  constraint notification_destinations_target CHECK ((((kind = 'webhook'::text) AND (webhook_url IS NOT NULL) AND (cardinality(email_recipients) = 0)) OR ((kind = 'email'::text) AND (webhook_url IS NULL) AND (cardinality(email_recipients) >= 1)))),
  constraint notification_destinations_webhook_url_check CHECK (((webhook_url ~ '^https?://[^\s/?#]+[^\s]*$'::text) AND (char_length(webhook_url) <= 2000)))
);
alter table public.notification_destinations enable row level security;
CREATE INDEX notification_destinations_created_at_idx ON public.notification_destinations USING btree (created_at);
create policy "Admins can add notification destinations" on public.notification_destinations for insert to authenticated with check (( SELECT private.is_admin() AS is_admin));
create policy "Admins can change notification destinations" on public.notification_destinations for update to authenticated using (( SELECT private.is_admin() AS is_admin)) with check (( SELECT private.is_admin() AS is_admin));
create policy "Admins can read notification destinations" on public.notification_destinations for select to authenticated using (( SELECT private.is_admin() AS is_admin));
create policy "Admins can remove notification destinations" on public.notification_destinations for delete to authenticated using (( SELECT private.is_admin() AS is_admin));
grant select, insert, update, delete on table public.notification_destinations to authenticated;
grant select, insert, update, delete, truncate, references, trigger on table public.notification_destinations to service_role;
CREATE TRIGGER notification_destinations_audit AFTER INSERT OR DELETE OR UPDATE ON public.notification_destinations FOR EACH ROW EXECUTE FUNCTION private.audit_row_change('notification_settings', 'id', 'name', '*', 'signing_secret,signing_secret_hint', 'id,created_at,updated_at');
CREATE TRIGGER notification_destinations_check_webhook_url BEFORE INSERT OR UPDATE OF webhook_url ON public.notification_destinations FOR EACH ROW EXECUTE FUNCTION private.check_webhook_url();
CREATE TRIGGER notification_destinations_store_secret BEFORE INSERT OR UPDATE ON public.notification_destinations FOR EACH ROW EXECUTE FUNCTION private.store_destination_secret();

-- Table public.notification_outbox
create table public.notification_outbox (
  id uuid default gen_random_uuid() not null,
  inquiry_id uuid,
  destination_id uuid,
  destination_kind text not null,
  destination_name text not null,
  event text not null,
  payload jsonb not null,
  state text default 'pending'::text not null,
  attempts integer default 0 not null,
  next_attempt_at timestamp with time zone default now() not null,
  locked_until timestamp with time zone,
  last_attempt_at timestamp with time zone,
  last_error text,
  delivered_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  recipient_email text,
  constraint notification_outbox_attempts_check CHECK ((attempts >= 0)),
  constraint notification_outbox_destination_id_fkey FOREIGN KEY (destination_id) REFERENCES public.notification_destinations(id) ON DELETE SET NULL,
  constraint notification_outbox_destination_kind_check CHECK ((destination_kind = ANY (ARRAY['webhook'::text, 'email'::text]))),
  constraint notification_outbox_event_check CHECK ((event = ANY (ARRAY['inquiry.created'::text, 'inquiry.reminder'::text, 'inquiry.held_digest'::text, 'conversion.destination_attention'::text, 'inquiry.assigned'::text, 'inquiry.escalated'::text]))),
  constraint notification_outbox_inquiry_check CHECK (((inquiry_id IS NULL) = (event = 'inquiry.held_digest'::text))),
  constraint notification_outbox_inquiry_id_fkey FOREIGN KEY (inquiry_id) REFERENCES public.customer_inquiries(id) ON DELETE CASCADE,
  constraint notification_outbox_last_error_check CHECK ((char_length(last_error) <= 500)),
  constraint notification_outbox_pkey PRIMARY KEY (id),
  constraint notification_outbox_recipient_email_check CHECK (((recipient_email IS NULL) OR (((char_length(recipient_email) >= 3) AND (char_length(recipient_email) <= 254)) AND (destination_kind = 'email'::text)))),
  constraint notification_outbox_recipient_or_destination CHECK (((recipient_email IS NULL) OR (destination_id IS NULL))),
  constraint notification_outbox_state_check CHECK ((state = ANY (ARRAY['pending'::text, 'sending'::text, 'retrying'::text, 'delivered'::text, 'failed'::text])))
);
alter table public.notification_outbox enable row level security;
CREATE INDEX notification_outbox_due_idx ON public.notification_outbox USING btree (next_attempt_at) WHERE (state = ANY (ARRAY['pending'::text, 'retrying'::text, 'sending'::text]));
CREATE INDEX notification_outbox_held_digest_due_idx ON public.notification_outbox USING btree (destination_id, next_attempt_at DESC) WHERE (event = 'inquiry.held_digest'::text);
CREATE INDEX notification_outbox_held_digest_idx ON public.notification_outbox USING btree (destination_id, created_at DESC) WHERE (event = 'inquiry.held_digest'::text);
CREATE UNIQUE INDEX notification_outbox_once_idx ON public.notification_outbox USING btree (inquiry_id, destination_id, event);
CREATE UNIQUE INDEX notification_outbox_person_once_idx ON public.notification_outbox USING btree (inquiry_id, event, lower(recipient_email)) WHERE ((recipient_email IS NOT NULL) AND (event <> 'inquiry.assigned'::text));
create policy "Admins can read notifications" on public.notification_outbox for select to authenticated using (( SELECT private.is_admin() AS is_admin));
grant select on table public.notification_outbox to authenticated;
grant select, insert, update, delete, truncate, references, trigger on table public.notification_outbox to service_role;
CREATE TRIGGER notification_outbox_request_delivery AFTER INSERT ON public.notification_outbox REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION private.request_delivery_for_new_notifications();

-- Table public.notification_settings
create table public.notification_settings (
  id boolean default true not null,
  reminder_after_hours integer,
  email_from text,
  site_url text,
  email_api_key text,
  email_api_key_hint text,
  updated_at timestamp with time zone default now() not null,
  escalate_after_hours integer,
  constraint notification_settings_email_from_check CHECK (((char_length(email_from) <= 200) AND (email_from ~ '^([^\u0001-\u001f\u007f-\u009f"<>@,;:\\\[\]]{1,100} <[A-Za-z0-9._%+''-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}>|[A-Za-z0-9._%+''-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})$'::text))),
  constraint notification_settings_escalate_after_hours_check CHECK (((escalate_after_hours >= 1) AND (escalate_after_hours <= 168))),
  constraint notification_settings_id_check CHECK (id),
  constraint notification_settings_pkey PRIMARY KEY (id),
  constraint notification_settings_reminder_after_hours_check CHECK (((reminder_after_hours >= 1) AND (reminder_after_hours <= 168))),
  constraint notification_settings_site_url_check CHECK (((site_url ~ '^https?://[^\s/?#]+$'::text) AND (char_length(site_url) <= 200)))
);
alter table public.notification_settings enable row level security;
create policy "Admins can change the notification settings" on public.notification_settings for update to authenticated using (( SELECT private.is_admin() AS is_admin)) with check (( SELECT private.is_admin() AS is_admin));
create policy "Admins can read the notification settings" on public.notification_settings for select to authenticated using (( SELECT private.is_admin() AS is_admin));
grant select, update on table public.notification_settings to authenticated;
grant select, insert, update, delete, truncate, references, trigger on table public.notification_settings to service_role;
CREATE TRIGGER notification_settings_audit AFTER INSERT OR UPDATE ON public.notification_settings FOR EACH ROW EXECUTE FUNCTION private.audit_row_change('notification_settings', '=settings', '=Notification settings', '*', 'email_api_key,email_api_key_hint', 'id,updated_at');
CREATE TRIGGER notification_settings_store_secret BEFORE INSERT OR UPDATE ON public.notification_settings FOR EACH ROW EXECUTE FUNCTION private.store_email_api_key();

-- Table public.portfolios
create table public.portfolios (
  id uuid default gen_random_uuid() not null,
  slug text,
  title text not null,
  description text not null,
  image text,
  industry text,
  client text,
  client_logo text,
  link text,
  timeline text,
  team text,
  technologies text[] default '{}'::text[] not null,
  challenge text,
  solution text,
  metrics jsonb default '{}'::jsonb not null,
  detailed_metrics jsonb default '[]'::jsonb not null,
  features text[] default '{}'::text[] not null,
  approach text[] default '{}'::text[] not null,
  tech_stack jsonb default '[]'::jsonb not null,
  gallery text[] default '{}'::text[] not null,
  testimonial text,
  extended_testimonial jsonb,
  service_id text not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  status text default 'published'::text not null,
  publish_at timestamp with time zone,
  seo_title text,
  seo_description text,
  seo_image text,
  constraint portfolios_approach_check CHECK ((cardinality(approach) <= 100)),
  constraint portfolios_challenge_check CHECK ((char_length(challenge) <= 10000)),
  constraint portfolios_client_check CHECK ((char_length(client) <= 200)),
  constraint portfolios_client_logo_check CHECK ((char_length(client_logo) <= 2000)),
  constraint portfolios_description_check CHECK (((char_length(btrim(description)) >= 1) AND (char_length(btrim(description)) <= 5000))),
  constraint portfolios_detailed_metrics_check CHECK ((jsonb_typeof(detailed_metrics) = 'array'::text)),
  constraint portfolios_extended_testimonial_check CHECK (((extended_testimonial IS NULL) OR (jsonb_typeof(extended_testimonial) = 'object'::text))),
  constraint portfolios_features_check CHECK ((cardinality(features) <= 100)),
  constraint portfolios_gallery_check CHECK ((cardinality(gallery) <= 50)),
  constraint portfolios_image_check CHECK ((char_length(image) <= 2000)),
  constraint portfolios_industry_check CHECK ((char_length(industry) <= 200)),
  constraint portfolios_link_check CHECK ((char_length(link) <= 2000)),
  constraint portfolios_metrics_check CHECK ((jsonb_typeof(metrics) = ANY (ARRAY['object'::text, 'array'::text]))),
  constraint portfolios_pkey PRIMARY KEY (id),
  constraint portfolios_scheduled_has_time CHECK (((status <> 'scheduled'::text) OR (publish_at IS NOT NULL))),
  constraint portfolios_seo_description_check CHECK ((char_length(seo_description) <= 500)),
  constraint portfolios_seo_image_check CHECK ((char_length(seo_image) <= 2000)),
  constraint portfolios_seo_title_check CHECK ((char_length(seo_title) <= 200)),
  constraint portfolios_service_id_check CHECK ((service_id = ANY (ARRAY['web-apps'::text, 'saas'::text, 'mobile-apps'::text, 'ai-calling'::text, 'ai-automation'::text]))),
  constraint portfolios_slug_check CHECK (((slug IS NULL) OR ((slug ~ '^[^[:space:]/?#]+$'::text) AND (char_length(slug) <= 300)))),
  constraint portfolios_slug_key UNIQUE (slug),
  constraint portfolios_solution_check CHECK ((char_length(solution) <= 10000)),
  constraint portfolios_status_check CHECK ((status = ANY (ARRAY['draft'::text, 'scheduled'::text, 'published'::text]))),
  constraint portfolios_team_check CHECK ((char_length(team) <= 200)),
  constraint portfolios_tech_stack_check CHECK ((jsonb_typeof(tech_stack) = 'array'::text)),
  constraint portfolios_technologies_check CHECK ((cardinality(technologies) <= 50)),
  constraint portfolios_testimonial_check CHECK ((char_length(testimonial) <= 5000)),
  constraint portfolios_timeline_check CHECK ((char_length(timeline) <= 200)),
  constraint portfolios_title_check CHECK (((char_length(btrim(title)) >= 1) AND (char_length(btrim(title)) <= 200)))
);
alter table public.portfolios enable row level security;
CREATE INDEX portfolios_created_at_idx ON public.portfolios USING btree (created_at DESC);
CREATE INDEX portfolios_scheduled_idx ON public.portfolios USING btree (publish_at) WHERE (status = 'scheduled'::text);
CREATE INDEX portfolios_service_id_idx ON public.portfolios USING btree (service_id);
create policy "Anyone can read published portfolios" on public.portfolios for select to anon, authenticated using (((status = 'published'::text) OR ((status = 'scheduled'::text) AND (publish_at <= now()))));
create policy "Content editors can add portfolios" on public.portfolios for insert to authenticated with check (( SELECT private.is_content_editor() AS is_content_editor));
create policy "Content editors can change portfolios" on public.portfolios for update to authenticated using (( SELECT private.is_content_editor() AS is_content_editor)) with check (( SELECT private.is_content_editor() AS is_content_editor));
create policy "Content editors can delete portfolios" on public.portfolios for delete to authenticated using (( SELECT private.is_content_editor() AS is_content_editor));
create policy "Content editors can read every portfolio" on public.portfolios for select to authenticated using (( SELECT private.is_content_editor() AS is_content_editor));
grant select on table public.portfolios to anon;
grant select, insert, update, delete on table public.portfolios to authenticated;
grant select, insert, update, delete, truncate, references, trigger on table public.portfolios to service_role;
CREATE TRIGGER portfolios_audit AFTER INSERT OR DELETE OR UPDATE ON public.portfolios FOR EACH ROW EXECUTE FUNCTION private.audit_content_change('portfolio');
CREATE TRIGGER portfolios_auto_publish AFTER INSERT OR DELETE OR UPDATE ON public.portfolios FOR EACH STATEMENT EXECUTE FUNCTION private.auto_publish_after_change();
CREATE TRIGGER portfolios_log_change AFTER INSERT OR DELETE OR UPDATE ON public.portfolios FOR EACH ROW EXECUTE FUNCTION private.log_content_change();
CREATE TRIGGER portfolios_stamp_updated_at BEFORE UPDATE ON public.portfolios FOR EACH ROW EXECUTE FUNCTION private.stamp_updated_at();

-- Table public.privacy_requests
create table public.privacy_requests (
  id uuid default gen_random_uuid() not null,
  requested_at timestamp with time zone default now() not null,
  requested_by uuid,
  requested_by_email text,
  action text not null,
  email_hash text not null,
  counts jsonb not null,
  constraint privacy_requests_action_check CHECK ((action = ANY (ARRAY['lookup'::text, 'export'::text, 'erase'::text, 'withdraw'::text]))),
  constraint privacy_requests_email_hash_check CHECK ((email_hash ~ '^[0-9a-f]{64}$'::text)),
  constraint privacy_requests_pkey PRIMARY KEY (id)
);
alter table public.privacy_requests enable row level security;
CREATE INDEX privacy_requests_requested_at_idx ON public.privacy_requests USING btree (requested_at DESC);
create policy "Admins can read data-subject requests" on public.privacy_requests for select to authenticated using (( SELECT private.is_admin() AS is_admin));
grant select on table public.privacy_requests to authenticated;
grant select, insert, update, delete, truncate, references, trigger on table public.privacy_requests to service_role;
CREATE TRIGGER privacy_requests_append_only BEFORE DELETE OR UPDATE ON public.privacy_requests FOR EACH ROW EXECUTE FUNCTION private.refuse_privacy_request_change();
CREATE TRIGGER privacy_requests_no_truncate BEFORE TRUNCATE ON public.privacy_requests FOR EACH STATEMENT EXECUTE FUNCTION private.refuse_privacy_request_change();

-- Table public.publish_requests
create table public.publish_requests (
  id uuid default gen_random_uuid() not null,
  requested_at timestamp with time zone default now() not null,
  requested_by uuid,
  reason text not null,
  status text default 'pending'::text not null,
  detail text,
  finished_at timestamp with time zone,
  send_after timestamp with time zone,
  net_request_id bigint,
  hook_claimed_at timestamp with time zone,
  constraint publish_requests_detail_check CHECK ((char_length(detail) <= 1000)),
  constraint publish_requests_pkey PRIMARY KEY (id),
  constraint publish_requests_reason_check CHECK ((reason = ANY (ARRAY['manual'::text, 'auto'::text, 'scheduled'::text]))),
  constraint publish_requests_requested_by_fkey FOREIGN KEY (requested_by) REFERENCES auth.users(id) ON DELETE SET NULL,
  constraint publish_requests_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'sent'::text, 'failed'::text, 'skipped'::text])))
);
alter table public.publish_requests enable row level security;
CREATE INDEX publish_requests_pending_idx ON public.publish_requests USING btree (requested_at) WHERE (status = 'pending'::text);
CREATE INDEX publish_requests_queued_idx ON public.publish_requests USING btree (requested_at) WHERE ((status = 'sent'::text) AND (hook_claimed_at IS NULL));
CREATE INDEX publish_requests_requested_at_idx ON public.publish_requests USING btree (requested_at DESC);
create policy "Content editors can read publish requests" on public.publish_requests for select to authenticated using (( SELECT private.is_content_editor() AS is_content_editor));
grant select on table public.publish_requests to authenticated;
grant select, insert, update, delete, truncate, references, trigger on table public.publish_requests to service_role;

-- Table public.retention_runs
create table public.retention_runs (
  id uuid default gen_random_uuid() not null,
  ran_at timestamp with time zone default now() not null,
  removed jsonb not null,
  constraint retention_runs_pkey PRIMARY KEY (id)
);
alter table public.retention_runs enable row level security;
CREATE INDEX retention_runs_ran_at_idx ON public.retention_runs USING btree (ran_at DESC);
create policy "Admins can read retention runs" on public.retention_runs for select to authenticated using (( SELECT private.is_admin() AS is_admin));
grant select on table public.retention_runs to authenticated;
grant select, insert, update, delete, truncate, references, trigger on table public.retention_runs to service_role;

-- Table public.retention_settings
create table public.retention_settings (
  id boolean default true not null,
  inquiry_months integer default 36 not null,
  trash_days integer default 30 not null,
  screened_days integer default 30 not null,
  notification_days integer default 30 not null,
  updated_at timestamp with time zone default now() not null,
  privacy_request_years integer default 6 not null,
  audit_years integer default 2 not null,
  constraint retention_settings_audit_years_check CHECK (((audit_years >= 1) AND (audit_years <= 10))),
  constraint retention_settings_id_check CHECK (id),
  constraint retention_settings_inquiry_months_check CHECK (((inquiry_months >= 1) AND (inquiry_months <= 120))),
  constraint retention_settings_notification_days_check CHECK (((notification_days >= 1) AND (notification_days <= 3650))),
  constraint retention_settings_pkey PRIMARY KEY (id),
  constraint retention_settings_privacy_request_years_check CHECK (((privacy_request_years >= 1) AND (privacy_request_years <= 10))),
  constraint retention_settings_screened_days_check CHECK (((screened_days >= 1) AND (screened_days <= 3650))),
  constraint retention_settings_trash_days_check CHECK (((trash_days >= 1) AND (trash_days <= 3650)))
);
alter table public.retention_settings enable row level security;
create policy "Admins can change the retention policy" on public.retention_settings for update to authenticated using (( SELECT private.is_admin() AS is_admin)) with check (( SELECT private.is_admin() AS is_admin));
create policy "Admins can read the retention policy" on public.retention_settings for select to authenticated using (( SELECT private.is_admin() AS is_admin));
grant select, update on table public.retention_settings to authenticated;
grant select, insert, update, delete, truncate, references, trigger on table public.retention_settings to service_role;
CREATE TRIGGER retention_settings_audit AFTER UPDATE ON public.retention_settings FOR EACH ROW EXECUTE FUNCTION private.audit_row_change('privacy_settings', '=retention', '=Retention policy', '*', '', 'id,updated_at');
CREATE TRIGGER retention_settings_touch BEFORE UPDATE ON public.retention_settings FOR EACH ROW EXECUTE FUNCTION private.touch_retention_settings();

-- Table public.salesperson_links
create table public.salesperson_links (
  id uuid default gen_random_uuid() not null,
  salesperson_name text not null,
  display_name text not null,
  email text not null,
  services text[] not null,
  is_active boolean default true not null,
  created_at timestamp with time zone default now() not null,
  member_id uuid,
  constraint salesperson_links_display_name_check CHECK (((char_length(btrim(display_name)) >= 1) AND (char_length(btrim(display_name)) <= 200))),
  constraint salesperson_links_email_check CHECK ((((char_length(email) >= 3) AND (char_length(email) <= 254)) AND (email ~~ '%_@_%'::text))),
  constraint salesperson_links_member_id_fkey FOREIGN KEY (member_id) REFERENCES public.team_members(user_id) ON DELETE SET NULL,
  constraint salesperson_links_pkey PRIMARY KEY (id),
  constraint salesperson_links_salesperson_name_check CHECK (((salesperson_name ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) AND (char_length(salesperson_name) <= 100))),
  constraint salesperson_links_salesperson_name_key UNIQUE (salesperson_name),
  constraint salesperson_links_services_check CHECK ((((cardinality(services) >= 1) AND (cardinality(services) <= 5)) AND (services <@ ARRAY['web-apps'::text, 'saas'::text, 'mobile-apps'::text, 'ai-calling'::text, 'ai-automation'::text])))
);
alter table public.salesperson_links enable row level security;
CREATE INDEX salesperson_links_created_at_idx ON public.salesperson_links USING btree (created_at DESC);
CREATE INDEX salesperson_links_member_idx ON public.salesperson_links USING btree (member_id) WHERE (member_id IS NOT NULL);
create policy "Admins can add salesperson links" on public.salesperson_links for insert to authenticated with check (( SELECT private.is_admin() AS is_admin));
create policy "Admins can change salesperson links" on public.salesperson_links for update to authenticated using (( SELECT private.is_admin() AS is_admin)) with check (( SELECT private.is_admin() AS is_admin));
create policy "Admins can delete salesperson links" on public.salesperson_links for delete to authenticated using (( SELECT private.is_admin() AS is_admin));
create policy "Admins can read salesperson links" on public.salesperson_links for select to authenticated using (( SELECT private.is_admin() AS is_admin));
create policy "Sales members can read their own links" on public.salesperson_links for select to authenticated using ((( SELECT private.is_sales() AS is_sales) AND (member_id = ( SELECT auth.uid() AS uid))));
grant select, insert, update, delete on table public.salesperson_links to authenticated;
grant select, insert, update, delete, truncate, references, trigger on table public.salesperson_links to service_role;

-- Table public.team_members
create table public.team_members (
  user_id uuid not null,
  email text not null,
  display_name text not null,
  role text not null,
  active boolean default true not null,
  invited_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  deactivated_at timestamp with time zone,
  takes_new_leads boolean default false not null,
  lead_weight smallint default 1 not null,
  away boolean default false not null,
  booking_url text,
  constraint team_members_booking_url_check CHECK ((char_length(booking_url) <= 500)),
  constraint team_members_booking_url_rule CHECK ((private.booking_url_refusal(booking_url) IS NULL)),
  constraint team_members_deactivated_at_when_inactive CHECK (((deactivated_at IS NULL) = active)),
  constraint team_members_display_name_check CHECK (((char_length(btrim(display_name)) >= 1) AND (char_length(btrim(display_name)) <= 200))),
  constraint team_members_email_check CHECK (((char_length(email) >= 3) AND (char_length(email) <= 254))),
  constraint team_members_lead_weight_check CHECK (((lead_weight >= 1) AND (lead_weight <= 10))),
  constraint team_members_pkey PRIMARY KEY (user_id),
  constraint team_members_role_check CHECK ((role = ANY (ARRAY['admin'::text, 'editor'::text, 'sales'::text]))),
  constraint team_members_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);
alter table public.team_members enable row level security;
CREATE INDEX team_members_active_role_idx ON public.team_members USING btree (role) WHERE active;
create policy "Admins can read the team" on public.team_members for select to authenticated using (( SELECT private.is_admin() AS is_admin));
create policy "Members can read their own row" on public.team_members for select to authenticated using (((user_id = ( SELECT auth.uid() AS uid)) AND active));
grant select on table public.team_members to authenticated;
grant select, insert, update, delete, truncate, references, trigger on table public.team_members to service_role;
CREATE TRIGGER team_members_audit AFTER INSERT OR DELETE OR UPDATE ON public.team_members FOR EACH ROW EXECUTE FUNCTION private.audit_row_change('team', 'user_id', 'email', '*', '', 'user_id,created_at');
CREATE TRIGGER team_members_guard BEFORE UPDATE ON public.team_members FOR EACH ROW EXECUTE FUNCTION private.guard_team_member_change();

-- Sequences
create sequence private.content_changes_id_seq owned by private.content_changes.id;
create sequence public.audit_events_id_seq owned by public.audit_events.id;
grant select, update, usage on sequence public.audit_events_id_seq to anon;
grant select, update, usage on sequence public.audit_events_id_seq to authenticated;
grant select, update, usage on sequence public.audit_events_id_seq to service_role;

-- Function private.address_private_range(address inet)
CREATE OR REPLACE FUNCTION private.address_private_range(address inet)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case
    when family(address) = 6 and host(address) = '::' then 'unspecified'
    when family(address) = 6 and host(address) = '::1' then 'loopback'
    when family(address) = 6 and (address <<= '::ffff:0:0/96'::inet or address <<= '::/96'::inet
                                  or address <<= '::ffff:0:0:0/96'::inet or address <<= '64:ff9b::/96'::inet) then
      private.address_private_range('0.0.0.0'::inet + (address - network(set_masklen(address, 96))))
    -- 6to4: the IPv4 address is bytes 2 to 5 of the 16 (inet_send's bytes 6 to 9, after its
    -- 4-byte header), too far from the end for inet arithmetic.
    when family(address) = 6 and address <<= '2002::/16'::inet then
      private.address_private_range(format('%s.%s.%s.%s',
        get_byte(inet_send(address), 6), get_byte(inet_send(address), 7),
        get_byte(inet_send(address), 8), get_byte(inet_send(address), 9))::inet)
    when family(address) = 6 then case
      when address <<= '64:ff9b:1::/48'::inet then 'reserved'
      when address <<= 'fc00::/7'::inet then 'unique-local'
      when address <<= 'fe80::/10'::inet then 'link-local'
      when address <<= 'fec0::/10'::inet then 'private'
      when address <<= 'ff00::/8'::inet then 'multicast'
    end
    when address <<= '0.0.0.0/8'::inet then 'unspecified'
    when address <<= '10.0.0.0/8'::inet then 'private'
    when address <<= '100.64.0.0/10'::inet then 'shared (CGNAT)'
    when address <<= '127.0.0.0/8'::inet then 'loopback'
    when address <<= '169.254.0.0/16'::inet then 'link-local'
    when address <<= '172.16.0.0/12'::inet then 'private'
    when address <<= '192.0.0.0/24'::inet then 'reserved'
    when address <<= '192.168.0.0/16'::inet then 'private'
    when address <<= '198.18.0.0/15'::inet then 'reserved'
    when address <<= '224.0.0.0/4'::inet then 'multicast'
    when address <<= '240.0.0.0/4'::inet then 'reserved'
  end;
$function$;

-- Function private.announce_approved_inquiry()
CREATE OR REPLACE FUNCTION private.announce_approved_inquiry()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.screening <> 'clear' or old.screening = 'clear' or new.deleted_at is not null
     or private.notifications_suppressed() then
    return null;
  end if;
  insert into public.notification_outbox (inquiry_id, destination_id, destination_kind, destination_name, event, payload)
    select new.id, d.id, d.kind, d.name, 'inquiry.created', private.inquiry_notification_payload(new)
    from public.notification_destinations d
    where d.enabled
    on conflict do nothing;
  perform private.queue_owner_notification(new, 'inquiry.created');
  return null;
end;
$function$;

-- Function private.announce_inquiry_owner()
CREATE OR REPLACE FUNCTION private.announce_inquiry_owner()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.screening <> 'clear' or old.screening <> 'clear' or new.deleted_at is not null
     or private.notifications_suppressed() then
    return null;
  end if;
  perform private.queue_owner_notification(new, 'inquiry.assigned');
  return null;
end;
$function$;

-- Function private.attribution_text(value jsonb, cap integer)
CREATE OR REPLACE FUNCTION private.attribution_text(value jsonb, cap integer)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
begin
  if value is null or pg_catalog.jsonb_typeof(value) = 'null' then
    return null;
  end if;
  if pg_catalog.jsonb_typeof(value) <> 'string' then
    raise exception using errcode = '22023', message = 'Attribution values must be text.';
  end if;
  return nullif(pg_catalog.left(private.trim_text(pg_catalog.regexp_replace(value #>> '{}', '[[:cntrl:]]', '', 'g')), cap), '');
end;
$function$;

-- Function private.audit_actor(OUT actor_id uuid, OUT actor_label text)
CREATE OR REPLACE FUNCTION private.audit_actor(OUT actor_id uuid, OUT actor_label text)
 RETURNS record
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  actor_id := auth.uid();
  if actor_id is null then
    actor_label := 'system';
    return;
  end if;
  select coalesce(u.email, actor_id::text) into actor_label from auth.users u where u.id = actor_id;
  actor_label := coalesce(actor_label, actor_id::text);
end;
$function$;

-- Function private.audit_consent_withdrawal()
CREATE OR REPLACE FUNCTION private.audit_consent_withdrawal()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.via = 'visitor' then
    perform private.audit_write('inquiry', 'consent_withdrawal', new.inquiry_id::text,
      'Inquiry ' || left(new.inquiry_id::text, 8),
      jsonb_build_object(new.recipient, jsonb_build_object('before', 'granted', 'after', 'withdrawn')),
      null, null, 'visitor');
  else
    perform private.audit_write('inquiry', 'consent_withdrawal', new.inquiry_id::text,
      'Inquiry ' || left(new.inquiry_id::text, 8),
      jsonb_build_object(new.recipient, jsonb_build_object('before', 'granted', 'after', 'withdrawn')));
  end if;
  return null;
end;
$function$;

-- Function private.audit_content_change()
CREATE OR REPLACE FUNCTION private.audit_content_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  before jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  after jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  was_public boolean := coalesce(before ->> 'status', 'draft') in ('published', 'scheduled');
  is_public boolean := coalesce(after ->> 'status', 'draft') in ('published', 'scheduled');
  changes jsonb;
  action text := lower(tg_op);
begin
  changes := private.audit_diff(before, after, null, '{}', array['id', 'created_at', 'updated_at']);
  if tg_op = 'UPDATE' then
    if changes = '{}'::jsonb then
      return null;
    end if;
    if is_public and not was_public then
      action := 'publish';
    elsif was_public and not is_public then
      action := 'unpublish';
    end if;
  end if;
  perform private.audit_write(tg_argv[0], action, coalesce(after, before) ->> 'id',
                              coalesce(after, before) ->> 'title', changes);
  return null;
end;
$function$;

-- Function private.audit_content_kind(kind text)
CREATE OR REPLACE FUNCTION private.audit_content_kind(kind text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select kind in ('portfolio', 'blog', 'media');
$function$;
grant execute on function private.audit_content_kind(kind text) to authenticated;

-- Function private.audit_diff(before jsonb, after jsonb, fields text[], secrets text[], skip text[])
CREATE OR REPLACE FUNCTION private.audit_diff(before jsonb, after jsonb, fields text[], secrets text[], skip text[])
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_object_agg(k,
           case when k = any(coalesce(secrets, '{}')) then to_jsonb('changed'::text)
                else jsonb_build_object('before', private.audit_value(before -> k),
                                        'after', private.audit_value(after -> k)) end), '{}'::jsonb)
  from (select jsonb_object_keys(coalesce(before, '{}'::jsonb)) as k
        union
        select jsonb_object_keys(coalesce(after, '{}'::jsonb))) keys
  where (fields is null or k = any(fields))
    and not (k = any(coalesce(skip, '{}')))
    and (before -> k) is distinct from (after -> k)
    and not (before is null and coalesce(after -> k, 'null'::jsonb) = 'null'::jsonb);
$function$;

-- Function private.audit_history_kinds(p_kind text)
CREATE OR REPLACE FUNCTION private.audit_history_kinds(p_kind text)
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case when p_kind = 'inquiry' then array['inquiry', 'conversion'] else array[p_kind] end;
$function$;

-- Function private.audit_inquiry_change()
CREATE OR REPLACE FUNCTION private.audit_inquiry_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  before jsonb := to_jsonb(old);
  after jsonb := case when tg_op = 'UPDATE' then to_jsonb(new) end;
  changes jsonb;
  action text := 'update';
begin
  changes := private.audit_diff(before, after,
    array['status', 'owner_id', 'notes', 'deleted_at', 'screening'], array['notes'], '{}');
  if tg_op = 'DELETE' then
    action := 'purge';
  elsif changes = '{}'::jsonb then
    return null;
  elsif old.deleted_at is null and new.deleted_at is not null then
    action := 'trash';
  elsif old.deleted_at is not null and new.deleted_at is null then
    action := 'restore';
  end if;
  perform private.audit_write('inquiry', action, old.id::text, 'Inquiry ' || left(old.id::text, 8), changes);
  return null;
end;
$function$;

-- Function private.audit_list(arg text)
CREATE OR REPLACE FUNCTION private.audit_list(arg text)
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case when arg = '*' then null
              when coalesce(arg, '') = '' then '{}'::text[]
              else string_to_array(replace(arg, ' ', ''), ',') end;
$function$;

-- Function private.audit_media_change()
CREATE OR REPLACE FUNCTION private.audit_media_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  row_before jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  row_after jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  file jsonb := coalesce(row_after, row_before);
  summary jsonb;
begin
  if file ->> 'bucket_id' is distinct from 'site-media' then
    return null;
  end if;
  summary := private.audit_diff(
    case when row_before is null then null else jsonb_build_object(
      'name', row_before ->> 'name', 'size', row_before #> '{metadata,size}',
      'mimetype', row_before #> '{metadata,mimetype}') end,
    case when row_after is null then null else jsonb_build_object(
      'name', row_after ->> 'name', 'size', row_after #> '{metadata,size}',
      'mimetype', row_after #> '{metadata,mimetype}') end,
    null, '{}', '{}');
  if tg_op = 'UPDATE' and summary = '{}'::jsonb then
    return null;
  end if;
  perform private.audit_write('media', lower(tg_op), file ->> 'name', file ->> 'name', summary);
  return null;
end;
$function$;

-- Function private.audit_network(address text)
CREATE OR REPLACE FUNCTION private.audit_network(address text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  ip inet;
begin
  begin
    ip := nullif(btrim(coalesce(address, '')), '')::inet;
  exception when others then
    return null;
  end;
  if ip is null then
    return null;
  end if;
  if family(ip) = 6 and host(ip) ~* '^::ffff:[0-9]+\.[0-9]+\.[0-9]+\.[0-9]+$' then
    ip := substring(host(ip) from 8)::inet;
  end if;
  return network(set_masklen(ip, case when family(ip) = 4 then 24 else 48 end))::text;
end;
$function$;

-- Function private.audit_row_change()
CREATE OR REPLACE FUNCTION private.audit_row_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  before jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  after jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  source jsonb := coalesce(after, before);
  changes jsonb;
begin
  changes := private.audit_diff(before, after, private.audit_list(tg_argv[3]),
                                private.audit_list(tg_argv[4]), private.audit_list(tg_argv[5]));
  if tg_op = 'UPDATE' and changes = '{}'::jsonb then
    return null;
  end if;
  perform private.audit_write(
    tg_argv[0], lower(tg_op),
    case when tg_argv[1] like '=%' then substring(tg_argv[1] from 2) else source ->> tg_argv[1] end,
    case when tg_argv[2] like '=%' then substring(tg_argv[2] from 2)
         when tg_argv[2] = '' then null else source ->> tg_argv[2] end,
    changes);
  return null;
end;
$function$;

-- Function private.audit_sign_in()
CREATE OR REPLACE FUNCTION private.audit_sign_in()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  payload jsonb := new.payload::jsonb;
  actor uuid;
begin
  if payload ->> 'action' is distinct from 'login' then
    return null;
  end if;
  begin
    actor := (payload ->> 'actor_id')::uuid;
  exception when others then
    actor := null;
  end;
  perform private.audit_write('sign_in', 'sign_in', actor::text, payload ->> 'actor_username', '{}'::jsonb,
    private.audit_network(new.ip_address), actor, coalesce(payload ->> 'actor_username', 'unknown'));
  return null;
exception when others then
  -- A sign-in is never refused because its record could not be written.
  raise warning 'audit trail: sign-in not recorded: %', sqlerrm;
  return null;
end;
$function$;

-- Function private.audit_value(v jsonb)
CREATE OR REPLACE FUNCTION private.audit_value(v jsonb)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case
    when v is null then 'null'::jsonb
    when jsonb_typeof(v) = 'string' and char_length(v #>> '{}') > 500
      then to_jsonb(left(v #>> '{}', 500) || '…')
    when jsonb_typeof(v) in ('object', 'array') and char_length(v::text) > 500
      then to_jsonb(left(v::text, 500) || '…')
    else v
  end;
$function$;

-- Function private.audit_write(kind text, action text, record_id text, record_label text, changes jsonb, network text, actor_id uuid, actor_label text)
CREATE OR REPLACE FUNCTION private.audit_write(kind text, action text, record_id text, record_label text, changes jsonb, network text DEFAULT NULL::text, actor_id uuid DEFAULT NULL::uuid, actor_label text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  who record;
begin
  if actor_label is null then
    select * into who from private.audit_actor();
    actor_id := who.actor_id;
    actor_label := who.actor_label;
  end if;
  insert into public.audit_events (actor_id, actor_label, kind, action, record_id, record_label, changes, network)
  values (actor_id, left(actor_label, 320), kind, action, left(record_id, 1100), left(record_label, 300),
          coalesce(changes, '{}'::jsonb), network);
end;
$function$;

-- Function private.auto_publish_after_change()
CREATE OR REPLACE FUNCTION private.auto_publish_after_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if (select auto_publish from private.publish_settings where id) then
    perform private.create_publish_request('auto');
  end if;
  return null;
end;
$function$;

-- Function private.booking_url_refusal(url text)
CREATE OR REPLACE FUNCTION private.booking_url_refusal(url text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  authority text;
  rest text;
begin
  if url is null then
    return null;
  end if;
  if char_length(url) > 500 then
    return 'A booking link must be at most 500 characters.';
  end if;
  if url ~ '[^!-~]' then
    return 'A booking link cannot contain spaces or characters outside plain ASCII.';
  end if;
  if url !~* '^https://' then
    return 'A booking link must start with https://.';
  end if;
  authority := substring(url from '^.{8}([^/?#]*)');
  rest := substr(url, 9 + char_length(authority));
  if position('@' in authority) > 0 then
    return 'A booking link cannot contain a user name or password.';
  end if;
  if lower(authority) !~ '^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)*cal\.com$' and lower(authority) <> 'calendly.com' then
    return 'A booking link must be a Cal.com page (cal.com, app.cal.com or your-team.cal.com) or a Calendly page (calendly.com).';
  end if;
  if rest !~ '^/[^?#]' then
    return 'A booking link must name your booking page, for example https://cal.com/your-name/30min.';
  end if;
  return null;
end;
$function$;
grant execute on function private.booking_url_refusal(url text) to service_role;

-- Function private.build_calls_last_hour()
CREATE OR REPLACE FUNCTION private.build_calls_last_hour()
 RETURNS integer
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select count(*)::integer from public.publish_requests
    where status in ('sent', 'failed') and finished_at > now() - interval '1 hour';
$function$;

-- Function private.build_hook_url_refusal(url text)
CREATE OR REPLACE FUNCTION private.build_hook_url_refusal(url text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case
    when url is null then null
    when url !~ '^https://[^[:space:]/?#]+[^[:space:]]*$' and private.outbound_url_problem(url, false) is distinct from 'encodedHost'
      then 'The build hook must be an https:// address.'
    else case private.outbound_url_problem(url, false)
      when 'encodedHost' then 'Write the build hook''s host plainly, without %-escapes.'
      when 'notHttps' then 'The build hook must be an https:// address.'
      when 'privateHost' then 'The build hook cannot go to a private, loopback or link-local network address.'
    end
  end;
$function$;

-- Function private.cancel_reminders_of_touched_lead()
CREATE OR REPLACE FUNCTION private.cancel_reminders_of_touched_lead()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  delete from public.notification_outbox o
    where o.inquiry_id = new.id
      and o.event in ('inquiry.reminder', 'inquiry.escalated')
      and o.state in ('pending', 'retrying', 'sending');
  return null;
end;
$function$;

-- Function private.cancel_trashed_conversion_deliveries()
CREATE OR REPLACE FUNCTION private.cancel_trashed_conversion_deliveries()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.conversion_deliveries d
     set state = 'skipped', skip_reason = 'trashed', locked_until = null, next_attempt_at = null
    from public.conversions c
   where c.id = d.conversion_id
     and c.inquiry_id = new.id
     and d.state in ('queued', 'sending', 'retrying');
  return null;
end;
$function$;

-- Function private.check_conversion_destination_platform_settings()
CREATE OR REPLACE FUNCTION private.check_conversion_destination_platform_settings()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  event_key text;
begin
  if jsonb_typeof(new.settings) <> 'object' then
    return new;  -- the secret trigger refuses it with its own message
  end if;
  if new.platform = 'meta' then
    new.settings := new.settings
      || jsonb_build_object('qualified_event_name', coalesce(nullif(btrim(new.settings ->> 'qualified_event_name'), ''), 'Marketing Qualified Lead'))
      || jsonb_build_object('won_event_name', coalesce(nullif(btrim(new.settings ->> 'won_event_name'), ''), 'Converted'));
    foreach event_key in array array['qualified_event_name', 'won_event_name'] loop
      if char_length(new.settings ->> event_key) > 50 then
        raise exception using errcode = '22023', message = 'A Meta event name has at most 50 characters.';
      end if;
    end loop;
  elsif new.platform = 'linkedin' then
    new.settings := new.settings
      || jsonb_build_object('api_version', coalesce(nullif(btrim(new.settings ->> 'api_version'), ''), '202603'));
    if (new.settings ->> 'api_version') !~ '^20[2-9][0-9](0[1-9]|1[0-2])(\.[0-9]{2})?$' then
      raise exception using errcode = '22023', message = 'The LinkedIn version is a month like 202603 (YYYYMM).';
    end if;
    if coalesce(btrim(new.settings ->> 'ad_account_id'), '') !~ '^[0-9]*$' then
      raise exception using errcode = '22023', message = 'The LinkedIn ad account id is a number.';
    end if;
  end if;
  if tg_op = 'UPDATE' and old.attention_since is not null and new.attention_since is not distinct from old.attention_since then
    new.attention_since := null;
    new.attention_reason := null;
  end if;
  return new;
end;
$function$;

-- Function private.check_conversion_phone_country()
CREATE OR REPLACE FUNCTION private.check_conversion_phone_country()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  new.phone_default_country := nullif(upper(btrim(new.phone_default_country)), '');
  if new.phone_default_country is not null and new.phone_default_country !~ '^[A-Z]{2}$' then
    raise exception using errcode = '22023', message = 'Choose a country from the list.';
  end if;
  return new;
end;
$function$;

-- Function private.check_conversion_settings()
CREATE OR REPLACE FUNCTION private.check_conversion_settings()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  new.qualified_name := btrim(new.qualified_name);
  new.won_name := btrim(new.won_name);
  if char_length(new.qualified_name) not between 1 and 100 or char_length(new.won_name) not between 1 and 100 then
    raise exception using errcode = '22023', message = 'A conversion name has 1 to 100 characters.';
  end if;
  if not private.is_iso_currency(new.default_currency) then
    raise exception using errcode = '22023', message = 'Choose a currency from the list.';
  end if;
  if new.value_grace_hours is null or new.value_grace_hours not between 1 and 48 then
    raise exception using errcode = '22023', message = 'The wait for a deal value is 1 to 48 hours.';
  end if;
  new.updated_at := now();
  return new;
end;
$function$;

-- Function private.check_inquiry_flood_settings()
CREATE OR REPLACE FUNCTION private.check_inquiry_flood_settings()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  setting text;
  value integer;
begin
  foreach setting in array array['ipv4_hold_from', 'ipv4_refuse_from', 'ipv6_64_hold_from',
      'ipv6_64_refuse_from', 'ipv6_56_hold_from', 'ipv6_56_refuse_from', 'ipv6_48_hold_from',
      'ipv6_48_refuse_from', 'email_hold_from', 'overall_hold_from', 'held_ceiling_per_hour',
      'spam_ceiling_per_hour'] loop
    value := (pg_catalog.to_jsonb(new) ->> setting)::integer;
    if value < 1 then
      raise exception using errcode = '22023',
        message = pg_catalog.format('The flood setting %s must be at least 1 (it was %s).', setting, value);
    end if;
  end loop;
  foreach setting in array array['ipv4', 'ipv6_64', 'ipv6_56', 'ipv6_48'] loop
    if (pg_catalog.to_jsonb(new) ->> (setting || '_refuse_from'))::integer
       < (pg_catalog.to_jsonb(new) ->> (setting || '_hold_from'))::integer then
      raise exception using errcode = '22023',
        message = pg_catalog.format('The flood setting %s_refuse_from must not be below %s_hold_from.', setting, setting);
    end if;
  end loop;
  return new;
end;
$function$;

-- Function private.check_webhook_url()
CREATE OR REPLACE FUNCTION private.check_webhook_url()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  refusal text;
begin
  if new.webhook_url is not null and (tg_op = 'INSERT' or new.webhook_url is distinct from old.webhook_url) then
    refusal := private.webhook_url_refusal(new.webhook_url, private.loopback_receivers_allowed());
    if refusal is not null then
      raise exception using errcode = '22023', message = refusal;
    end if;
  end if;
  return new;
end;
$function$;

-- Function private.clean_touch(touch jsonb)
CREATE OR REPLACE FUNCTION private.clean_touch(touch jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  result jsonb := '{}'::jsonb;
  field text;
  referrer text;
  landing text;
  touched text;
  touched_at timestamptz;
begin
  if touch is null or pg_catalog.jsonb_typeof(touch) = 'null' then
    return null;
  end if;
  if pg_catalog.jsonb_typeof(touch) <> 'object' then
    raise exception using errcode = '22023', message = 'The attribution must be a JSON object.';
  end if;
  foreach field in array array['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] loop
    result := result || pg_catalog.jsonb_build_object(field, private.attribution_text(touch -> field, 200));
  end loop;
  foreach field in array array['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'li_fat_id'] loop
    result := result || pg_catalog.jsonb_build_object(field, private.attribution_text(touch -> field, 256));
  end loop;
  referrer := private.attribution_text(touch -> 'referrer', 500);
  landing := private.attribution_text(touch -> 'landing_path', 300);
  touched := private.attribution_text(touch -> 'at', 40);
  if touched ~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$' then
    begin
      touched_at := touched::timestamptz;
    exception when others then
      touched_at := null;
    end;
  end if;
  if touched_at is null or touched_at > now() + interval '1 day' or touched_at < now() - interval '91 days' then
    touched_at := now();
  end if;
  return result || pg_catalog.jsonb_build_object(
    'referrer', case when referrer ~* '^https?://[^/]' then referrer end,
    'landing_path', case when landing like '/%' then landing end,
    'at', touched_at);
end;
$function$;

-- Function private.client_address_from_chain(chain text, hops integer)
CREATE OR REPLACE FUNCTION private.client_address_from_chain(chain text, hops integer)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  entries text[] := pg_catalog.string_to_array(coalesce(chain, ''), ',');
  total integer := coalesce(pg_catalog.array_length(entries, 1), 0);
  pick integer := total - greatest(hops, 1) + 1;
begin
  if pg_catalog.btrim(coalesce(chain, '')) = '' then
    return 'unknown';
  end if;
  if pick < 1 then
    pick := total;
  end if;
  return coalesce(private.normalize_client_address(entries[pick]), 'unknown');
end;
$function$;

-- Function private.client_address_report(path text, chain text, hops integer)
CREATE OR REPLACE FUNCTION private.client_address_report(path text, chain text, hops integer)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'path', path,
    'chain', coalesce(chain, ''),
    'entries', case when btrim(coalesce(chain, '')) = '' then 0
                    else coalesce(array_length(string_to_array(chain, ','), 1), 0) end,
    'hops', hops,
    'client', derived.client,
    'private_range', case when derived.client <> 'unknown'
      then private.address_private_range(split_part(derived.client, '/', 1)::inet) end)
  from (select private.client_address_from_chain(chain, hops) as client) derived
$function$;

-- Function private.client_keys_for(client_key text)
CREATE OR REPLACE FUNCTION private.client_keys_for(client_key text)
 RETURNS private.client_keys
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  salt text := (select s.client_hash_salt from private.inquiry_screening_settings s);
  networks record;
  result private.client_keys;
begin
  if client_key is null then
    return null;
  end if;
  networks := private.client_networks(client_key);
  result.client_hash := pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(salt || '|' || client_key, 'UTF8')), 'hex');
  if networks.network_48 is not null then
    result.network_56_hash := pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(salt || '|' || networks.network_56, 'UTF8')), 'hex');
    result.network_48_hash := pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(salt || '|' || networks.network_48, 'UTF8')), 'hex');
  end if;
  return result;
end;
$function$;

-- Function private.client_networks(client_key text, OUT network_56 text, OUT network_48 text)
CREATE OR REPLACE FUNCTION private.client_networks(client_key text, OUT network_56 text, OUT network_48 text)
 RETURNS record
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  parsed inet;
begin
  if client_key is null or client_key !~ '^[0-9a-f:]+/64$' then
    return;
  end if;
  parsed := client_key::inet;
  network_56 := pg_catalog.host(pg_catalog.network(pg_catalog.set_masklen(parsed, 56))) || '/56';
  network_48 := pg_catalog.host(pg_catalog.network(pg_catalog.set_masklen(parsed, 48))) || '/48';
end;
$function$;

-- Function private.client_rate_verdict(keys private.client_keys)
CREATE OR REPLACE FUNCTION private.client_rate_verdict(keys private.client_keys)
 RETURNS text
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  client_window constant interval := interval '10 minutes';
  s private.inquiry_flood_settings;
  recent integer;
  verdict text := 'clear';
begin
  if keys is null or keys.client_hash is null then
    return verdict;
  end if;
  select * into s from private.inquiry_flood_settings;
  select count(*) into recent from private.inquiry_clients k
    where k.client_hash = keys.client_hash and k.created_at > now() - client_window;
  if keys.network_48_hash is null then
    -- An IPv4 address (or the shared 'unknown' client).
    if recent >= s.ipv4_refuse_from then
      return 'refused';
    end if;
    return case when recent >= s.ipv4_hold_from then 'held' else verdict end;
  end if;
  if recent >= s.ipv6_64_refuse_from then
    return 'refused';
  elsif recent >= s.ipv6_64_hold_from then
    verdict := 'held';
  end if;
  select count(*) into recent from private.inquiry_clients k
    where k.network_56_hash = keys.network_56_hash and k.created_at > now() - client_window;
  if recent >= s.ipv6_56_refuse_from then
    return 'refused';
  elsif recent >= s.ipv6_56_hold_from then
    verdict := 'held';
  end if;
  select count(*) into recent from private.inquiry_clients k
    where k.network_48_hash = keys.network_48_hash and k.created_at > now() - client_window;
  if recent >= s.ipv6_48_refuse_from then
    return 'refused';
  elsif recent >= s.ipv6_48_hold_from then
    verdict := 'held';
  end if;
  return verdict;
end;
$function$;

-- Function private.consent_recipients(recipients text[])
CREATE OR REPLACE FUNCTION private.consent_recipients(recipients text[])
 RETURNS text[]
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
begin
  if coalesce(cardinality(recipients), 0) = 0
     or exists (select 1 from unnest(recipients) r where r is null or r not in ('google_ads', 'meta', 'linkedin', 'ga4')) then
    raise exception using errcode = '22023', message = 'Name one or more of the recipients google_ads, meta, linkedin, ga4.';
  end if;
  return recipients;
end;
$function$;

-- Function private.conversion_adjustment_rows(feed_stage text)
CREATE OR REPLACE FUNCTION private.conversion_adjustment_rows(feed_stage text)
 RETURNS TABLE(conversion_id uuid, line text)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select (f.conversion).id,
         concat_ws(',',
           f.click[2],
           private.csv_field(f.conversion_name),
           private.feed_time((f.conversion).occurred_at),
           private.feed_time((f.conversion).value_changed_at),
           'RESTATE',
           (f.conversion).value::text,
           (f.conversion).currency)
  from private.conversion_feed_candidates(feed_stage) f
  where f.click[1] = 'gclid'
    and f.click[2] ~ '^[A-Za-z0-9_-]+$'
    and (f.delivery).state = 'sent'
    and (f.conversion).value is not null
    and ((f.delivery).adjustment = 'pending'
         or ((f.delivery).adjustment = 'sent' and (f.delivery).adjusted_at > now() - interval '3 days'))
  order by (f.conversion).value_changed_at, (f.conversion).id;
$function$;

-- Function private.conversion_feed_candidates(feed_stage text)
CREATE OR REPLACE FUNCTION private.conversion_feed_candidates(feed_stage text)
 RETURNS TABLE(conversion public.conversions, delivery public.conversion_deliveries, inquiry public.customer_inquiries, conversion_name text, click text[])
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select c, d, i,
         case c.stage when 'won' then s.won_name else s.qualified_name end,
         private.feed_click(i, case c.stage when 'won' then s.won_counting else s.qualified_counting end)
  from public.conversions c
  join public.conversion_deliveries d on d.conversion_id = c.id and d.platform = 'google_ads'
  join public.customer_inquiries i on i.id = c.inquiry_id
  cross join public.conversion_settings s
  where c.stage = feed_stage
    and c.occurred_at > now() - interval '90 days'
    and i.deleted_at is null
    and d.state in ('queued', 'sent')
    and private.conversion_skip_reason(i, 'google_ads') is null
    and private.conversion_released(c, s);
$function$;

-- Function private.conversion_feed_file(file_name text)
CREATE OR REPLACE FUNCTION private.conversion_feed_file(file_name text)
 RETURNS TABLE(stage text, kind text)
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select f.stage, f.kind
  from (values
    ('qualified-lead.csv', 'qualified', 'conversions'),
    ('won.csv', 'won', 'conversions'),
    ('won-adjustments.csv', 'won', 'adjustments')) as f(file_name, stage, kind)
  where f.file_name = conversion_feed_file.file_name;
$function$;

-- Function private.conversion_feed_header(kind text)
CREATE OR REPLACE FUNCTION private.conversion_feed_header(kind text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case kind
    when 'adjustments' then 'Google Click ID,Conversion Name,Conversion Time,Adjustment Time,Adjustment Type,Adjusted Value,Adjusted Value Currency'
    else 'Google Click ID,GBRAID,WBRAID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency,Ad User Data,Ad Personalization'
  end || E'\r\n';
$function$;

-- Function private.conversion_feed_lines(file_name text)
CREATE OR REPLACE FUNCTION private.conversion_feed_lines(file_name text)
 RETURNS TABLE(conversion_id uuid, line text)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select r.conversion_id, r.line
  from private.conversion_feed_file(file_name) f
  cross join lateral private.conversion_feed_rows(f.stage) r
  where f.kind = 'conversions'
  union all
  select r.conversion_id, r.line
  from private.conversion_feed_file(file_name) f
  cross join lateral private.conversion_adjustment_rows(f.stage) r
  where f.kind = 'adjustments';
$function$;

-- Function private.conversion_feed_rows(feed_stage text)
CREATE OR REPLACE FUNCTION private.conversion_feed_rows(feed_stage text)
 RETURNS TABLE(conversion_id uuid, line text)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select (f.conversion).id,
         concat_ws(',',
           case when f.click[1] = 'gclid' then f.click[2] else '' end,
           case when f.click[1] = 'gbraid' then f.click[2] else '' end,
           case when f.click[1] = 'wbraid' then f.click[2] else '' end,
           private.csv_field(f.conversion_name),
           private.feed_time((f.conversion).occurred_at),
           -- A row fetched before is listed as it was then: a changed value is an adjustment.
           private.csv_field(case when (f.delivery).state = 'sent' then (f.delivery).sent_value else (f.conversion).value end::text),
           private.csv_field(case when (f.delivery).state = 'sent' then (f.delivery).sent_currency else (f.conversion).currency end),
           private.feed_consent((f.inquiry).consent_ad_user_data),
           private.feed_consent((f.inquiry).consent_ad_personalization))
  from private.conversion_feed_candidates(feed_stage) f
  where f.click[2] ~ '^[A-Za-z0-9_-]+$'
    and ((f.delivery).state = 'queued' or (f.delivery).sent_at > now() - interval '3 days')
  order by (f.conversion).occurred_at, (f.conversion).id;
$function$;

-- Function private.conversion_released(conversion public.conversions, settings public.conversion_settings)
CREATE OR REPLACE FUNCTION private.conversion_released(conversion public.conversions, settings public.conversion_settings)
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select conversion.stage <> 'won'
      or conversion.value_answered_at is not null
      or conversion.occurred_at <= now() - make_interval(hours => settings.value_grace_hours);
$function$;

-- Function private.conversion_skip_reason(inquiry public.customer_inquiries, platform text)
CREATE OR REPLACE FUNCTION private.conversion_skip_reason(inquiry public.customer_inquiries, platform text)
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select case
    when r.withdrawn_at is not null then 'consent_withdrawn'
    when r.granted is not true then 'no_consent'
    when platform = 'google_ads' and private.google_click(inquiry) is null then 'no_click_id'
    -- Read by name from the row, so this rule does not depend on when that column was added.
    when platform = 'ga4' and nullif(to_jsonb(inquiry) ->> 'ga_client_id', '') is null then 'no_client_id'
  end
  from (select) one
  left join public.inquiry_recipient_consents r
    on r.inquiry_id = inquiry.id and r.recipient = platform;
$function$;

-- Function private.conversion_stages_for_status(status text)
CREATE OR REPLACE FUNCTION private.conversion_stages_for_status(status text)
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case status
    when 'contacted' then array['qualified']
    when 'converted' then array['qualified', 'won']
    else array[]::text[]
  end;
$function$;

-- Function private.create_publish_request(why text)
CREATE OR REPLACE FUNCTION private.create_publish_request(why text)
 RETURNS public.publish_requests
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  created public.publish_requests;
  slot timestamptz;
begin
  if private.effective_build_hook() is null then
    insert into public.publish_requests (reason, requested_by, status, detail, finished_at)
      values (why, (select auth.uid()), 'skipped', 'No build hook is configured.', now())
      returning * into created;
    return created;
  end if;
  -- One waiting request at a time: concurrent callers queue on this lock.
  lock table public.publish_requests in share row exclusive mode;
  select * into created from public.publish_requests r
    where r.status = 'pending' order by r.requested_at limit 1;
  if found then
    return created;
  end if;
  slot := private.next_build_slot();
  insert into public.publish_requests (reason, requested_by, send_after, detail)
    values (why, (select auth.uid()), slot,
      case
        when slot <= now() then null
        when private.build_calls_last_hour() >= (select s.builds_per_hour from private.publish_settings s where s.id)
          then format('The limit of %s builds an hour is reached: this one waits for a free slot, and every change made until then goes with it.',
                      (select s.builds_per_hour from private.publish_settings s where s.id))
        else 'Waits for the end of the minute after the last build; every change made until then goes with it.'
      end)
    returning * into created;
  perform private.dispatch_publish_request(created.id);
  select * into created from public.publish_requests where id = created.id;
  return created;
end;
$function$;

-- Function private.csv_field(value text)
CREATE OR REPLACE FUNCTION private.csv_field(value text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case
    when value ~ '[",\r\n]' then '"' || replace(value, '"', '""') || '"'
    else coalesce(value, '')
  end;
$function$;

-- Function private.dispatch_due_publish_requests()
CREATE OR REPLACE FUNCTION private.dispatch_due_publish_requests()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  due uuid;
  sent integer := 0;
begin
  for due in
    select r.id from public.publish_requests r
      where r.status = 'pending' and coalesce(r.send_after, r.requested_at) <= now()
      order by r.requested_at
  loop
    perform private.dispatch_publish_request(due);
    sent := sent + 1;
  end loop;
  if exists (select 1 from public.publish_requests r
               where r.status = 'sent' and r.hook_claimed_at is null and r.detail = private.publish_queued_detail()) then
    perform private.invoke_edge_function('call-build-hook');
  end if;
  return sent;
end;
$function$;

-- Function private.dispatch_publish_request(request_id uuid)
CREATE OR REPLACE FUNCTION private.dispatch_publish_request(request_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  request public.publish_requests;
begin
  select * into request from public.publish_requests where id = request_id and status = 'pending';
  if not found or request.send_after > now() then
    return;
  end if;
  if private.effective_build_hook() is null then
    update public.publish_requests
      set status = 'skipped', detail = 'No build hook is configured.', finished_at = now()
      where id = request_id;
    return;
  end if;
  -- Sent from here on: the call counts against the window and the hourly limit at once.
  update public.publish_requests
    set status = 'sent', detail = private.publish_queued_detail(), finished_at = now()
    where id = request_id;
  perform private.invoke_edge_function('call-build-hook');
end;
$function$;

-- Function private.effective_build_hook()
CREATE OR REPLACE FUNCTION private.effective_build_hook()
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select s.build_hook_url from private.publish_settings s where s.id;
$function$;

-- Function private.email_rate_reached(email text)
CREATE OR REPLACE FUNCTION private.email_rate_reached(email text)
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select count(*) >= (select s.email_hold_from from private.inquiry_flood_settings s)
  from public.customer_inquiries c
  where pg_catalog.lower(c.email) = pg_catalog.lower(email_rate_reached.email)
    and c.created_at > now() - interval '10 minutes';
$function$;

-- Function private.feed_click(inquiry public.customer_inquiries, counting text)
CREATE OR REPLACE FUNCTION private.feed_click(inquiry public.customer_inquiries, counting text)
 RETURNS text[]
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select case
    when counting = 'every' then private.google_click(inquiry)
    when coalesce(inquiry.last_gclid, inquiry.first_gclid) is not null
      then array['gclid', coalesce(inquiry.last_gclid, inquiry.first_gclid)]
  end;
$function$;

-- Function private.feed_consent(granted boolean)
CREATE OR REPLACE FUNCTION private.feed_consent(granted boolean)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case granted when true then 'Granted' when false then 'Denied' else '' end;
$function$;

-- Function private.feed_time(at timestamp with time zone)
CREATE OR REPLACE FUNCTION private.feed_time(at timestamp with time zone)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') || '+00:00';
$function$;

-- Function private.flag_conversion_destination(target_platform text, reason text, about_inquiry uuid)
CREATE OR REPLACE FUNCTION private.flag_conversion_destination(target_platform text, reason text, about_inquiry uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  flagged integer;
begin
  update public.conversion_destinations x
    set attention_since = now(), attention_reason = left(coalesce(reason, 'Unknown error'), 500)
    where x.platform = target_platform and x.attention_since is null;
  get diagnostics flagged = row_count;
  if flagged = 0 or private.notifications_suppressed() then
    return;
  end if;
  insert into public.notification_outbox (inquiry_id, destination_id, destination_kind, destination_name, event, payload)
    select about_inquiry, d.id, d.kind, d.name, 'conversion.destination_attention', jsonb_build_object('platform', target_platform)
    from public.notification_destinations d
    where d.enabled and d.kind = 'email'
    on conflict do nothing;
end;
$function$;

-- Function private.function_client_address(chain text)
CREATE OR REPLACE FUNCTION private.function_client_address(chain text)
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select private.client_address_from_chain(chain, (select s.function_proxy_hops from private.client_address_settings s))
$function$;

-- Function private.google_click(inquiry public.customer_inquiries)
CREATE OR REPLACE FUNCTION private.google_click(inquiry public.customer_inquiries)
 RETURNS text[]
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select case
    when inquiry.last_gclid is not null then array['gclid', inquiry.last_gclid]
    when inquiry.last_gbraid is not null then array['gbraid', inquiry.last_gbraid]
    when inquiry.last_wbraid is not null then array['wbraid', inquiry.last_wbraid]
    when inquiry.first_gclid is not null then array['gclid', inquiry.first_gclid]
    when inquiry.first_gbraid is not null then array['gbraid', inquiry.first_gbraid]
    when inquiry.first_wbraid is not null then array['wbraid', inquiry.first_wbraid]
  end;
$function$;

-- Function private.guard_inquiry_consent()
CREATE OR REPLACE FUNCTION private.guard_inquiry_consent()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if current_user in ('anon', 'authenticated', 'service_role')
     and (new.consent_version, new.consent_decided_at, new.consent_ad_storage, new.consent_ad_user_data,
          new.consent_ad_personalization, new.consent_analytics_storage, new.consent_gpc)
         is distinct from
         (old.consent_version, old.consent_decided_at, old.consent_ad_storage, old.consent_ad_user_data,
          old.consent_ad_personalization, old.consent_analytics_storage, old.consent_gpc) then
    raise exception using errcode = '42501',
      message = 'The consent a lead was sent with cannot be edited. Record a withdrawal on the Privacy screen instead.';
  end if;
  return new;
end;
$function$;

-- Function private.guard_recipient_consent()
CREATE OR REPLACE FUNCTION private.guard_recipient_consent()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if current_user in ('anon', 'authenticated', 'service_role') then
    raise exception using errcode = '42501',
      message = 'The consent a lead was sent with cannot be edited. Record a withdrawal on the Privacy screen instead.';
  end if;
  return new;
end;
$function$;

-- Function private.guard_sales_inquiry_change()
CREATE OR REPLACE FUNCTION private.guard_sales_inquiry_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if private.member_role() = 'sales'
     and (to_jsonb(new) - array['status', 'notes', 'lead_source', 'lead_medium'])
         is distinct from (to_jsonb(old) - array['status', 'notes', 'lead_source', 'lead_medium']) then
    raise exception using errcode = '42501',
      message = 'A sales member can change only the status and notes of their leads.';
  end if;
  return new;
end;
$function$;

-- Function private.guard_team_member_change()
CREATE OR REPLACE FUNCTION private.guard_team_member_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.active is distinct from old.active then
    new.deactivated_at := case when new.active then null else now() end;
  end if;
  if old.role = 'admin' and old.active and (new.role <> 'admin' or not new.active) then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.team_members last admin'));
    if not exists (
      select 1 from public.team_members m
       where m.role = 'admin' and m.active and m.user_id <> old.user_id
    ) then
      raise exception using errcode = 'P0001',
        message = 'The last active admin cannot be demoted or deactivated.';
    end if;
  end if;
  return new;
end;
$function$;

-- Function private.hmac_sha256(message bytea, key bytea)
CREATE OR REPLACE FUNCTION private.hmac_sha256(message bytea, key bytea)
 RETURNS bytea
 LANGUAGE sql
 IMMUTABLE STRICT
 SET search_path TO ''
AS $function$
  with block as (
    select key || decode(repeat('00', 64 - octet_length(key)), 'hex') as k
  ), pads as (
    select decode(string_agg(lpad(to_hex(get_byte(b.k, i) # 54), 2, '0'), '' order by i), 'hex') as inner_key,
           decode(string_agg(lpad(to_hex(get_byte(b.k, i) # 92), 2, '0'), '' order by i), 'hex') as outer_key
      from block b cross join generate_series(0, 63) i
  )
  select sha256(p.outer_key || sha256(p.inner_key || message)) from pads p
$function$;

-- Function private.inquiry_booking_offer(p_owner uuid)
CREATE OR REPLACE FUNCTION private.inquiry_booking_offer(p_owner uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(
    (select jsonb_build_object('host_name', m.display_name, 'url', m.booking_url)
       from public.team_members m
      where m.user_id = p_owner and m.active and m.role = 'sales' and m.booking_url is not null),
    (select jsonb_build_object('host_name', null, 'url', s.default_url)
       from private.booking_settings s
      where s.default_url is not null));
$function$;

-- Function private.inquiry_consent_from_payload(payload jsonb)
CREATE OR REPLACE FUNCTION private.inquiry_consent_from_payload(payload jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  consent jsonb := payload -> 'consent';
  flags constant text[] := array['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage', 'gpc'];
  flag text;
  unknown text;
  decided timestamptz;
  recipients jsonb := consent -> 'recipients';
  recipient text;
begin
  if consent is null or jsonb_typeof(consent) = 'null' then
    return null;
  end if;
  if jsonb_typeof(consent) <> 'object' then
    raise exception using errcode = '22023', message = 'The consent must be a JSON object.';
  end if;
  select k into unknown from jsonb_object_keys(consent) k
    where k <> all (flags || array['version', 'decided_at', 'recipients']) order by k limit 1;
  if unknown is not null then
    raise exception using errcode = '22023', message = format('The consent has an unknown field: %s.', left(unknown, 40));
  end if;
  foreach flag in array flags loop
    if jsonb_typeof(consent -> flag) is distinct from 'boolean' then
      raise exception using errcode = '22023', message = format('The consent field %s must be true or false.', flag);
    end if;
  end loop;
  if jsonb_typeof(consent -> 'version') is distinct from 'string'
     or (consent ->> 'version') !~ '^[ -~]{1,40}$' then
    raise exception using errcode = '22023', message = 'The consent version must be text of 1 to 40 characters.';
  end if;
  -- ISO-8601 with a time zone, so the stored instant never depends on the server's zone.
  if jsonb_typeof(consent -> 'decided_at') is distinct from 'string'
     or (consent ->> 'decided_at') !~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)$' then
    raise exception using errcode = '22023', message = 'The consent time must be an ISO-8601 date and time.';
  end if;
  -- Optional: the recipients the banner named, each allowed (true) or not (false).
  if recipients is not null and jsonb_typeof(recipients) <> 'null' then
    if jsonb_typeof(recipients) <> 'object' then
      raise exception using errcode = '22023', message = 'The consent recipients must be a JSON object.';
    end if;
    select k into recipient from jsonb_object_keys(recipients) k
      where k <> all (array['google_ads', 'meta', 'linkedin', 'ga4']) order by k limit 1;
    if recipient is not null then
      raise exception using errcode = '22023', message = format('The consent names an unknown recipient: %s.', left(recipient, 40));
    end if;
    select k into recipient from jsonb_object_keys(recipients) k
      where jsonb_typeof(recipients -> k) <> 'boolean' order by k limit 1;
    if recipient is not null then
      raise exception using errcode = '22023', message = format('The consent for %s must be true or false.', recipient);
    end if;
  else
    recipients := null;
  end if;
  begin
    decided := (consent ->> 'decided_at')::timestamptz;
  exception when others then
    raise exception using errcode = '22023', message = 'The consent time must be an ISO-8601 date and time.';
  end;
  return jsonb_build_object(
    'version', consent ->> 'version',
    'decided_at', decided,
    'ad_storage', (consent ->> 'ad_storage')::boolean,
    'ad_user_data', (consent ->> 'ad_user_data')::boolean,
    'ad_personalization', (consent ->> 'ad_personalization')::boolean,
    'analytics_storage', (consent ->> 'analytics_storage')::boolean,
    'gpc', (consent ->> 'gpc')::boolean,
    'recipients', recipients);
end;
$function$;

-- Function private.inquiry_granted_recipients(inquiry_id uuid)
CREATE OR REPLACE FUNCTION private.inquiry_granted_recipients(inquiry_id uuid)
 RETURNS SETOF text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select r.recipient from public.inquiry_recipient_consents r
   where r.inquiry_id = inquiry_granted_recipients.inquiry_id and r.granted
$function$;

-- Function private.inquiry_notification_payload(inquiry public.customer_inquiries)
CREATE OR REPLACE FUNCTION private.inquiry_notification_payload(inquiry public.customer_inquiries)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'id', inquiry.id,
    'first_name', inquiry.first_name,
    'last_name', inquiry.last_name,
    'email', inquiry.email,
    'phone', inquiry.phone,
    'company', inquiry.company,
    'service_interest', inquiry.service_interest,
    'budget_range', inquiry.budget_range,
    'project_timeline', inquiry.project_timeline,
    'message', inquiry.message,
    'source_page', inquiry.source_page,
    'status', inquiry.status,
    'created_at', inquiry.created_at,
    'screening', inquiry.screening,
    'source', inquiry.lead_source,
    'medium', inquiry.lead_medium,
    'campaign', coalesce(inquiry.last_utm_campaign, inquiry.first_utm_campaign),
    'landing_page', coalesce(inquiry.last_landing_path, inquiry.first_landing_path),
    'salesperson', inquiry.salesperson_name,
    'owner', (select m.display_name from public.team_members m where m.user_id = inquiry.owner_id))
$function$;

-- Function private.inquiry_screening_verdict(keys private.client_keys, email text, payload jsonb, OUT screening text, OUT reason text)
CREATE OR REPLACE FUNCTION private.inquiry_screening_verdict(keys private.client_keys, email text, payload jsonb, OUT screening text, OUT reason text)
 RETURNS record
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  -- People need longer than this to fill in either form.
  min_fill_ms constant integer := 3000;
  client_verdict text := private.client_rate_verdict(keys);
begin
  screening := 'clear';
  if client_verdict = 'refused' then
    screening := 'refused';
    return;
  elsif client_verdict = 'held' then
    screening := 'held';
    reason := 'client_rate';
  elsif private.email_rate_reached(email) then
    screening := 'held';
    reason := 'email_rate';
  elsif private.overall_rate_reached() then
    screening := 'held';
    reason := 'overall_rate';
  end if;
  -- Bot signals outrank the thresholds: a bot's inquiry is spam whatever the traffic.
  if coalesce(private.trim_text(payload ->> 'website'), '') <> '' then
    screening := 'spam';
    reason := 'honeypot';
  elsif pg_catalog.jsonb_typeof(payload -> 'form_fill_ms') = 'number' and (payload ->> 'form_fill_ms')::numeric < min_fill_ms then
    screening := 'spam';
    reason := 'too_fast';
  end if;
  if private.screening_ceiling_reached(screening, keys) then
    screening := 'refused';
    reason := null;
  end if;
end;
$function$;

-- Function private.inquiry_search_text(first_name text, last_name text, email text, company text, service_interest text)
CREATE OR REPLACE FUNCTION private.inquiry_search_text(first_name text, last_name text, email text, company text, service_interest text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  select coalesce(first_name, '') operator(pg_catalog.||) E'\x1f' operator(pg_catalog.||) coalesce(last_name, '')
    operator(pg_catalog.||) E'\x1f' operator(pg_catalog.||) coalesce(email, '')
    operator(pg_catalog.||) E'\x1f' operator(pg_catalog.||) coalesce(company, '')
    operator(pg_catalog.||) E'\x1f' operator(pg_catalog.||) coalesce(service_interest, '')
$function$;
grant execute on function private.inquiry_search_text(first_name text, last_name text, email text, company text, service_interest text) to authenticated;
grant execute on function private.inquiry_search_text(first_name text, last_name text, email text, company text, service_interest text) to service_role;

-- Function private.invoke_edge_function(function_name text)
CREATE OR REPLACE FUNCTION private.invoke_edge_function(function_name text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  project_url text;
  service_key text;
  -- A transaction-local setting per function: set once a run is asked for in this transaction.
  asked text := 'edge_function_asked.' || replace(function_name, '-', '_');
begin
  if function_name !~ '^[a-z0-9][a-z0-9-]{0,62}$' then
    raise exception using errcode = '22023', message = 'An Edge Function name is lower-case letters, digits and dashes.';
  end if;
  if current_setting(asked, true) = txid_current()::text then
    return;
  end if;
  perform set_config(asked, txid_current()::text, true);
  if to_regprocedure('net.http_post(text,jsonb,jsonb,jsonb,integer)') is null
     or to_regclass('vault.decrypted_secrets') is null then
    return;
  end if;
  execute 'select decrypted_secret from vault.decrypted_secrets where name = $1' into project_url using 'project_url';
  execute 'select decrypted_secret from vault.decrypted_secrets where name = $1' into service_key using 'service_role_key';
  if project_url is null or service_key is null then
    return;
  end if;
  execute 'select net.http_post(url := $1, body := $2, headers := $3, timeout_milliseconds := 5000)'
    using rtrim(project_url, '/') || '/functions/v1/' || function_name,
          '{}'::jsonb,
          jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || service_key);
end;
$function$;

-- Function private.is_admin()
CREATE OR REPLACE FUNCTION private.is_admin()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(private.member_role() = 'admin', false);
$function$;
grant execute on function private.is_admin() to authenticated;

-- Function private.is_content_editor()
CREATE OR REPLACE FUNCTION private.is_content_editor()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(private.member_role() in ('admin', 'editor'), false);
$function$;
grant execute on function private.is_content_editor() to authenticated;

-- Function private.is_conversion_feed_token(token text)
CREATE OR REPLACE FUNCTION private.is_conversion_feed_token(token text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(
    (select t.token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex') from private.conversion_feed_token t),
    false)
    and coalesce(token, '') <> '';
$function$;

-- Function private.is_iso_currency(code text)
CREATE OR REPLACE FUNCTION private.is_iso_currency(code text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (select 1 from private.iso_currencies c where c.code = is_iso_currency.code);
$function$;

-- Function private.is_own_lead(p_inquiry uuid)
CREATE OR REPLACE FUNCTION private.is_own_lead(p_inquiry uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(private.member_role() = 'sales', false)
     and exists (
       select 1 from public.customer_inquiries c
        where c.id = p_inquiry and c.owner_id = (select auth.uid()) and c.deleted_at is null);
$function$;
grant execute on function private.is_own_lead(p_inquiry uuid) to authenticated;

-- Function private.is_sales()
CREATE OR REPLACE FUNCTION private.is_sales()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(private.member_role() = 'sales', false);
$function$;
grant execute on function private.is_sales() to authenticated;

-- Function private.is_valid_email(value text)
CREATE OR REPLACE FUNCTION private.is_valid_email(value text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select value is not null
    and pg_catalog.char_length(value) <= 254
    and value ~ '^[A-Za-z0-9_%+''-]+(\.[A-Za-z0-9_%+''-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$'
$function$;

-- Function private.issue_withdrawal_token(inquiry_id uuid)
CREATE OR REPLACE FUNCTION private.issue_withdrawal_token(inquiry_id uuid)
 RETURNS text
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  token text;
begin
  if not exists (select 1 from private.inquiry_granted_recipients(issue_withdrawal_token.inquiry_id)) then
    return null;
  end if;
  token := translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'),
                     E'+/=\n', '-_');
  insert into private.inquiry_withdrawal_tokens (inquiry_id, token_hash)
    values (issue_withdrawal_token.inquiry_id, encode(sha256(convert_to(token, 'UTF8')), 'hex'));
  return token;
end;
$function$;

-- Function private.log_content_change()
CREATE OR REPLACE FUNCTION private.log_content_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into private.content_changes (table_name, row_id, operation)
  values (tg_table_name, coalesce(new.id, old.id), lower(tg_op));
  return null;
end;
$function$;

-- Function private.loopback_receivers_allowed()
CREATE OR REPLACE FUNCTION private.loopback_receivers_allowed()
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select false;
$function$;

-- Function private.mark_conversion_adjustments(won public.conversions)
CREATE OR REPLACE FUNCTION private.mark_conversion_adjustments(won public.conversions)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  by_gclid boolean;
begin
  select (private.feed_click(i, s.won_counting))[1] = 'gclid' into by_gclid
    from public.customer_inquiries i cross join public.conversion_settings s
   where i.id = won.inquiry_id;
  update public.conversion_deliveries d
     set adjustment = case when d.platform = 'google_ads' and coalesce(by_gclid, false) then 'pending' else 'unsupported' end
   where d.conversion_id = won.id
     and won.value is not null
     and ((d.platform = 'google_ads' and d.state = 'sent') or (d.platform <> 'google_ads' and d.state in ('sent', 'accepted')))
     and (won.value, won.currency) is distinct from
         (coalesce(d.adjusted_value, d.sent_value), coalesce(d.adjusted_currency, d.sent_currency));
end;
$function$;

-- Function private.mark_inquiry_touched()
CREATE OR REPLACE FUNCTION private.mark_inquiry_touched()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.first_touched_at is null
     and (new.status is distinct from old.status or new.notes is distinct from old.notes) then
    new.first_touched_at := now();
  end if;
  return new;
end;
$function$;

-- Function private.mark_meeting_lead_contacted(p_inquiry uuid)
CREATE OR REPLACE FUNCTION private.mark_meeting_lead_contacted(p_inquiry uuid)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  update public.customer_inquiries set status = 'contacted' where id = p_inquiry and status = 'new';
$function$;

-- Function private.mark_meeting_lead_touched()
CREATE OR REPLACE FUNCTION private.mark_meeting_lead_touched()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.inquiry_id is not null and (tg_op = 'INSERT' or old.inquiry_id is distinct from new.inquiry_id) then
    update public.customer_inquiries
       set first_touched_at = new.booked_at
     where id = new.inquiry_id and first_touched_at is null;
  end if;
  return null;
end;
$function$;

-- Function private.match_meeting_inquiry(p_reference text, p_email text, OUT inquiry_id uuid, OUT matched_by text)
CREATE OR REPLACE FUNCTION private.match_meeting_inquiry(p_reference text, p_email text, OUT inquiry_id uuid, OUT matched_by text)
 RETURNS record
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

-- Function private.member_role()
CREATE OR REPLACE FUNCTION private.member_role()
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select m.role from public.team_members m where m.user_id = (select auth.uid()) and m.active;
$function$;
grant execute on function private.member_role() to authenticated;
grant execute on function private.member_role() to service_role;

-- Function private.next_build_slot()
CREATE OR REPLACE FUNCTION private.next_build_slot()
 RETURNS timestamp with time zone
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with settings as (select s.publish_window_seconds, s.builds_per_hour from private.publish_settings s where s.id),
  calls as (
    select r.finished_at from public.publish_requests r
      where r.status in ('sent', 'failed') and r.finished_at > now() - interval '1 hour')
  select greatest(
    now(),
    (select max(c.finished_at) from calls c) + make_interval(secs => (select publish_window_seconds from settings)),
    (select c.finished_at from calls c order by c.finished_at desc
       offset (select builds_per_hour - 1 from settings) limit 1) + interval '1 hour');
$function$;

-- Function private.next_round_robin_owner()
CREATE OR REPLACE FUNCTION private.next_round_robin_owner()
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_time numeric;
  v_pick uuid;
  v_pass numeric;
  v_weight smallint;
begin
  if not (select s.round_robin_enabled from private.lead_routing_settings s) then
    return null;
  end if;
  -- An empty queue (the default: nobody takes new leads) takes no lock.
  if not exists (select 1 from public.team_members m
                  where m.role = 'sales' and m.active and m.takes_new_leads and not m.away) then
    return null;
  end if;
  select s.virtual_time into v_time from private.lead_routing_state s for update;
  select m.user_id, greatest(coalesce(t.pass, v_time), v_time), m.lead_weight
    into v_pick, v_pass, v_weight
    from public.team_members m
    left join private.lead_routing_turns t on t.user_id = m.user_id
   where m.role = 'sales' and m.active and m.takes_new_leads and not m.away
   order by 2, m.lead_weight desc, m.user_id
   limit 1;
  if v_pick is null then
    return null;
  end if;
  update private.lead_routing_state set virtual_time = v_pass;
  insert into private.lead_routing_turns as t (user_id, pass, assigned)
    values (v_pick, v_pass + 1.0 / v_weight, 1)
    on conflict (user_id) do update set pass = excluded.pass, assigned = t.assigned + 1;
  return v_pick;
end;
$function$;

-- Function private.normalize_client_address(entry text)
CREATE OR REPLACE FUNCTION private.normalize_client_address(entry text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  candidate text := pg_catalog.btrim(coalesce(entry, ''));
  parsed inet;
begin
  if candidate ~ '^\[[0-9A-Fa-f:.]+\](:[0-9]{1,5})?$' then
    candidate := pg_catalog.substring(candidate, '^\[([0-9A-Fa-f:.]+)\]');
  elsif candidate ~ '^[0-9.]+:[0-9]{1,5}$' then
    candidate := pg_catalog.split_part(candidate, ':', 1);
  end if;
  if pg_catalog.char_length(candidate) > 45
     or candidate !~ '^([0-9]{1,3}(\.[0-9]{1,3}){3}|[0-9A-Fa-f]{0,4}(:[0-9A-Fa-f]{0,4}){1,7}(:[0-9]{1,3}(\.[0-9]{1,3}){3})?)$' then
    return null;
  end if;
  begin
    parsed := candidate::inet;
  exception when others then
    return null;
  end;
  if pg_catalog.family(parsed) = 4 then
    return pg_catalog.host(parsed);
  end if;
  if parsed << '::ffff:0.0.0.0/96'::inet then
    return pg_catalog.host('0.0.0.0'::inet + (parsed - '::ffff:0.0.0.0'::inet));
  end if;
  return pg_catalog.host(pg_catalog.network(pg_catalog.set_masklen(parsed, 64))) || '/64';
end;
$function$;

-- Function private.notifications_suppressed()
CREATE OR REPLACE FUNCTION private.notifications_suppressed()
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(auth.role(), '') = 'service_role'
     and lower(coalesce(nullif(current_setting('request.headers', true), '')::jsonb ->> 'x-notifications', '')) = 'off';
$function$;

-- Function private.outbound_url_problem(url text, allow_loopback boolean)
CREATE OR REPLACE FUNCTION private.outbound_url_problem(url text, allow_loopback boolean)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  scheme text := lower(substring(url from '^([A-Za-z][A-Za-z0-9+.-]*):'));
  address text := private.url_host_address(url);
  range text;
  loopback_allowed boolean;
begin
  -- Checked first: the URL parser decodes %-escapes in a host, this function does not.
  if regexp_replace(substring(url from '^[A-Za-z][A-Za-z0-9+.-]*:[/\\]*([^/\\?#]*)'), '^.*@', '') like '%\%%' then
    return 'encodedHost';
  end if;
  if address = 'invalid' then
    return 'notHttps';
  end if;
  range := case when address is not null then private.address_private_range(address::inet) end;
  loopback_allowed := allow_loopback and coalesce(range = 'loopback', false);
  if scheme is distinct from 'https' and not (loopback_allowed and scheme = 'http') then
    return 'notHttps';
  end if;
  if range is not null and not loopback_allowed then
    return 'privateHost';
  end if;
  return null;
end;
$function$;

-- Function private.overall_rate_reached()
CREATE OR REPLACE FUNCTION private.overall_rate_reached()
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(sum(least(per_network.n, per_network.cap)), 0) >= (select s.overall_hold_from from private.inquiry_flood_settings s)
  from (
    select count(*) as n,
      case when k.network_48_hash is null then s.ipv4_hold_from else s.ipv6_48_hold_from end as cap
    from public.customer_inquiries c
    left join private.inquiry_clients k on k.inquiry_id = c.id
    cross join private.inquiry_flood_settings s
    where c.created_at > now() - interval '1 minute' and c.screening <> 'spam'
    group by coalesce(k.network_48_hash, k.client_hash, c.id::text), k.network_48_hash is null, s.ipv4_hold_from, s.ipv6_48_hold_from
  ) per_network;
$function$;

-- Function private.privacy_counts(subject text)
CREATE OR REPLACE FUNCTION private.privacy_counts(subject text)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'inquiries_active', (select count(*) from public.customer_inquiries c
       where c.id in (select private.privacy_inquiry_ids(subject)) and c.deleted_at is null and c.screening = 'clear'),
    'inquiries_trashed', (select count(*) from public.customer_inquiries c
       where c.id in (select private.privacy_inquiry_ids(subject)) and c.deleted_at is not null),
    'inquiries_held', (select count(*) from public.customer_inquiries c
       where c.id in (select private.privacy_inquiry_ids(subject)) and c.deleted_at is null and c.screening = 'held'),
    'inquiries_spam', (select count(*) from public.customer_inquiries c
       where c.id in (select private.privacy_inquiry_ids(subject)) and c.deleted_at is null and c.screening = 'spam'),
    'attribution', (select count(*) from public.customer_inquiries c
       where c.id in (select private.privacy_inquiry_ids(subject))
         and (c.first_touch_at is not null or c.last_touch_at is not null or c.salesperson_name is not null)),
    'notifications', (select count(*) from public.notification_outbox o
       where o.id in (select private.privacy_notification_ids(subject))),
    'delivery_records', (select count(*) from public.notification_outbox o
       where o.id in (select private.privacy_notification_ids(subject)) and o.attempts > 0),
    'conversions', (select count(*) from public.conversions v
       where v.inquiry_id in (select private.privacy_inquiry_ids(subject))),
    'conversion_deliveries', (select count(*) from public.conversion_deliveries d
       join public.conversions v on v.id = d.conversion_id
       where v.inquiry_id in (select private.privacy_inquiry_ids(subject))),
    'meetings', (select count(*) from public.inquiry_meetings m
       where m.id in (select private.privacy_meeting_ids(subject))))
$function$;

-- Function private.privacy_email_hmac(subject text)
CREATE OR REPLACE FUNCTION private.privacy_email_hmac(subject text)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select encode(private.hmac_sha256(convert_to(subject, 'UTF8'), s.email_hmac_key), 'hex')
  from private.privacy_request_settings s
$function$;

-- Function private.privacy_email_salted_hash(subject text)
CREATE OR REPLACE FUNCTION private.privacy_email_salted_hash(subject text)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select encode(sha256(convert_to(s.email_hash_salt || '|' || subject, 'UTF8')), 'hex')
  from private.privacy_request_settings s
$function$;

-- Function private.privacy_inquiry_ids(subject text)
CREATE OR REPLACE FUNCTION private.privacy_inquiry_ids(subject text)
 RETURNS SETOF uuid
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select c.id from public.customer_inquiries c where lower(c.email) = subject
$function$;

-- Function private.privacy_meeting_ids(subject text)
CREATE OR REPLACE FUNCTION private.privacy_meeting_ids(subject text)
 RETURNS SETOF uuid
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select m.id from public.inquiry_meetings m
  where lower(m.attendee_email) = subject
     or m.inquiry_id in (select private.privacy_inquiry_ids(subject))
$function$;

-- Function private.privacy_notification_ids(subject text)
CREATE OR REPLACE FUNCTION private.privacy_notification_ids(subject text)
 RETURNS SETOF uuid
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select o.id from public.notification_outbox o
  where o.inquiry_id in (select private.privacy_inquiry_ids(subject))
     or lower(o.payload ->> 'email') = subject
$function$;

-- Function private.privacy_subject(email text)
CREATE OR REPLACE FUNCTION private.privacy_subject(email text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  subject text := lower(btrim(coalesce(email, '')));
begin
  if not private.is_valid_email(subject) then
    raise exception using errcode = '22023', message = 'Please enter a valid email address';
  end if;
  return subject;
end;
$function$;

-- Function private.publish_due_content()
CREATE OR REPLACE FUNCTION private.publish_due_content()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  projects integer;
  posts integer;
begin
  update public.portfolios set status = 'published'
    where status = 'scheduled' and publish_at <= now();
  get diagnostics projects = row_count;
  update public.blogs set status = 'published'
    where status = 'scheduled' and publish_at <= now();
  get diagnostics posts = row_count;
  -- With auto-publish on, the updates above have already asked for a rebuild (its trigger).
  if projects + posts > 0 and not coalesce((select s.auto_publish from private.publish_settings s where s.id), false) then
    perform private.create_publish_request('scheduled');
  end if;
  return projects + posts;
end;
$function$;

-- Function private.publish_queued_detail()
CREATE OR REPLACE FUNCTION private.publish_queued_detail()
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select 'Queued to the build hook.';
$function$;

-- Function private.queue_conversion_deliveries()
CREATE OR REPLACE FUNCTION private.queue_conversion_deliveries()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  inquiry public.customer_inquiries;
begin
  select * into inquiry from public.customer_inquiries c where c.id = new.inquiry_id;
  insert into public.conversion_deliveries (conversion_id, platform, state, skip_reason, next_attempt_at)
    select new.id, p.platform,
           case when r.reason is null then 'queued' else 'skipped' end,
           r.reason,
           case when r.reason is null then now() end
    from (select 'google_ads' as platform
          union all
          select d.platform from public.conversion_destinations d where d.enabled) p
    cross join lateral (select private.conversion_skip_reason(inquiry, p.platform) as reason) r;
  return null;
end;
$function$;

-- Function private.queue_due_escalations(hours integer)
CREATE OR REPLACE FUNCTION private.queue_due_escalations(hours integer)
 RETURNS integer
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  queued integer;
begin
  insert into public.notification_outbox (inquiry_id, destination_id, destination_kind, destination_name, event, payload, recipient_email)
    select i.id, null, 'email', m.display_name || ' (admin)', 'inquiry.escalated', private.inquiry_notification_payload(i), m.email
    from public.customer_inquiries i
    join lateral (
      select min(o.created_at) as at from public.notification_outbox o
      where o.inquiry_id = i.id and o.event = 'inquiry.reminder'
    ) reminded on reminded.at is not null
    cross join public.team_members m
    where m.role = 'admin'
      and m.active
      and i.status = 'new'
      and i.first_touched_at is null
      and i.screening = 'clear'
      and i.deleted_at is null
      and reminded.at <= now() - make_interval(hours => hours)
      and reminded.at > now() - make_interval(hours => hours) - interval '7 days'
      and not exists (select 1 from public.notification_outbox o where o.inquiry_id = i.id and o.event = 'inquiry.escalated')
    on conflict do nothing;
  get diagnostics queued = row_count;
  return queued;
end;
$function$;

-- Function private.queue_due_reminders(hours integer)
CREATE OR REPLACE FUNCTION private.queue_due_reminders(hours integer)
 RETURNS integer
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  queued integer;
begin
  with due as (
    select i as inquiry, m.email as owner_email, m.display_name as owner_name
    from public.customer_inquiries i
    join lateral (
      select min(o.created_at) as at from public.notification_outbox o
      where o.inquiry_id = i.id and o.event = 'inquiry.created'
    ) announced on announced.at is not null
    left join public.team_members m on m.user_id = i.owner_id and m.active and m.role = 'sales'
    where i.status = 'new'
      and i.first_touched_at is null
      and i.screening = 'clear'
      and i.deleted_at is null
      and i.created_at <= now() - make_interval(hours => hours)
      and announced.at <= now() - make_interval(hours => hours)
      and announced.at > now() - make_interval(hours => hours) - interval '7 days'
      and not exists (select 1 from public.notification_outbox o where o.inquiry_id = i.id and o.event = 'inquiry.reminder')
  )
  insert into public.notification_outbox (inquiry_id, destination_id, destination_kind, destination_name, event, payload, recipient_email)
    select (due.inquiry).id, null, 'email', due.owner_name || ' (owner)', 'inquiry.reminder',
      private.inquiry_notification_payload(due.inquiry), due.owner_email
    from due
    where due.owner_email is not null
    union all
    select (due.inquiry).id, d.id, d.kind, d.name, 'inquiry.reminder', private.inquiry_notification_payload(due.inquiry), null
    from due
    cross join public.notification_destinations d
    where due.owner_email is null and d.enabled
    on conflict do nothing;
  get diagnostics queued = row_count;
  return queued;
end;
$function$;

-- Function private.queue_inquiry_notifications()
CREATE OR REPLACE FUNCTION private.queue_inquiry_notifications()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  digest_every constant interval := interval '1 hour';
  digest_gathers constant interval := interval '5 minutes';
begin
  if new.screening = 'spam' or private.notifications_suppressed() then
    return null;
  end if;
  if new.screening = 'held' then
    update public.notification_outbox o
      set payload = pg_catalog.jsonb_build_object('held_count', coalesce((o.payload ->> 'held_count')::integer, 0) + 1)
      where o.event = 'inquiry.held_digest'
        and o.state = 'pending'
        and o.attempts = 0;
    insert into public.notification_outbox (inquiry_id, destination_id, destination_kind, destination_name, event, payload, next_attempt_at)
      select null, d.id, d.kind, d.name, 'inquiry.held_digest', pg_catalog.jsonb_build_object('held_count', 1),
        greatest(now() + digest_gathers,
          (select max(o.next_attempt_at) + digest_every from public.notification_outbox o
            where o.destination_id = d.id and o.event = 'inquiry.held_digest'))
      from public.notification_destinations d
      where d.enabled
        and not exists (
          select 1 from public.notification_outbox o
          where o.destination_id = d.id and o.event = 'inquiry.held_digest' and o.state = 'pending' and o.attempts = 0);
    return null;
  end if;
  insert into public.notification_outbox (inquiry_id, destination_id, destination_kind, destination_name, event, payload)
    select new.id, d.id, d.kind, d.name, 'inquiry.created', private.inquiry_notification_payload(new)
    from public.notification_destinations d
    where d.enabled;
  perform private.queue_owner_notification(new, 'inquiry.created');
  return null;
end;
$function$;

-- Function private.queue_owner_notification(inquiry public.customer_inquiries, notice text)
CREATE OR REPLACE FUNCTION private.queue_owner_notification(inquiry public.customer_inquiries, notice text)
 RETURNS void
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  insert into public.notification_outbox (inquiry_id, destination_kind, destination_name, event, payload, recipient_email)
    select inquiry.id, 'email', m.display_name || ' (owner)', notice, private.inquiry_notification_payload(inquiry), m.email
    from public.team_members m
    where m.user_id = inquiry.owner_id and m.active and m.role = 'sales'
    on conflict do nothing;
$function$;

-- Function private.record_consent_withdrawal(inquiry_id uuid, recipients text[], via text)
CREATE OR REPLACE FUNCTION private.record_consent_withdrawal(inquiry_id uuid, recipients text[], via text)
 RETURNS integer
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  lead_id constant uuid := record_consent_withdrawal.inquiry_id;
  withdrawn text[];
begin
  with granted as (
    select g.recipient from private.inquiry_granted_recipients(lead_id) g (recipient)
     where g.recipient = any (recipients)
  ), changed as (
    insert into public.inquiry_recipient_consents as r (inquiry_id, recipient, granted, decided_at, withdrawn_at, withdrawn_via)
      select lead_id, g.recipient, true, coalesce(c.consent_decided_at, c.created_at), now(), via
        from granted g cross join public.customer_inquiries c where c.id = lead_id
    on conflict on constraint inquiry_recipient_consents_pkey do update
      set withdrawn_at = excluded.withdrawn_at, withdrawn_via = excluded.withdrawn_via
      where r.granted and r.withdrawn_at is null
    returning r.recipient
  )
  select coalesce(array_agg(changed.recipient order by changed.recipient), '{}') into withdrawn from changed;

  insert into public.inquiry_consent_events (inquiry_id, recipient, via, recorded_by)
    select lead_id, w, via, case when via = 'admin' then (select auth.uid()) end
      from unnest(withdrawn) w;

  update public.conversion_deliveries d
     set state = 'skipped', skip_reason = 'consent_withdrawn', next_attempt_at = null, locked_until = null
   where d.platform = any (withdrawn)
     and d.state in ('queued', 'retrying')
     and d.conversion_id in (select v.id from public.conversions v where v.inquiry_id = lead_id);

  return cardinality(withdrawn);
end;
$function$;

-- Function private.record_inquiry_conversions()
CREATE OR REPLACE FUNCTION private.record_inquiry_conversions()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.deleted_at is not null then
    return null;
  end if;
  -- now() is the transaction's time: the moment the status change commits with its rows.
  insert into public.conversions (inquiry_id, stage, occurred_at)
    select new.id, s.stage, now()
    from unnest(private.conversion_stages_for_status(new.status)) as s(stage)
    order by s.stage = 'won'
    on conflict (inquiry_id, stage) do nothing;
  return null;
end;
$function$;

-- Function private.record_privacy_request(action text, subject text, counts jsonb)
CREATE OR REPLACE FUNCTION private.record_privacy_request(action text, subject text, counts jsonb)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  insert into public.privacy_requests (requested_by, requested_by_email, action, email_hash, counts)
  select (select auth.uid()),
         (select u.email from auth.users u where u.id = (select auth.uid())),
         action,
         private.privacy_email_hmac(subject),
         counts
$function$;

-- Function private.record_recipient_consents(inquiry_id uuid, consent jsonb)
CREATE OR REPLACE FUNCTION private.record_recipient_consents(inquiry_id uuid, consent jsonb)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  gpc boolean := coalesce((consent ->> 'gpc')::boolean, false);
begin
  if consent is null or jsonb_typeof(consent) <> 'object' then
    return;
  end if;
  if jsonb_typeof(consent -> 'recipients') = 'object' then
    insert into public.inquiry_recipient_consents (inquiry_id, recipient, granted, decided_at)
      select record_recipient_consents.inquiry_id, r.key,
             r.value::text = 'true' and not (r.key <> 'ga4' and gpc),
             (consent ->> 'decided_at')::timestamptz
      from jsonb_each(consent -> 'recipients') r
      where r.key in ('google_ads', 'meta', 'linkedin', 'ga4');
  else
    insert into public.inquiry_recipient_consents (inquiry_id, recipient, granted, decided_at)
      values (record_recipient_consents.inquiry_id, 'google_ads',
              coalesce((consent ->> 'ad_user_data')::boolean, false) and not gpc,
              (consent ->> 'decided_at')::timestamptz),
             (record_recipient_consents.inquiry_id, 'ga4',
              coalesce((consent ->> 'analytics_storage')::boolean, false),
              (consent ->> 'decided_at')::timestamptz);
  end if;
end;
$function$;

-- Function private.refuse_audit_event_change()
CREATE OR REPLACE FUNCTION private.refuse_audit_event_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'DELETE' and old.at < now() - make_interval(years => coalesce(
       (select s.audit_years from public.retention_settings s), 2)) then
    return old;
  end if;
  raise exception using errcode = '42501', message = 'The audit trail cannot be changed.';
end;
$function$;

-- Function private.refuse_consent_event_change()
CREATE OR REPLACE FUNCTION private.refuse_consent_event_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  -- Deleting a lead (erasure, retention) takes its log with it: by then the lead is gone.
  if tg_op = 'DELETE' and not exists (select 1 from public.customer_inquiries c where c.id = old.inquiry_id) then
    return old;
  end if;
  raise exception using errcode = '42501', message = 'The log of consent changes cannot be changed.';
end;
$function$;

-- Function private.refuse_privacy_request_change()
CREATE OR REPLACE FUNCTION private.refuse_privacy_request_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'DELETE' and old.requested_at < now() - make_interval(years => coalesce(
       (select s.privacy_request_years from public.retention_settings s), 6)) then
    return old;
  end if;
  raise exception using errcode = '42501', message = 'The record of data-subject requests cannot be changed.';
end;
$function$;

-- Function private.request_client_address()
CREATE OR REPLACE FUNCTION private.request_client_address()
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select case when coalesce(pg_catalog.current_setting('request.headers', true), '') = '' then null
    else private.client_address_from_chain(
      pg_catalog.current_setting('request.headers', true)::jsonb ->> 'x-forwarded-for',
      (select s.trusted_proxy_hops from private.client_address_settings s))
  end
$function$;

-- Function private.request_conversion_delivery()
CREATE OR REPLACE FUNCTION private.request_conversion_delivery()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if exists (select 1 from changed where changed.state = 'queued' and changed.platform <> 'google_ads') then
    perform private.invoke_edge_function('deliver-conversions');
  end if;
  return null;
end;
$function$;

-- Function private.request_delivery_for_new_notifications()
CREATE OR REPLACE FUNCTION private.request_delivery_for_new_notifications()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if exists (select 1 from added) then
    perform private.request_notification_delivery();
  end if;
  return null;
end;
$function$;

-- Function private.request_notification_delivery()
CREATE OR REPLACE FUNCTION private.request_notification_delivery()
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select private.invoke_edge_function('deliver-notifications');
$function$;

-- Function private.request_released_deliveries(won public.conversions)
CREATE OR REPLACE FUNCTION private.request_released_deliveries(won public.conversions)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if exists (select 1 from public.conversion_deliveries d
             where d.conversion_id = won.id and d.platform <> 'google_ads' and d.state in ('queued', 'retrying')) then
    perform private.invoke_edge_function('deliver-conversions');
  end if;
end;
$function$;

-- Function private.require_admin(action text)
CREATE OR REPLACE FUNCTION private.require_admin(action text)
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins can %', action using errcode = '42501';
  end if;
end;
$function$;

-- Function private.require_content_editor(action text)
CREATE OR REPLACE FUNCTION private.require_content_editor(action text)
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_content_editor()) then
    raise exception 'Only admins and editors can %', action using errcode = '42501';
  end if;
end;
$function$;
grant execute on function private.require_content_editor(action text) to authenticated;

-- Function private.require_lead_access(p_inquiry uuid, action text)
CREATE OR REPLACE FUNCTION private.require_lead_access(p_inquiry uuid, action text)
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (private.is_admin() or private.is_own_lead(p_inquiry)) then
    raise exception 'Only admins and the lead''s owner can %', action using errcode = '42501';
  end if;
end;
$function$;
grant execute on function private.require_lead_access(p_inquiry uuid, action text) to authenticated;

-- Function private.require_role_name(p_role text)
CREATE OR REPLACE FUNCTION private.require_role_name(p_role text)
 RETURNS void
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
begin
  if p_role is null or p_role not in ('admin', 'editor', 'sales') then
    raise exception using errcode = 'P0001', message = 'That role does not exist.';
  end if;
end;
$function$;
grant execute on function private.require_role_name(p_role text) to authenticated;
grant execute on function private.require_role_name(p_role text) to service_role;

-- Function private.route_cleared_inquiry()
CREATE OR REPLACE FUNCTION private.route_cleared_inquiry()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.screening = 'clear' and old.screening <> 'clear' and new.owner_id is null then
    new.owner_id := private.route_inquiry_owner(new.salesperson_name);
  end if;
  return new;
end;
$function$;

-- Function private.route_inquiry_owner(p_salesperson_name text)
CREATE OR REPLACE FUNCTION private.route_inquiry_owner(p_salesperson_name text)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_owner uuid;
begin
  if p_salesperson_name is not null then
    select l.member_id into v_owner
      from public.salesperson_links l
      join public.team_members m on m.user_id = l.member_id
     where l.salesperson_name = p_salesperson_name
       and m.role = 'sales' and m.active;
    if v_owner is not null then
      return v_owner;
    end if;
  end if;
  return private.next_round_robin_owner();
end;
$function$;

-- Function private.route_new_inquiry()
CREATE OR REPLACE FUNCTION private.route_new_inquiry()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.owner_id is null and new.screening = 'clear' then
    new.owner_id := private.route_inquiry_owner(new.salesperson_name);
  end if;
  return new;
end;
$function$;

-- Function private.screening_ceiling_reached(screening text, keys private.client_keys)
CREATE OR REPLACE FUNCTION private.screening_ceiling_reached(screening text, keys private.client_keys)
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select screening_ceiling_reached.screening in ('held', 'spam')
    and (keys).client_hash is not null
    and (select count(*) from public.customer_inquiries c
          where c.screening = screening_ceiling_reached.screening and c.created_at > now() - interval '1 hour')
        >= (select case screening_ceiling_reached.screening when 'held' then s.held_ceiling_per_hour else s.spam_ceiling_per_hour end
            from private.inquiry_flood_settings s)
    and not exists (
      select 1 from private.inquiry_clients k
      join public.customer_inquiries c on c.id = k.inquiry_id
      where k.client_hash = (keys).client_hash and c.screening = 'clear');
$function$;

-- Function private.stamp_updated_at()
CREATE OR REPLACE FUNCTION private.stamp_updated_at()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.updated_at := now();
  return new;
end;
$function$;

-- Function private.store_booking_url(p_user_id uuid, p_url text)
CREATE OR REPLACE FUNCTION private.store_booking_url(p_user_id uuid, p_url text)
 RETURNS text
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  wanted text := nullif(private.trim_text(p_url), '');
  refusal text := private.booking_url_refusal(wanted);
begin
  if refusal is not null then
    raise exception using errcode = 'P0001', message = refusal;
  end if;
  if not exists (select 1 from public.team_members m where m.user_id = p_user_id and m.role = 'sales') then
    raise exception using errcode = 'P0001', message = 'Only a sales member has a booking page.';
  end if;
  update public.team_members m set booking_url = wanted
   where m.user_id = p_user_id and m.booking_url is distinct from wanted;
  return wanted;
end;
$function$;

-- Function private.store_conversion_destination_secret()
CREATE OR REPLACE FUNCTION private.store_conversion_destination_secret()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'UPDATE' and new.platform <> old.platform then
    raise exception using errcode = '22023', message = 'A destination''s platform cannot be changed.';
  end if;
  -- Settings are a flat object of short texts: ids and codes, never anything secret.
  if jsonb_typeof(new.settings) <> 'object'
     or exists (select 1 from jsonb_each(new.settings) e
                where jsonb_typeof(e.value) not in ('string', 'null') or char_length(e.value #>> '{}') > 200
                   or char_length(e.key) > 50) then
    raise exception using errcode = '22023', message = 'The destination''s settings are short texts.';
  end if;
  if new.secret is not null then
    new.secret := btrim(new.secret);
    if char_length(new.secret) not between 8 and 2000 then
      raise exception using errcode = '22023', message = 'The secret has 8 to 2000 characters.';
    end if;
    insert into private.conversion_destination_secrets as s (platform, secret)
      values (new.platform, new.secret)
      on conflict (platform) do update set secret = excluded.secret, updated_at = now();
    new.secret := null;
  end if;
  -- Read back from where the secret lives, so an upsert (whose insert half stored a new
  -- secret and whose update half carries none) still shows the right hint.
  new.secret_hint := (select '…' || right(s.secret, 4) from private.conversion_destination_secrets s
                      where s.platform = new.platform);
  -- A destination without its secret could only fail every delivery.
  if new.enabled and new.secret_hint is null then
    raise exception using errcode = '22023', message = 'Add the secret before switching this destination on.';
  end if;
  new.updated_at := now();
  return new;
end;
$function$;

-- Function private.store_destination_secret()
CREATE OR REPLACE FUNCTION private.store_destination_secret()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'UPDATE' and (new.id <> old.id or new.kind <> old.kind) then
    raise exception using errcode = '22023', message = 'A destination''s type cannot be changed; add a new one instead.';
  end if;
  if new.email_recipients is not null then
    -- Stored trimmed and lowercase, so the same address is never listed twice.
    new.email_recipients := array(
      select a.address from (
        select lower(btrim(r)) as address, min(n) as position
        from unnest(new.email_recipients) with ordinality as u(r, n)
        where btrim(r) <> ''
        group by 1) a
      order by a.position);
    if exists (select 1 from unnest(new.email_recipients) r
               where r !~ '^[a-z0-9._%+''-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$' or char_length(r) > 254) then
      raise exception using errcode = '22023', message = 'Please enter valid email addresses, separated by commas.';
    end if;
  end if;

  if new.signing_secret is not null then
    if new.kind <> 'webhook' then
      raise exception using errcode = '22023', message = 'Only a webhook has a signing secret.';
    end if;
    -- The Standard Webhooks format: receivers' libraries decode the part after whsec_.
    if new.signing_secret !~ '^whsec_[A-Za-z0-9+/]{32,}={0,2}$' or char_length(new.signing_secret) > 300 then
      raise exception using errcode = '22023',
        message = 'The signing secret must be whsec_ followed by at least 32 base64 characters. Use Generate to make one.';
    end if;
    insert into private.notification_destination_secrets as s (destination_id, signing_secret)
      values (new.id, new.signing_secret)
      on conflict (destination_id) do update set signing_secret = excluded.signing_secret, updated_at = now();
    new.signing_secret_hint := 'whsec_…' || right(new.signing_secret, 4);
    new.signing_secret := null;
  elsif tg_op = 'UPDATE' then
    new.signing_secret_hint := old.signing_secret_hint;
  else
    new.signing_secret_hint := null;
  end if;

  if new.kind = 'webhook' and new.signing_secret_hint is null then
    raise exception using errcode = '22023', message = 'A webhook needs a signing secret. Use Generate to make one.';
  end if;
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
    new.updated_at := now();
  end if;
  return new;
end;
$function$;

-- Function private.store_email_api_key()
CREATE OR REPLACE FUNCTION private.store_email_api_key()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.email_api_key is not null then
    if new.email_api_key = '' then
      delete from private.notification_settings_secrets;
      new.email_api_key_hint := null;
    elsif new.email_api_key !~ '^\S{8,}$' or char_length(new.email_api_key) > 300 then
      raise exception using errcode = '22023', message = 'The email API key must be 8 to 300 characters without spaces.';
    else
      insert into private.notification_settings_secrets as s (id, email_api_key) values (true, new.email_api_key)
        on conflict (id) do update set email_api_key = excluded.email_api_key, updated_at = now();
      new.email_api_key_hint := left(new.email_api_key, 3) || '…' || right(new.email_api_key, 4);
    end if;
    new.email_api_key := null;
  elsif tg_op = 'UPDATE' then
    new.email_api_key_hint := old.email_api_key_hint;
  else
    new.email_api_key_hint := null;
  end if;
  new.updated_at := now();
  return new;
end;
$function$;

-- Function private.tie_member_links(p_user_id uuid, p_role text, p_link_ids uuid[])
CREATE OR REPLACE FUNCTION private.tie_member_links(p_user_id uuid, p_role text, p_link_ids uuid[])
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  wanted uuid[] := coalesce(p_link_ids, array[]::uuid[]);
begin
  if cardinality(wanted) > 0 and p_role <> 'sales' then
    raise exception using errcode = 'P0001', message = 'Salesperson links can be tied only to a sales member.';
  end if;
  if exists (select 1 from unnest(wanted) w(id)
              where w.id is null or not exists (select 1 from public.salesperson_links l where l.id = w.id)) then
    raise exception using errcode = 'P0001', message = 'No such salesperson link.';
  end if;
  update public.salesperson_links l set member_id = null
   where l.member_id = p_user_id and l.id <> all (wanted);
  update public.salesperson_links l set member_id = p_user_id
   where l.id = any (wanted) and l.member_id is distinct from p_user_id;
end;
$function$;

-- Function private.touch_retention_settings()
CREATE OR REPLACE FUNCTION private.touch_retention_settings()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.updated_at := now();
  return new;
end;
$function$;

-- Function private.trim_text(value text)
CREATE OR REPLACE FUNCTION private.trim_text(value text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select pg_catalog.regexp_replace(
    value,
    '^[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
    '', 'g')
$function$;

-- Function private.url_host_address(url text)
CREATE OR REPLACE FUNCTION private.url_host_address(url text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  authority text := substring(url from '^[A-Za-z][A-Za-z0-9+.-]*:[/\\]*([^/\\?#]*)');
  written text;
  parts text[];
  part text;
  value numeric;
  total numeric := 0;
  i integer;
  n integer;
begin
  if authority is null then
    return 'invalid';
  end if;
  written := regexp_replace(authority, '^.*@', '');
  if written like '[%' then
    begin
      return coalesce(pg_catalog.host(substring(written from '^\[([^]]*)\](:[0-9]*)?$')::inet), 'invalid');
    exception when others then
      return 'invalid';
    end;
  end if;
  written := regexp_replace(written, ':[0-9]*$', '');
  -- What the parser's IDNA step does to digits and dots.
  written := translate(lower(normalize(written, NFKC)), '。．｡', '...');
  parts := string_to_array(written, '.');
  if cardinality(parts) > 1 and parts[cardinality(parts)] = '' then
    parts := parts[1:cardinality(parts) - 1];
  end if;
  -- A host whose last label is a number is an IPv4 address (or refused), never a name.
  if parts[cardinality(parts)] !~ '^([0-9]+|0x[0-9a-f]*)$' then
    return null;
  end if;
  n := cardinality(parts);
  if n > 4 then
    return 'invalid';
  end if;
  for i in 1..n loop
    part := parts[i];
    if part ~ '^0x[0-9a-f]*$' then
      value := 0;
      for j in 3..char_length(part) loop
        value := value * 16 + position(substr(part, j, 1) in '0123456789abcdef') - 1;
      end loop;
    elsif part ~ '^0[0-7]+$' then
      value := 0;
      for j in 2..char_length(part) loop
        value := value * 8 + substr(part, j, 1)::integer;
      end loop;
    elsif part ~ '^[0-9]+$' and part !~ '^0[0-9]' then
      value := part::numeric;
    else
      return 'invalid';
    end if;
    if i < n then
      if value > 255 then
        return 'invalid';
      end if;
      total := total + value * 256::numeric ^ (4 - i);
    else
      if value >= 256::numeric ^ (5 - n) then
        return 'invalid';
      end if;
      total := total + value;
    end if;
  end loop;
  return pg_catalog.host('0.0.0.0'::inet + total::bigint);
end;
$function$;

-- Function private.webhook_url_refusal(url text, allow_loopback boolean)
CREATE OR REPLACE FUNCTION private.webhook_url_refusal(url text, allow_loopback boolean)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case private.outbound_url_problem(url, allow_loopback)
    when 'encodedHost' then 'Write the webhook''s host plainly, without %-escapes.'
    when 'notHttps' then 'A webhook address must start with https://.'
    when 'privateHost' then 'A webhook cannot go to a private, loopback or link-local network address.'
  end;
$function$;

-- Function public.add_invited_member(p_user_id uuid, p_email text, p_display_name text, p_role text, p_link_ids uuid[])
CREATE OR REPLACE FUNCTION public.add_invited_member(p_user_id uuid, p_email text, p_display_name text, p_role text, p_link_ids uuid[])
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  address text := lower(btrim(coalesce(p_email, '')));
  name text := btrim(coalesce(p_display_name, ''));
  added public.team_members;
begin
  if not private.is_valid_email(address) then
    raise exception using errcode = 'P0001', message = 'Enter a valid email address.';
  end if;
  perform private.require_role_name(p_role);
  if exists (select 1 from public.team_members m where m.user_id = p_user_id or lower(m.email) = address) then
    raise exception using errcode = 'P0001', message = 'This address already belongs to a team member.';
  end if;
  if p_user_id is null or not exists (select 1 from auth.users u where u.id = p_user_id) then
    raise exception using errcode = 'P0001', message = 'No such team member.';
  end if;
  if name = '' then
    name := split_part(address, '@', 1);
  end if;
  if char_length(name) > 200 then
    raise exception using errcode = 'P0001', message = 'The display name is too long (200 characters at most).';
  end if;
  insert into public.team_members (user_id, email, display_name, role, invited_at)
    values (p_user_id, address, name, p_role, now())
    returning * into added;
  perform private.tie_member_links(p_user_id, p_role, p_link_ids);
  return json_build_object(
    'user_id', added.user_id,
    'email', added.email,
    'display_name', added.display_name,
    'role', added.role,
    'active', added.active);
end;
$function$;
grant execute on function public.add_invited_member(p_user_id uuid, p_email text, p_display_name text, p_role text, p_link_ids uuid[]) to service_role;

-- Function public.apply_retention()
CREATE OR REPLACE FUNCTION public.apply_retention()
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  s public.retention_settings;
  trashed integer;
  screened integer;
  expired integer;
  emptied integer;
  audit_removed integer;
  trail_removed integer;
  meetings_removed integer;
  removed jsonb;
begin
  select * into s from public.retention_settings;
  if not found then
    insert into public.retention_settings default values returning * into s;
  end if;

  delete from public.customer_inquiries c
    where c.deleted_at is not null and c.deleted_at < now() - make_interval(days => s.trash_days);
  get diagnostics trashed = row_count;

  delete from public.customer_inquiries c
    where c.screening in ('held', 'spam') and c.created_at < now() - make_interval(days => s.screened_days);
  get diagnostics screened = row_count;

  delete from public.customer_inquiries c
    where c.created_at < now() - make_interval(months => s.inquiry_months);
  get diagnostics expired = row_count;

  -- A booking no lead claimed is kept as long as an inquiry would be, from when it was booked;
  -- a matched one goes with its lead.
  delete from public.inquiry_meetings m
    where m.inquiry_id is null and m.booked_at < now() - make_interval(months => s.inquiry_months);
  get diagnostics meetings_removed = row_count;

  update public.notification_outbox o
    set payload = '{}'::jsonb,
        state = case when o.state = 'delivered' then 'delivered' else 'failed' end,
        locked_until = null,
        last_error = case when o.state = 'delivered' then null
                          else 'Not delivered: the retention policy emptied it.' end
    where coalesce(o.delivered_at, o.created_at) < now() - make_interval(days => s.notification_days)
      and (o.payload <> '{}'::jsonb
           or o.state not in ('delivered', 'failed')
           or (o.state = 'delivered' and o.last_error is not null));
  get diagnostics emptied = row_count;

  delete from public.privacy_requests r
    where r.requested_at < now() - make_interval(years => s.privacy_request_years);
  get diagnostics audit_removed = row_count;

  -- The audit trail's own refusal lets exactly these rows go (older than audit_years).
  delete from public.audit_events e
    where e.at < now() - make_interval(years => s.audit_years);
  get diagnostics trail_removed = row_count;

  removed := jsonb_build_object(
    'inquiries_expired', expired,
    'inquiries_trashed', trashed,
    'inquiries_screened', screened,
    'notifications_emptied', emptied,
    'privacy_requests_removed', audit_removed,
    'audit_events_removed', trail_removed,
    'meetings_unmatched_removed', meetings_removed);
  insert into public.retention_runs (removed) values (removed);
  return removed;
end;
$function$;
grant execute on function public.apply_retention() to service_role;

-- Function public.assign_inquiries(p_ids uuid[], p_owner uuid)
CREATE OR REPLACE FUNCTION public.assign_inquiries(p_ids uuid[], p_owner uuid)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  changed integer;
begin
  perform private.require_admin('assign leads');
  if p_owner is not null and not exists (
    select 1 from public.team_members m where m.user_id = p_owner and m.role = 'sales' and m.active
  ) then
    raise exception using errcode = 'P0001', message = 'Leads can be assigned only to an active sales member.';
  end if;
  update public.customer_inquiries c set owner_id = p_owner
   where c.id = any (coalesce(p_ids, array[]::uuid[])) and c.owner_id is distinct from p_owner;
  get diagnostics changed = row_count;
  return changed;
end;
$function$;
grant execute on function public.assign_inquiries(p_ids uuid[], p_owner uuid) to authenticated;
grant execute on function public.assign_inquiries(p_ids uuid[], p_owner uuid) to service_role;

-- Function public.attach_meeting(p_meeting uuid, p_inquiry uuid)
CREATE OR REPLACE FUNCTION public.attach_meeting(p_meeting uuid, p_inquiry uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
grant execute on function public.attach_meeting(p_meeting uuid, p_inquiry uuid) to authenticated;
grant execute on function public.attach_meeting(p_meeting uuid, p_inquiry uuid) to service_role;

-- Function public.audit_password_verification_attempt(event jsonb)
CREATE OR REPLACE FUNCTION public.audit_password_verification_attempt(event jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  account uuid;
  address text;
begin
  begin
    account := (event ->> 'user_id')::uuid;
  exception when others then
    account := null;
  end;
  if account is not null and (event ->> 'valid') = 'false' then
    select u.email into address from auth.users u where u.id = account;
    perform private.audit_write('sign_in', 'sign_in_failed', account::text, address, '{}'::jsonb,
      null, account, coalesce(address, account::text));
  end if;
  return jsonb_build_object('decision', 'continue');
exception when others then
  -- Supabase Auth refuses the sign-in when its hook fails: a lost record must not lock anyone out.
  raise warning 'audit trail: failed sign-in not recorded: %', sqlerrm;
  return jsonb_build_object('decision', 'continue');
end;
$function$;

-- Function public.booking_webhook_secret(p_provider text)
CREATE OR REPLACE FUNCTION public.booking_webhook_secret(p_provider text)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select s.secret from private.booking_webhook_secrets s where s.provider = p_provider;
$function$;
grant execute on function public.booking_webhook_secret(p_provider text) to service_role;

-- Function public.booking_webhook_secret_hints()
CREATE OR REPLACE FUNCTION public.booking_webhook_secret_hints()
 RETURNS TABLE(provider text, hint text, created_at timestamp with time zone)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_admin('see the booking webhook secrets');
  return query
    select s.provider, s.hint, s.created_at
      from private.booking_webhook_secrets s
     order by s.provider;
end;
$function$;
grant execute on function public.booking_webhook_secret_hints() to authenticated;
grant execute on function public.booking_webhook_secret_hints() to service_role;

-- Function public.claim_build_hook_calls()
CREATE OR REPLACE FUNCTION public.claim_build_hook_calls()
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  hook text := private.effective_build_hook();
  calls jsonb;
begin
  if hook is null then
    update public.publish_requests
      set status = 'skipped', detail = 'No build hook is configured.'
      where status = 'sent' and hook_claimed_at is null and detail = private.publish_queued_detail();
    return jsonb_build_object('url', null, 'allow_loopback', private.loopback_receivers_allowed(), 'calls', '[]'::jsonb);
  end if;
  with taken as (
    update public.publish_requests r set hook_claimed_at = now()
      where r.id in (
        select q.id from public.publish_requests q
          where q.status = 'sent' and q.hook_claimed_at is null and q.detail = private.publish_queued_detail()
          for update skip locked)
      returning r.id, r.reason, r.requested_at
  )
  select coalesce(jsonb_agg(jsonb_build_object('id', t.id, 'reason', t.reason, 'requested_at', t.requested_at)
                            order by t.requested_at), '[]'::jsonb)
    into calls from taken t;
  return jsonb_build_object('url', hook, 'allow_loopback', private.loopback_receivers_allowed(), 'calls', calls);
end;
$function$;
grant execute on function public.claim_build_hook_calls() to service_role;

-- Function public.claim_conversion_deliveries(max_rows integer)
CREATE OR REPLACE FUNCTION public.claim_conversion_deliveries(max_rows integer DEFAULT 25)
 RETURNS SETOF jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  lease constant interval := interval '2 minutes';
begin
  update public.conversion_deliveries d
    set state = 'rejected', locked_until = null, platform_message = 'The destination is switched off.'
    where d.platform <> 'google_ads'
      and ((d.state in ('queued', 'retrying') and d.next_attempt_at <= now())
           or (d.state = 'sending' and d.locked_until < now()))
      and not exists (select 1 from public.conversion_destinations x where x.platform = d.platform and x.enabled);

  update public.conversion_deliveries d
    set state = 'skipped', skip_reason = private.conversion_skip_reason(i, d.platform), locked_until = null
    from public.conversions c
    join public.customer_inquiries i on i.id = c.inquiry_id
    where c.id = d.conversion_id
      and d.platform <> 'google_ads'
      and ((d.state in ('queued', 'retrying') and d.next_attempt_at <= now())
           or (d.state = 'sending' and d.locked_until < now()))
      and private.conversion_skip_reason(i, d.platform) is not null;

  return query
  with claimed as (
    update public.conversion_deliveries d
      set state = 'sending',
          attempts = d.attempts + 1,
          last_attempt_at = now(),
          locked_until = now() + lease
      where d.id in (
        select o.id from public.conversion_deliveries o
        join public.conversions oc on oc.id = o.conversion_id
        cross join public.conversion_settings os
        where o.platform <> 'google_ads'
          and ((o.state in ('queued', 'retrying') and o.next_attempt_at <= now())
               or (o.state = 'sending' and o.locked_until < now()))
          -- A won conversion waits for its deal value (answered, or the wait over).
          and private.conversion_released(oc, os)
          -- A destination that refused our credentials or version waits until an admin saves it.
          and not exists (select 1 from public.conversion_destinations a
                          where a.platform = o.platform and a.attention_since is not null)
        order by o.next_attempt_at, o.created_at
        limit greatest(least(max_rows, 100), 1)
        for update of o skip locked)
      returning d.*
  )
  select jsonb_build_object(
    'delivery_id', d.id,
    'platform', d.platform,
    'attempts', d.attempts,
    'event_id', c.id,
    'inquiry_id', i.id,
    'stage', c.stage,
    'conversion_name', case c.stage when 'won' then s.won_name else s.qualified_name end,
    'occurred_at', c.occurred_at,
    'value', c.value,
    'currency', c.currency,
    'settings', x.settings,
    'secret', k.secret,
    'email', i.email,
    'phone', nullif(i.phone, ''),
    'phone_default_country', s.phone_default_country,
    'first_name', nullif(i.first_name, ''),
    -- The quick form's stand-in for a missing last name is nobody's name.
    'last_name', nullif(nullif(i.last_name, ''), 'Not Provided'),
    'company', nullif(i.company, ''),
    -- The click of the touch that brought it, with that touch's time as when it was first seen.
    'fbclid', coalesce(i.last_fbclid, i.first_fbclid),
    'fbclid_seen_at', case when i.last_fbclid is not null then i.last_touch_at
                           when i.first_fbclid is not null then i.first_touch_at end,
    'li_fat_id', coalesce(i.last_li_fat_id, i.first_li_fat_id),
    'ga_client_id', i.ga_client_id,
    'client_user_agent', i.client_user_agent,
    'landing_path', coalesce(i.last_landing_path, i.first_landing_path),
    -- The visitor's last session we know of: the form's submission, or a later recorded touch.
    'last_visit_at', greatest(i.created_at, i.last_touch_at),
    'consent', jsonb_build_object(
      'ad_user_data', coalesce(i.consent_ad_user_data, false),
      'ad_personalization', coalesce(i.consent_ad_personalization, false),
      'analytics_storage', coalesce(i.consent_analytics_storage, false)))
  from claimed d
  join public.conversions c on c.id = d.conversion_id
  join public.customer_inquiries i on i.id = c.inquiry_id
  join public.conversion_destinations x on x.platform = d.platform
  left join private.conversion_destination_secrets k on k.platform = d.platform
  cross join public.conversion_settings s;
end;
$function$;
grant execute on function public.claim_conversion_deliveries(max_rows integer) to service_role;

-- Function public.claim_notifications(batch_size integer, lease_seconds integer)
CREATE OR REPLACE FUNCTION public.claim_notifications(batch_size integer DEFAULT 25, lease_seconds integer DEFAULT 120)
 RETURNS SETOF public.notification_outbox
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.notification_outbox o
    set state = 'failed',
        locked_until = null,
        last_error = case when o.payload = '{}'::jsonb then 'Not delivered: the retention policy emptied it.'
                          when o.destination_id is null then 'The destination was removed.'
                          else 'The destination is switched off.' end
    where ((o.state in ('pending', 'retrying') and o.next_attempt_at <= now())
           or (o.state = 'sending' and o.locked_until < now()))
      and (o.payload = '{}'::jsonb
           or (o.recipient_email is null
               and not exists (select 1 from public.notification_destinations d where d.id = o.destination_id and d.enabled)));

  return query
  update public.notification_outbox o
    set state = 'sending',
        attempts = o.attempts + 1,
        last_attempt_at = now(),
        locked_until = now() + make_interval(secs => greatest(lease_seconds, 10))
    where o.id in (
      select c.id from public.notification_outbox c
      where (c.state in ('pending', 'retrying') and c.next_attempt_at <= now())
         or (c.state = 'sending' and c.locked_until < now())
      order by c.next_attempt_at, c.created_at
      limit greatest(least(batch_size, 500), 1)
      for update skip locked)
    returning o.*;
end;
$function$;
grant execute on function public.claim_notifications(batch_size integer, lease_seconds integer) to service_role;

-- Function public.client_address_check(function_chain text)
CREATE OR REPLACE FUNCTION public.client_address_check(function_chain text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  settings private.client_address_settings;
  counts jsonb;
  rest_chain text;
begin
  perform private.require_admin('check the client address settings');
  select * into settings from private.client_address_settings;
  counts := jsonb_build_object('rest_hops', settings.trusted_proxy_hops, 'function_hops', settings.function_proxy_hops);
  if function_chain is not null then
    return private.client_address_report('function', left(function_chain, 2000), settings.function_proxy_hops) || counts;
  end if;
  rest_chain := case when coalesce(current_setting('request.headers', true), '') <> ''
    then current_setting('request.headers', true)::jsonb ->> 'x-forwarded-for' end;
  return private.client_address_report('rest', left(rest_chain, 2000), settings.trusted_proxy_hops) || counts;
end;
$function$;
grant execute on function public.client_address_check(function_chain text) to authenticated;
grant execute on function public.client_address_check(function_chain text) to service_role;

-- Function public.consent_recipients()
CREATE OR REPLACE FUNCTION public.consent_recipients()
 RETURNS text[]
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(array_agg(p order by p), '{}')
  from (
    select d.platform as p from public.conversion_destinations d where d.enabled
    union
    select 'google_ads' from private.conversion_feed_token t where t.token_hash is not null
  ) recipients;
$function$;
grant execute on function public.consent_recipients() to anon;
grant execute on function public.consent_recipients() to authenticated;
grant execute on function public.consent_recipients() to service_role;

-- Function public.content_changes_since(since timestamp with time zone)
CREATE OR REPLACE FUNCTION public.content_changes_since(since timestamp with time zone DEFAULT NULL::timestamp with time zone)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  result jsonb;
begin
  perform private.require_content_editor('read content changes');
  select jsonb_build_object('count', count(*), 'latest', max(c.changed_at))
    into result
    from private.content_changes c
    where since is null or c.changed_at > since;
  return result;
end;
$function$;
grant execute on function public.content_changes_since(since timestamp with time zone) to authenticated;
grant execute on function public.content_changes_since(since timestamp with time zone) to service_role;

-- Function public.conversion_delivery_still_claimed(delivery_id uuid)
CREATE OR REPLACE FUNCTION public.conversion_delivery_still_claimed(delivery_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from public.conversion_deliveries d
    where d.id = delivery_id
      and d.state = 'sending'
      and d.locked_until > now())
$function$;
grant execute on function public.conversion_delivery_still_claimed(delivery_id uuid) to service_role;

-- Function public.conversion_destination_for_test(target_platform text)
CREATE OR REPLACE FUNCTION public.conversion_destination_for_test(target_platform text)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object('platform', x.platform, 'settings', x.settings, 'secret', k.secret)
  from public.conversion_destinations x
  join private.conversion_destination_secrets k on k.platform = x.platform
  where x.platform = target_platform;
$function$;
grant execute on function public.conversion_destination_for_test(target_platform text) to service_role;

-- Function public.conversion_feed_csv(file_name text)
CREATE OR REPLACE FUNCTION public.conversion_feed_csv(file_name text)
 RETURNS text
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  file record;
begin
  perform private.require_admin('download the conversion feed');
  select * into file from private.conversion_feed_file(file_name);
  if file.stage is null then
    raise exception using errcode = '22023', message = 'There is no such conversion file.';
  end if;
  return private.conversion_feed_header(file.kind)
      || coalesce((select string_agg(r.line || E'\r\n', '') from private.conversion_feed_lines(file_name) r), '');
end;
$function$;
grant execute on function public.conversion_feed_csv(file_name text) to authenticated;
grant execute on function public.conversion_feed_csv(file_name text) to service_role;

-- Function public.conversion_feed_for_token(feed_token text, file_name text, mark boolean)
CREATE OR REPLACE FUNCTION public.conversion_feed_for_token(feed_token text, file_name text, mark boolean DEFAULT true)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  file record;
  listed uuid[];
  body text;
begin
  if not private.is_conversion_feed_token(feed_token) then
    return null;
  end if;
  select * into file from private.conversion_feed_file(file_name);
  if file.stage is null then
    return null;
  end if;
  select coalesce(array_agg(r.conversion_id), '{}'), coalesce(string_agg(r.line || E'\r\n', ''), '')
    into listed, body
    from private.conversion_feed_lines(file_name) r;
  if mark and file.kind = 'conversions' then
    update public.conversion_deliveries d
       set state = 'sent', sent_at = now(), sent_value = c.value, sent_currency = c.currency,
           attempts = d.attempts + 1, last_attempt_at = now(), next_attempt_at = null
      from public.conversions c
     where c.id = d.conversion_id and d.conversion_id = any(listed)
       and d.platform = 'google_ads' and d.state = 'queued';
  elsif mark then
    update public.conversion_deliveries d
       set adjustment = 'sent', adjusted_at = now(), adjusted_value = c.value, adjusted_currency = c.currency
      from public.conversions c
     where c.id = d.conversion_id and d.conversion_id = any(listed)
       and d.platform = 'google_ads' and d.adjustment = 'pending';
  end if;
  return private.conversion_feed_header(file.kind) || body;
end;
$function$;
grant execute on function public.conversion_feed_for_token(feed_token text, file_name text, mark boolean) to service_role;

-- Function public.conversion_report(period_start date, period_end date)
CREATE OR REPLACE FUNCTION public.conversion_report(period_start date, period_end date)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
 SET enable_nestloop TO 'off'
AS $function$
begin
  perform private.require_admin('read the revenue report');
  if period_start is null or period_end is null or period_end < period_start then
    raise exception using errcode = '22023', message = 'Choose a period that ends on or after its start.';
  end if;

  -- One pass over the cohort: each lead once, with the stages it reached and its deal value
  -- (conversions folded per inquiry first, so the join is one hash join); then counts per
  -- group and currency for the three groupings at once (grouping sets), and the currencies
  -- folded into won_value.
  return (
  with cohort as materialized (
    select i.lead_source as source, i.lead_medium as medium,
           coalesce(i.last_utm_campaign, i.first_utm_campaign) as campaign, i.salesperson_name as salesperson,
           c.qualified, c.won, c.value, c.currency
    from public.customer_inquiries i
    left join (select v.inquiry_id,
                      bool_or(v.stage = 'qualified') as qualified, bool_or(v.stage = 'won') as won,
                      max(v.value) filter (where v.stage = 'won') as value,
                      max(v.currency) filter (where v.stage = 'won') as currency
               from public.conversions v group by v.inquiry_id) c on c.inquiry_id = i.id
    where i.screening = 'clear' and i.deleted_at is null
      and i.created_at >= (period_start::timestamp at time zone 'UTC')
      and i.created_at < ((period_end + 1)::timestamp at time zone 'UTC')
  ),
  counted as (
    select grouping(source, medium, campaign) = 0 as by_campaign, grouping(salesperson) = 0 as by_salesperson,
           source, medium, campaign, salesperson, currency,
           count(*) as leads, count(*) filter (where qualified) as qualified, count(*) filter (where won) as won,
           sum(value) as amount
    from cohort
    group by grouping sets ((source, medium, campaign, currency), (salesperson, currency), (currency))
  ),
  folded as (
    select by_campaign, by_salesperson, source, medium, campaign, salesperson,
           sum(leads)::int as leads, sum(qualified)::int as qualified, sum(won)::int as won,
           coalesce(jsonb_agg(jsonb_build_object('currency', currency, 'amount', amount) order by currency)
                    filter (where currency is not null), '[]') as won_value
    from counted
    group by by_campaign, by_salesperson, source, medium, campaign, salesperson
  )
  select jsonb_build_object(
    'campaigns', coalesce((select jsonb_agg(jsonb_build_object('source', f.source, 'medium', f.medium, 'campaign', f.campaign,
         'leads', f.leads, 'qualified', f.qualified, 'won', f.won, 'won_value', f.won_value)
         order by f.won desc, f.leads desc, f.source nulls last, f.medium nulls last, f.campaign nulls last)
       from folded f where f.by_campaign), '[]'),
    'salespeople', coalesce((select jsonb_agg(jsonb_build_object('salesperson', f.salesperson,
         'leads', f.leads, 'qualified', f.qualified, 'won', f.won, 'won_value', f.won_value)
         order by f.won desc, f.leads desc, f.salesperson nulls last)
       from folded f where f.by_salesperson), '[]'),
    'totals', coalesce((select jsonb_build_object('leads', f.leads, 'qualified', f.qualified, 'won', f.won, 'won_value', f.won_value)
       from folded f where not f.by_campaign and not f.by_salesperson),
       jsonb_build_object('leads', 0, 'qualified', 0, 'won', 0, 'won_value', '[]'::jsonb))));
end;
$function$;
grant execute on function public.conversion_report(period_start date, period_end date) to authenticated;
grant execute on function public.conversion_report(period_start date, period_end date) to service_role;

-- Function public.get_booking_settings()
CREATE OR REPLACE FUNCTION public.get_booking_settings()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_admin('see the booking settings');
  return (select jsonb_build_object('default_url', s.default_url) from private.booking_settings s);
end;
$function$;
grant execute on function public.get_booking_settings() to authenticated;
grant execute on function public.get_booking_settings() to service_role;

-- Function public.get_lead_routing()
CREATE OR REPLACE FUNCTION public.get_lead_routing()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_admin('see the lead routing settings');
  return (select jsonb_build_object('round_robin_enabled', s.round_robin_enabled)
            from private.lead_routing_settings s);
end;
$function$;
grant execute on function public.get_lead_routing() to authenticated;
grant execute on function public.get_lead_routing() to service_role;

-- Function public.get_publish_settings()
CREATE OR REPLACE FUNCTION public.get_publish_settings()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  settings private.publish_settings;
  hook text := private.effective_build_hook();
begin
  perform private.require_content_editor('read the publish settings');
  select * into settings from private.publish_settings where id;
  return jsonb_build_object(
    'hook_configured', hook is not null,
    'hook_host', substring(hook from '^https?://([^/:?#]+)'),
    'auto_publish', settings.auto_publish,
    'builds_per_hour', settings.builds_per_hour,
    'builds_last_hour', private.build_calls_last_hour()
  );
end;
$function$;
grant execute on function public.get_publish_settings() to authenticated;
grant execute on function public.get_publish_settings() to service_role;

-- Function public.inquiry_filter_options()
CREATE OR REPLACE FUNCTION public.inquiry_filter_options()
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'sources', (
      select coalesce(jsonb_agg(g.lead_source order by g.lead_source), '[]'::jsonb)
        from (select distinct c.lead_source from public.customer_inquiries c) g),
    'salespeople', (
      select coalesce(jsonb_agg(jsonb_build_object('name', g.name, 'display_name', g.display_name)
          order by lower(coalesce(g.display_name, g.name))), '[]'::jsonb)
        from (
          select s.salesperson_name as name, s.display_name from public.salesperson_links s
          union
          select distinct c.salesperson_name, null from public.customer_inquiries c
            where c.salesperson_name is not null
              and not exists (select 1 from public.salesperson_links s where s.salesperson_name = c.salesperson_name)
        ) g)
  )
$function$;
grant execute on function public.inquiry_filter_options() to authenticated;
grant execute on function public.inquiry_filter_options() to service_role;

-- Function public.inquiry_lead_breakdown(since timestamp with time zone)
CREATE OR REPLACE FUNCTION public.inquiry_lead_breakdown(since timestamp with time zone)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  with recent as (
    select c.lead_source, c.service_interest, c.salesperson_name
      from public.customer_inquiries c
      where c.created_at >= since and c.deleted_at is null and c.screening = 'clear'
  ),
  salespeople as (
    select r.salesperson_name as key, max(s.display_name) as label, count(*) as n
      from recent r
      left join public.salesperson_links s on s.salesperson_name = r.salesperson_name
      group by r.salesperson_name
  )
  select jsonb_build_object(
    'total', (select count(*) from recent),
    'by_source', (
      select coalesce(jsonb_agg(jsonb_build_object('key', g.key, 'count', g.n) order by g.n desc, g.key), '[]'::jsonb)
        from (select r.lead_source as key, count(*) as n from recent r group by r.lead_source) g),
    'by_service', (
      select coalesce(jsonb_agg(jsonb_build_object('key', g.key, 'count', g.n) order by g.n desc, g.key), '[]'::jsonb)
        from (select r.service_interest as key, count(*) as n from recent r group by r.service_interest) g),
    'by_salesperson', (
      select coalesce(jsonb_agg(jsonb_build_object('key', g.key, 'label', g.label, 'count', g.n)
          order by g.n desc, g.key nulls last), '[]'::jsonb)
        from salespeople g)
  )
$function$;
grant execute on function public.inquiry_lead_breakdown(since timestamp with time zone) to authenticated;
grant execute on function public.inquiry_lead_breakdown(since timestamp with time zone) to service_role;

-- Function public.list_activity(p_actor uuid, p_kind text, p_record_id text, p_from timestamp with time zone, p_to timestamp with time zone, p_before_id bigint, p_limit integer)
CREATE OR REPLACE FUNCTION public.list_activity(p_actor uuid DEFAULT NULL::uuid, p_kind text DEFAULT NULL::text, p_record_id text DEFAULT NULL::text, p_from timestamp with time zone DEFAULT NULL::timestamp with time zone, p_to timestamp with time zone DEFAULT NULL::timestamp with time zone, p_before_id bigint DEFAULT NULL::bigint, p_limit integer DEFAULT 50)
 RETURNS SETOF public.audit_events
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_admin('read the activity log');
  return query
    select e.*
    from public.audit_events e
    where (p_actor is null or e.actor_id = p_actor)
      and (p_kind is null or e.kind = p_kind)
      and (p_record_id is null or e.record_id = p_record_id)
      and (p_from is null or e.at >= p_from)
      and (p_to is null or e.at < p_to)
      and (p_before_id is null or e.id < p_before_id)
    order by e.id desc
    limit greatest(1, least(coalesce(p_limit, 50), 200));
end;
$function$;
grant execute on function public.list_activity(p_actor uuid, p_kind text, p_record_id text, p_from timestamp with time zone, p_to timestamp with time zone, p_before_id bigint, p_limit integer) to authenticated;
grant execute on function public.list_activity(p_actor uuid, p_kind text, p_record_id text, p_from timestamp with time zone, p_to timestamp with time zone, p_before_id bigint, p_limit integer) to service_role;

-- Function public.list_inquiries(filters jsonb, page_offset integer, page_limit integer)
CREATE OR REPLACE FUNCTION public.list_inquiries(filters jsonb DEFAULT '{}'::jsonb, page_offset integer DEFAULT 0, page_limit integer DEFAULT 25)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_filters jsonb := coalesce(filters, '{}'::jsonb);
  v_deleted boolean;
  v_status text := coalesce(nullif(v_filters ->> 'status', ''), 'all');
  v_screening text := coalesce(nullif(v_filters ->> 'screening', ''), 'clear');
  v_source text := nullif(v_filters ->> 'source', '');
  v_salesperson text := v_filters ->> 'salesperson';
  v_from timestamptz;
  v_to timestamptz;
  v_search text := nullif(private.trim_text(v_filters ->> 'search'), '');
  v_pattern text;
  v_where text[] := array[]::text[];
  v_order text;
  v_counts record;
  v_rows jsonb;
  v_held bigint;
  v_seller uuid;
  v_owner text := coalesce(nullif(v_filters ->> 'owner', ''), 'all');
  v_me uuid := (select auth.uid());
begin
  -- Admins list every inquiry; a sales member only the leads they own (see below).
  if private.is_sales() then
    v_seller := (select auth.uid());
  elsif not private.is_admin() then
    raise exception using errcode = '42501', message = 'Only admins may list inquiries.';
  end if;
  if jsonb_typeof(v_filters) <> 'object' then
    raise exception using errcode = '22023', message = 'The filters must be a JSON object.';
  end if;
  if page_offset is null or page_offset < 0 or page_limit is null or page_limit < 1 or page_limit > 1000 then
    raise exception using errcode = '22023', message = 'A page starts at 0 or later and holds 1 to 1000 inquiries.';
  end if;
  begin
    v_deleted := coalesce((v_filters ->> 'deleted')::boolean, false);
    v_from := nullif(v_filters ->> 'from', '')::timestamptz;
    v_to := nullif(v_filters ->> 'to', '')::timestamptz;
  exception when others then
    raise exception using errcode = '22023', message = 'The filters hold an invalid value.';
  end;
  if v_status not in ('all', 'new', 'in_progress', 'contacted', 'converted', 'closed') then
    raise exception using errcode = '22023', message = 'Unknown status filter.';
  end if;
  if v_screening not in ('all', 'clear', 'held', 'spam') then
    raise exception using errcode = '22023', message = 'Unknown screening filter.';
  end if;
  if v_owner not in ('all', 'mine', 'unassigned') then
    raise exception using errcode = '22023', message = 'Unknown owner filter.';
  end if;

  -- Only the conditions in use are written, so each query is planned with the indexes that
  -- fit it (the trigram index for a search, the created_at index for a plain page).
  v_where := v_where || case when v_deleted then 'c.deleted_at is not null' else 'c.deleted_at is null' end;
  -- A sales member's own leads, never trashed ones (the trash is the admins'): the same rows
  -- their policies let them read, so the CSV export built from this list holds only those.
  if v_seller is not null then
    v_where := v_where || 'c.owner_id = $10 and c.deleted_at is null'::text;
  end if;
  if v_owner = 'mine' then
    v_where := v_where || 'c.owner_id = $11'::text;
  elsif v_owner = 'unassigned' then
    v_where := v_where || 'c.owner_id is null'::text;
  end if;
  if v_status <> 'all' then v_where := v_where || 'c.status = $1'::text; end if;
  if v_screening <> 'all' then v_where := v_where || 'c.screening = $2'::text; end if;
  if v_source is not null then v_where := v_where || 'c.lead_source = $3'::text; end if;
  if v_salesperson = '' then
    v_where := v_where || 'c.salesperson_name is null'::text;
  elsif v_salesperson is not null then
    v_where := v_where || 'c.salesperson_name = $4'::text;
  end if;
  if v_from is not null then v_where := v_where || 'c.created_at >= $5'::text; end if;
  if v_to is not null then v_where := v_where || 'c.created_at <= $6'::text; end if;
  if v_search is not null then
    -- LIKE's own wildcards in the text are matched literally.
    v_pattern := '%' || replace(replace(replace(v_search, '\', '\\'), '%', '\%'), '_', '\_') || '%';
    v_where := v_where ||
      'private.inquiry_search_text(c.first_name, c.last_name, c.email, c.company, c.service_interest) ilike $7'::text;
  end if;
  v_order := case when v_deleted then 'deleted_at' else 'created_at' end;

  execute format(
    'select count(*) as total,
            count(*) filter (where c.status = ''new'') as new,
            count(*) filter (where c.status = ''in_progress'') as in_progress,
            count(*) filter (where c.status = ''converted'') as converted
       from public.customer_inquiries c where %s',
    array_to_string(v_where, ' and '))
    into v_counts
    using v_status, v_screening, v_source, v_salesperson, v_from, v_to, v_pattern, page_limit, page_offset, v_seller, v_me;

  execute format(
    'select coalesce(jsonb_agg((to_jsonb(p) - ''client_hash'')
              || jsonb_build_object(''salesperson_display_name'', s.display_name,
                                    ''owner_name'', o.display_name,
                                    ''owner_active'', o.active)
              order by p.%1$I desc, p.id desc), ''[]''::jsonb)
       from (select c.* from public.customer_inquiries c where %2$s
               order by c.%1$I desc, c.id desc limit $8 offset $9) p
       left join public.salesperson_links s on s.salesperson_name = p.salesperson_name
       left join public.team_members o on o.user_id = p.owner_id',
    v_order, array_to_string(v_where, ' and '))
    into v_rows
    using v_status, v_screening, v_source, v_salesperson, v_from, v_to, v_pattern, page_limit, page_offset, v_seller, v_me;

  select count(*) into v_held from public.customer_inquiries c
    where c.screening = 'held' and c.deleted_at is null
      and (v_seller is null or c.owner_id = v_seller);

  return jsonb_build_object(
    'total', v_counts.total,
    'new', v_counts.new,
    'in_progress', v_counts.in_progress,
    'converted', v_counts.converted,
    'held_for_review', v_held,
    'rows', v_rows);
end;
$function$;
grant execute on function public.list_inquiries(filters jsonb, page_offset integer, page_limit integer) to authenticated;
grant execute on function public.list_inquiries(filters jsonb, page_offset integer, page_limit integer) to service_role;

-- Function public.list_team()
CREATE OR REPLACE FUNCTION public.list_team()
 RETURNS TABLE(user_id uuid, email text, display_name text, role text, active boolean, invited_at timestamp with time zone, last_sign_in_at timestamp with time zone, deactivated_at timestamp with time zone, link_ids uuid[], takes_new_leads boolean, lead_weight smallint, away boolean, booking_url text)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_admin('see the team');
  return query
    select m.user_id, m.email, m.display_name, m.role, m.active, m.invited_at,
           u.last_sign_in_at, m.deactivated_at,
           coalesce((select array_agg(l.id order by l.salesperson_name)
                       from public.salesperson_links l where l.member_id = m.user_id),
                    array[]::uuid[]),
           m.takes_new_leads, m.lead_weight, m.away, m.booking_url
      from public.team_members m
      left join auth.users u on u.id = m.user_id
     order by m.active desc, lower(m.display_name), m.email;
end;
$function$;
grant execute on function public.list_team() to authenticated;
grant execute on function public.list_team() to service_role;

-- Function public.my_membership()
CREATE OR REPLACE FUNCTION public.my_membership()
 RETURNS json
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select json_build_object(
           'user_id', m.user_id,
           'email', m.email,
           'display_name', m.display_name,
           'role', m.role,
           'active', m.active,
           'booking_url', m.booking_url)
    from public.team_members m
   where m.user_id = (select auth.uid()) and m.active;
$function$;
grant execute on function public.my_membership() to authenticated;
grant execute on function public.my_membership() to service_role;

-- Function public.notification_delivery_settings()
CREATE OR REPLACE FUNCTION public.notification_delivery_settings()
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'reminder_after_hours', s.reminder_after_hours,
    'escalate_after_hours', s.escalate_after_hours,
    'email_from', s.email_from,
    'site_url', s.site_url,
    'email_api_key', (select k.email_api_key from private.notification_settings_secrets k),
    'destinations', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', d.id, 'kind', d.kind, 'name', d.name, 'enabled', d.enabled,
        'webhook_url', d.webhook_url, 'email_recipients', to_jsonb(d.email_recipients),
        'signing_secret', x.signing_secret) order by d.created_at)
      from public.notification_destinations d
      left join private.notification_destination_secrets x on x.destination_id = d.id
    ), '[]'::jsonb))
  from public.notification_settings s;
$function$;
grant execute on function public.notification_delivery_settings() to service_role;

-- Function public.notification_still_claimed(notification_id uuid)
CREATE OR REPLACE FUNCTION public.notification_still_claimed(notification_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from public.notification_outbox o
    where o.id = notification_id
      and o.state = 'sending'
      and o.locked_until > now()
      and o.payload <> '{}'::jsonb)
$function$;
grant execute on function public.notification_still_claimed(notification_id uuid) to service_role;

-- Function public.privacy_erase(email text)
CREATE OR REPLACE FUNCTION public.privacy_erase(email text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  subject text;
  counts jsonb;
begin
  perform private.require_admin('erase what is held about a person');
  subject := private.privacy_subject(email);
  counts := private.privacy_counts(subject);
  delete from public.notification_outbox o where o.id in (select private.privacy_notification_ids(subject));
  -- Meetings booked with the address, on whichever lead; those on the person's own inquiries
  -- go with the inquiries just below (cascade).
  delete from public.inquiry_meetings m where lower(m.attendee_email) = subject;
  delete from public.customer_inquiries c where c.id in (select private.privacy_inquiry_ids(subject));
  perform private.record_privacy_request('erase', subject, counts);
  return counts;
end;
$function$;
grant execute on function public.privacy_erase(email text) to authenticated;
grant execute on function public.privacy_erase(email text) to service_role;

-- Function public.privacy_erasure_record(email text)
CREATE OR REPLACE FUNCTION public.privacy_erasure_record(email text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  subject text;
  answer jsonb;
begin
  perform private.require_admin('look up whether an address was erased');
  subject := private.privacy_subject(email);
  select jsonb_build_object('erased', count(*) > 0, 'erasures', count(*), 'last_erased_at', max(r.requested_at))
    into answer
    from public.privacy_requests r
    where r.action = 'erase'
      and r.email_hash in (private.privacy_email_hmac(subject), private.privacy_email_salted_hash(subject));
  return answer;
end;
$function$;
grant execute on function public.privacy_erasure_record(email text) to authenticated;
grant execute on function public.privacy_erasure_record(email text) to service_role;

-- Function public.privacy_export(email text)
CREATE OR REPLACE FUNCTION public.privacy_export(email text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  subject text;
  counts jsonb;
begin
  perform private.require_admin('export what is held about a person');
  subject := private.privacy_subject(email);
  counts := private.privacy_counts(subject);
  perform private.record_privacy_request('export', subject, counts);
  return jsonb_build_object(
    'email', subject,
    'exported_at', now(),
    'counts', counts,
    -- The rows as stored, but for the salted network hash only the flood rules use.
    'inquiries', coalesce((
      select jsonb_agg(to_jsonb(c) - 'client_hash' order by c.created_at)
      from public.customer_inquiries c where c.id in (select private.privacy_inquiry_ids(subject))), '[]'::jsonb),
    'notifications', coalesce((
      select jsonb_agg(to_jsonb(o) order by o.created_at)
      from public.notification_outbox o where o.id in (select private.privacy_notification_ids(subject))), '[]'::jsonb),
    'conversions', coalesce((
      select jsonb_agg(to_jsonb(v) || jsonb_build_object('deliveries', coalesce((
               select jsonb_agg(to_jsonb(d) order by d.platform)
               from public.conversion_deliveries d where d.conversion_id = v.id), '[]'::jsonb))
             order by v.occurred_at, v.stage)
      from public.conversions v where v.inquiry_id in (select private.privacy_inquiry_ids(subject))), '[]'::jsonb),
    'meetings', coalesce((
      select jsonb_agg(to_jsonb(m) order by m.booked_at, m.id)
      from public.inquiry_meetings m where m.id in (select private.privacy_meeting_ids(subject))), '[]'::jsonb));
end;
$function$;
grant execute on function public.privacy_export(email text) to authenticated;
grant execute on function public.privacy_export(email text) to service_role;

-- Function public.privacy_lookup(email text)
CREATE OR REPLACE FUNCTION public.privacy_lookup(email text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  subject text;
  counts jsonb;
begin
  perform private.require_admin('look up what is held about a person');
  subject := private.privacy_subject(email);
  counts := private.privacy_counts(subject);
  perform private.record_privacy_request('lookup', subject, counts);
  return counts;
end;
$function$;
grant execute on function public.privacy_lookup(email text) to authenticated;
grant execute on function public.privacy_lookup(email text) to service_role;

-- Function public.privacy_record_withdrawal(email text, recipients text[])
CREATE OR REPLACE FUNCTION public.privacy_record_withdrawal(email text, recipients text[])
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  subject text;
  wanted text[];
  lead_id uuid;
  withdrawn integer;
  recipients_withdrawn integer := 0;
  leads_withdrawn integer := 0;
  counts jsonb;
begin
  perform private.require_admin('record a withdrawal of consent');
  subject := private.privacy_subject(email);
  wanted := private.consent_recipients(recipients);
  for lead_id in select private.privacy_inquiry_ids(subject) loop
    withdrawn := private.record_consent_withdrawal(lead_id, wanted, 'admin');
    recipients_withdrawn := recipients_withdrawn + withdrawn;
    leads_withdrawn := leads_withdrawn + (withdrawn > 0)::integer;
  end loop;
  counts := private.privacy_counts(subject)
    || jsonb_build_object('leads_withdrawn', leads_withdrawn, 'recipients_withdrawn', recipients_withdrawn);
  perform private.record_privacy_request('withdraw', subject, counts);
  return counts;
end;
$function$;
grant execute on function public.privacy_record_withdrawal(email text, recipients text[]) to authenticated;
grant execute on function public.privacy_record_withdrawal(email text, recipients text[]) to service_role;

-- Function public.queue_notification_reminders()
CREATE OR REPLACE FUNCTION public.queue_notification_reminders()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  s public.notification_settings;
  queued integer;
begin
  select * into s from public.notification_settings;
  if s.reminder_after_hours is null then
    return 0;
  end if;
  queued := private.queue_due_reminders(s.reminder_after_hours);
  if s.escalate_after_hours is not null then
    queued := queued + private.queue_due_escalations(s.escalate_after_hours);
  end if;
  return queued;
end;
$function$;
grant execute on function public.queue_notification_reminders() to service_role;

-- Function public.record_booking_event(p_provider text, p_body_sha256 text, p_event jsonb)
CREATE OR REPLACE FUNCTION public.record_booking_event(p_provider text, p_body_sha256 text, p_event jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_status text := p_event->>'status';
  v_external text := p_event->>'external_id';
  v_previous text := nullif(p_event->>'previous_external_id', '');
  meeting public.inquiry_meetings;
  match record;
begin
  if p_provider is null or p_provider not in ('cal.com', 'calendly')
     or v_status is null or v_status not in ('booked', 'rescheduled', 'cancelled')
     or coalesce(char_length(v_external), 0) not between 1 and 500
     or p_body_sha256 is null or p_body_sha256 !~ '^[0-9a-f]{64}$' then
    raise exception 'The booking event lacks its tool, status or booking id.' using errcode = 'P0001';
  end if;

  insert into private.booking_webhook_deliveries (provider, body_sha256)
  values (p_provider, p_body_sha256)
  on conflict do nothing;
  if not found then
    return jsonb_build_object('outcome', 'duplicate');
  end if;

  select * into meeting from public.inquiry_meetings m
   where m.provider = p_provider and m.external_id = v_external
   for update;
  if not found and v_previous is not null then
    select * into meeting from public.inquiry_meetings m
     where m.provider = p_provider and m.external_id = v_previous
     for update;
  end if;

  if meeting.id is null then
    select * into match from private.match_meeting_inquiry(p_event->>'reference', p_event->>'attendee_email');
    insert into public.inquiry_meetings as m
      (inquiry_id, provider, external_id, status, starts_at, ends_at, host_name, host_email,
       attendee_name, attendee_email, reference, matched_by)
    values
      (match.inquiry_id, p_provider, v_external, v_status,
       (p_event->>'starts_at')::timestamptz, (p_event->>'ends_at')::timestamptz,
       left(p_event->>'host_name', 200), left(p_event->>'host_email', 320),
       left(p_event->>'attendee_name', 200), left(p_event->>'attendee_email', 320),
       left(p_event->>'reference', 200), match.matched_by)
    -- Two first deliveries of one booking at once: the second updates what the first made.
    on conflict (provider, external_id) do update
      set status = excluded.status,
          starts_at = coalesce(excluded.starts_at, m.starts_at),
          ends_at = coalesce(excluded.ends_at, m.ends_at),
          updated_at = now()
    returning * into meeting;
  else
    -- A cancellation keeps the time it cancelled; a field the delivery lacks keeps its value.
    update public.inquiry_meetings m
       set external_id = v_external,
           status = v_status,
           starts_at = coalesce((p_event->>'starts_at')::timestamptz, m.starts_at),
           ends_at = coalesce((p_event->>'ends_at')::timestamptz, m.ends_at),
           host_name = coalesce(left(p_event->>'host_name', 200), m.host_name),
           host_email = coalesce(left(p_event->>'host_email', 320), m.host_email),
           attendee_name = coalesce(left(p_event->>'attendee_name', 200), m.attendee_name),
           attendee_email = coalesce(left(p_event->>'attendee_email', 320), m.attendee_email),
           reference = coalesce(left(p_event->>'reference', 200), m.reference),
           updated_at = now()
     where m.id = meeting.id
    returning * into meeting;
  end if;

  if meeting.inquiry_id is not null then
    perform private.mark_meeting_lead_contacted(meeting.inquiry_id);
  end if;
  return jsonb_build_object('outcome', 'recorded', 'meeting_id', meeting.id,
                            'inquiry_id', meeting.inquiry_id, 'matched_by', meeting.matched_by);
end;
$function$;
grant execute on function public.record_booking_event(p_provider text, p_body_sha256 text, p_event jsonb) to service_role;

-- Function public.record_build_hook_call(request_id uuid, succeeded boolean, outcome text)
CREATE OR REPLACE FUNCTION public.record_build_hook_call(request_id uuid, succeeded boolean, outcome text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if succeeded is null or coalesce(btrim(outcome), '') = '' then
    raise exception using errcode = '22023', message = 'Say whether the call succeeded, and how it went.';
  end if;
  update public.publish_requests r
    set status = case when succeeded then 'sent' else 'failed' end, detail = left(outcome, 1000)
    where r.id = request_id and r.status = 'sent' and r.hook_claimed_at is not null
      and r.detail = private.publish_queued_detail();
end;
$function$;
grant execute on function public.record_build_hook_call(request_id uuid, succeeded boolean, outcome text) to service_role;

-- Function public.record_conversion_delivery(delivery_id uuid, outcome text, message text, retry_at timestamp with time zone, skip_reason text)
CREATE OR REPLACE FUNCTION public.record_conversion_delivery(delivery_id uuid, outcome text, message text DEFAULT NULL::text, retry_at timestamp with time zone DEFAULT NULL::timestamp with time zone, skip_reason text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  found_platform text;
  found_inquiry uuid;
begin
  if outcome is null or outcome not in ('accepted', 'sent', 'rejected', 'retry', 'skipped', 'attention') then
    raise exception using errcode = '22023', message = 'The outcome is accepted, sent, rejected, retry, skipped or attention.';
  end if;
  if outcome = 'retry' and retry_at is null then
    raise exception using errcode = '22023', message = 'A retry needs its time.';
  end if;
  if outcome = 'skipped' and skip_reason is null then
    raise exception using errcode = '22023', message = 'A skip needs its reason.';
  end if;
  update public.conversion_deliveries d
    set state = case outcome when 'retry' then 'retrying' when 'attention' then 'queued' else outcome end,
        skip_reason = case when outcome = 'skipped' then record_conversion_delivery.skip_reason end,
        platform_message = case when outcome in ('rejected', 'retry', 'attention') then left(coalesce(message, 'Unknown error'), 500) end,
        attempts = case when outcome = 'attention' then greatest(d.attempts - 1, 0) else d.attempts end,
        next_attempt_at = case when outcome = 'retry' then retry_at else d.next_attempt_at end,
        sent_at = case when outcome in ('accepted', 'sent') then now() else d.sent_at end,
        sent_value = case when outcome in ('accepted', 'sent') then c.value else d.sent_value end,
        sent_currency = case when outcome in ('accepted', 'sent') then c.currency else d.sent_currency end,
        locked_until = null
    from public.conversions c
    where d.id = record_conversion_delivery.delivery_id
      and c.id = d.conversion_id
      and d.state = 'sending'
    returning d.platform, c.inquiry_id into found_platform, found_inquiry;
  if outcome = 'attention' and found_platform is not null then
    perform private.flag_conversion_destination(found_platform, message, found_inquiry);
  end if;
end;
$function$;
grant execute on function public.record_conversion_delivery(delivery_id uuid, outcome text, message text, retry_at timestamp with time zone, skip_reason text) to service_role;

-- Function public.record_history(p_kind text, p_record_id text)
CREATE OR REPLACE FUNCTION public.record_history(p_kind text, p_record_id text)
 RETURNS SETOF public.audit_events
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
grant execute on function public.record_history(p_kind text, p_record_id text) to authenticated;
grant execute on function public.record_history(p_kind text, p_record_id text) to service_role;

-- Function public.record_notification_results(results jsonb)
CREATE OR REPLACE FUNCTION public.record_notification_results(results jsonb)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  changed integer;
begin
  update public.notification_outbox o
    set state = case when r.delivered then 'delivered' when r.retry_at is null then 'failed' else 'retrying' end,
        delivered_at = case when r.delivered then now() end,
        last_error = case when r.delivered then null else left(coalesce(r.error, 'Unknown error'), 500) end,
        next_attempt_at = coalesce(r.retry_at, o.next_attempt_at),
        locked_until = null
    from jsonb_to_recordset(coalesce(results, '[]'::jsonb))
      as r(id uuid, delivered boolean, error text, retry_at timestamptz)
    where o.id = r.id and o.state = 'sending';
  get diagnostics changed = row_count;
  return changed;
end;
$function$;
grant execute on function public.record_notification_results(results jsonb) to service_role;

-- Function public.regenerate_conversion_feed_token()
CREATE OR REPLACE FUNCTION public.regenerate_conversion_feed_token()
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  token text;
begin
  perform private.require_admin('make a feed token');
  -- 48 bytes from three strong-random UUIDs (366 random bits), URL-safe base64 without
  -- padding: 64 characters that travel in a path or a password unescaped.
  token := translate(encode(decode(
             replace(gen_random_uuid()::text || gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
             'hex'), 'base64'), E'+/=\n', '-_');
  update private.conversion_feed_token
     set token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex'), updated_at = now();
  update public.conversion_settings set feed_token_hint = left(token, 4) || '…' || right(token, 4);
  return token;
end;
$function$;
grant execute on function public.regenerate_conversion_feed_token() to authenticated;
grant execute on function public.regenerate_conversion_feed_token() to service_role;

-- Function public.request_publish()
CREATE OR REPLACE FUNCTION public.request_publish()
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_content_editor('publish');
  return to_jsonb(private.create_publish_request('manual'));
end;
$function$;
grant execute on function public.request_publish() to authenticated;
grant execute on function public.request_publish() to service_role;

-- Function public.resolve_salesperson_link(salesperson_name text, service_id text)
CREATE OR REPLACE FUNCTION public.resolve_salesperson_link(salesperson_name text, service_id text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  link public.salesperson_links;
begin
  if coalesce(btrim(salesperson_name), '') = '' or coalesce(btrim(service_id), '') = '' then
    return jsonb_build_object('valid', false, 'reason', 'Missing parameters');
  end if;
  select * into link from public.salesperson_links s
    where s.salesperson_name = resolve_salesperson_link.salesperson_name and s.is_active;
  if not found then
    return jsonb_build_object('valid', false, 'reason', 'Salesperson not found or inactive');
  end if;
  if not (resolve_salesperson_link.service_id = any (link.services)) then
    return jsonb_build_object('valid', false, 'reason', 'Service not authorized for this salesperson');
  end if;
  if resolve_salesperson_link.service_id not in
      ('web-apps', 'saas', 'mobile-apps', 'ai-calling', 'ai-automation') then
    return jsonb_build_object('valid', false, 'reason', 'Invalid service');
  end if;
  return jsonb_build_object('valid', true, 'display_name', link.display_name, 'email', link.email);
end;
$function$;
grant execute on function public.resolve_salesperson_link(salesperson_name text, service_id text) to anon;
grant execute on function public.resolve_salesperson_link(salesperson_name text, service_id text) to authenticated;
grant execute on function public.resolve_salesperson_link(salesperson_name text, service_id text) to service_role;

-- Function public.retention_policy()
CREATE OR REPLACE FUNCTION public.retention_policy()
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'inquiry_months', s.inquiry_months,
    'trash_days', s.trash_days,
    'screened_days', s.screened_days,
    'notification_days', s.notification_days,
    'privacy_request_years', s.privacy_request_years)
  from public.retention_settings s;
$function$;
grant execute on function public.retention_policy() to anon;
grant execute on function public.retention_policy() to authenticated;
grant execute on function public.retention_policy() to service_role;

-- Function public.retry_conversion_delivery(delivery_id uuid)
CREATE OR REPLACE FUNCTION public.retry_conversion_delivery(delivery_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_admin('retry a delivery');
  update public.conversion_deliveries d
     set state = 'queued', attempts = 0, next_attempt_at = now(), locked_until = null, platform_message = null
   where d.id = retry_conversion_delivery.delivery_id
     and d.platform <> 'google_ads'
     and d.state in ('rejected', 'retrying');
  if not found then
    raise exception using errcode = '22023', message = 'Only a rejected or failing delivery can be retried.';
  end if;
  perform private.invoke_edge_function('deliver-conversions');
end;
$function$;
grant execute on function public.retry_conversion_delivery(delivery_id uuid) to authenticated;
grant execute on function public.retry_conversion_delivery(delivery_id uuid) to service_role;

-- Function public.retry_notification(notification_id uuid)
CREATE OR REPLACE FUNCTION public.retry_notification(notification_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_admin()) then
    raise exception using errcode = '42501', message = 'Only admins can retry notifications.';
  end if;
  update public.notification_outbox
    set state = 'pending', attempts = 0, next_attempt_at = now(), locked_until = null
    where id = notification_id and state = 'failed';
  if not found then
    raise exception using errcode = 'P0002', message = 'Only a failed notification can be retried.';
  end if;
  perform private.request_notification_delivery();
end;
$function$;
grant execute on function public.retry_notification(notification_id uuid) to authenticated;
grant execute on function public.retry_notification(notification_id uuid) to service_role;

-- Function public.rotate_booking_webhook_secret(p_provider text)
CREATE OR REPLACE FUNCTION public.rotate_booking_webhook_secret(p_provider text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  new_secret text;
begin
  perform private.require_admin('make a booking webhook secret');
  if p_provider is null or p_provider not in ('cal.com', 'calendly') then
    raise exception 'The booking tool must be Cal.com or Calendly.' using errcode = 'P0001';
  end if;
  -- 32 bytes (244 random bits from two strong-random UUIDs) as 64 lowercase hex characters:
  -- both tools take any string, and hex survives copying into their forms and API calls.
  new_secret := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  insert into private.booking_webhook_secrets as s (provider, secret, hint)
  values (p_provider, new_secret, left(new_secret, 4) || '…' || right(new_secret, 4))
  on conflict (provider) do update
    set secret = excluded.secret, hint = excluded.hint, created_at = now();
  return new_secret;
end;
$function$;
grant execute on function public.rotate_booking_webhook_secret(p_provider text) to authenticated;
grant execute on function public.rotate_booking_webhook_secret(p_provider text) to service_role;

-- Function public.set_booking_settings(p_default_url text)
CREATE OR REPLACE FUNCTION public.set_booking_settings(p_default_url text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
grant execute on function public.set_booking_settings(p_default_url text) to authenticated;
grant execute on function public.set_booking_settings(p_default_url text) to service_role;

-- Function public.set_client_address_hops(rest_hops integer, function_hops integer)
CREATE OR REPLACE FUNCTION public.set_client_address_hops(rest_hops integer, function_hops integer)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_admin('change the client address settings');
  if rest_hops is null or function_hops is null
     or rest_hops not between 1 and 5 or function_hops not between 1 and 5 then
    raise exception using errcode = '22023', message = 'A hop count must be a whole number from 1 to 5.';
  end if;
  update private.client_address_settings
     set trusted_proxy_hops = rest_hops, function_proxy_hops = function_hops;
  return jsonb_build_object('rest_hops', rest_hops, 'function_hops', function_hops);
end;
$function$;
grant execute on function public.set_client_address_hops(rest_hops integer, function_hops integer) to authenticated;
grant execute on function public.set_client_address_hops(rest_hops integer, function_hops integer) to service_role;

-- Function public.set_conversion_value(target_inquiry uuid, deal_value text, deal_currency text)
CREATE OR REPLACE FUNCTION public.set_conversion_value(target_inquiry uuid, deal_value text, deal_currency text)
 RETURNS public.conversions
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  amount text := btrim(coalesce(deal_value, ''));
  code text := upper(btrim(coalesce(deal_currency, '')));
  parsed numeric;
  won public.conversions;
begin
  perform private.require_lead_access(target_inquiry, 'set a deal value');
  if amount <> '' then
    -- Thousands written with commas in groups of three (12,345.50) are read as the number.
    if amount ~ '^-?\d{1,3}(,\d{3})+(\.\d*)?$' then
      amount := replace(amount, ',', '');
    end if;
    if amount !~ '^-?(\d+(\.\d*)?|\.\d+)$' then
      raise exception using errcode = '22023', message = 'Enter the deal value as a number, like 12345.50.';
    end if;
    parsed := amount::numeric;
    if parsed < 0 then
      raise exception using errcode = '22023', message = 'The deal value can''t be negative.';
    end if;
    if parsed <> round(parsed, 2) then
      raise exception using errcode = '22023', message = 'The deal value has at most two decimals.';
    end if;
    -- numeric(14, 2): twelve digits before the point.
    if parsed >= 1e12 then
      raise exception using errcode = '22023', message = 'The deal value is too large.';
    end if;
    if code = '' then
      code := (select s.default_currency from public.conversion_settings s);
    end if;
    if not private.is_iso_currency(code) then
      raise exception using errcode = '22023', message = 'Choose a currency from the list.';
    end if;
  end if;

  -- An empty value clears it (value and currency go together).
  update public.conversions c
     set value = case when amount = '' then null else round(parsed, 2) end,
         currency = case when amount = '' then null else code end,
         value_changed_at = now(),
         value_answered_at = coalesce(c.value_answered_at, now())
   where c.inquiry_id = target_inquiry and c.stage = 'won'
  returning c.* into won;
  if won.id is null then
    raise exception using errcode = '22023', message = 'Set the inquiry to Converted before adding a deal value.';
  end if;
  perform private.mark_conversion_adjustments(won);
  perform private.request_released_deliveries(won);
  return won;
end;
$function$;
grant execute on function public.set_conversion_value(target_inquiry uuid, deal_value text, deal_currency text) to authenticated;
grant execute on function public.set_conversion_value(target_inquiry uuid, deal_value text, deal_currency text) to service_role;

-- Function public.set_lead_routing(p_round_robin_enabled boolean)
CREATE OR REPLACE FUNCTION public.set_lead_routing(p_round_robin_enabled boolean)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_admin('change the lead routing settings');
  if p_round_robin_enabled is null then
    raise exception using errcode = 'P0001', message = 'Say whether new leads go round the sales team.';
  end if;
  update private.lead_routing_settings set round_robin_enabled = p_round_robin_enabled;
  return jsonb_build_object('round_robin_enabled', p_round_robin_enabled);
end;
$function$;
grant execute on function public.set_lead_routing(p_round_robin_enabled boolean) to authenticated;
grant execute on function public.set_lead_routing(p_round_robin_enabled boolean) to service_role;

-- Function public.set_member_active(p_user_id uuid, p_active boolean)
CREATE OR REPLACE FUNCTION public.set_member_active(p_user_id uuid, p_active boolean)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_admin('deactivate or reactivate a member');
  if p_active is null then
    raise exception using errcode = 'P0001', message = 'Say whether the member is active.';
  end if;
  if not exists (select 1 from public.team_members m where m.user_id = p_user_id) then
    raise exception using errcode = 'P0001', message = 'No such team member.';
  end if;
  update public.team_members m set active = p_active
   where m.user_id = p_user_id and m.active is distinct from p_active;
end;
$function$;
grant execute on function public.set_member_active(p_user_id uuid, p_active boolean) to authenticated;
grant execute on function public.set_member_active(p_user_id uuid, p_active boolean) to service_role;

-- Function public.set_member_booking_url(p_user_id uuid, p_url text)
CREATE OR REPLACE FUNCTION public.set_member_booking_url(p_user_id uuid, p_url text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_admin('set a member''s booking page');
  return private.store_booking_url(p_user_id, p_url);
end;
$function$;
grant execute on function public.set_member_booking_url(p_user_id uuid, p_url text) to authenticated;
grant execute on function public.set_member_booking_url(p_user_id uuid, p_url text) to service_role;

-- Function public.set_member_links(p_user_id uuid, p_link_ids uuid[])
CREATE OR REPLACE FUNCTION public.set_member_links(p_user_id uuid, p_link_ids uuid[])
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  member_role text;
begin
  perform private.require_admin('tie salesperson links to a member');
  select m.role into member_role from public.team_members m where m.user_id = p_user_id;
  if not found then
    raise exception using errcode = 'P0001', message = 'No such team member.';
  end if;
  perform private.tie_member_links(p_user_id, member_role, p_link_ids);
end;
$function$;
grant execute on function public.set_member_links(p_user_id uuid, p_link_ids uuid[]) to authenticated;
grant execute on function public.set_member_links(p_user_id uuid, p_link_ids uuid[]) to service_role;

-- Function public.set_member_role(p_user_id uuid, p_role text)
CREATE OR REPLACE FUNCTION public.set_member_role(p_user_id uuid, p_role text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_admin('change a member''s role');
  perform private.require_role_name(p_role);
  if not exists (select 1 from public.team_members m where m.user_id = p_user_id) then
    raise exception using errcode = 'P0001', message = 'No such team member.';
  end if;
  update public.team_members m set role = p_role where m.user_id = p_user_id;
  if p_role <> 'sales' then
    update public.salesperson_links l set member_id = null where l.member_id = p_user_id;
  end if;
end;
$function$;
grant execute on function public.set_member_role(p_user_id uuid, p_role text) to authenticated;
grant execute on function public.set_member_role(p_user_id uuid, p_role text) to service_role;

-- Function public.set_member_routing(p_user_id uuid, p_takes_new_leads boolean, p_lead_weight integer, p_away boolean)
CREATE OR REPLACE FUNCTION public.set_member_routing(p_user_id uuid, p_takes_new_leads boolean, p_lead_weight integer, p_away boolean)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_role text;
begin
  perform private.require_admin('change how leads are routed');
  select m.role into v_role from public.team_members m where m.user_id = p_user_id;
  if not found then
    raise exception using errcode = 'P0001', message = 'No such team member.';
  end if;
  if v_role <> 'sales' then
    raise exception using errcode = 'P0001', message = 'Only sales members take leads.';
  end if;
  if p_lead_weight is null or p_lead_weight not between 1 and 10 then
    raise exception using errcode = 'P0001', message = 'The lead weight must be a whole number from 1 to 10.';
  end if;
  if p_takes_new_leads is null or p_away is null then
    raise exception using errcode = 'P0001', message = 'Say whether the member takes new leads and whether they are away.';
  end if;
  update public.team_members
     set takes_new_leads = p_takes_new_leads, lead_weight = p_lead_weight, away = p_away
   where user_id = p_user_id;
end;
$function$;
grant execute on function public.set_member_routing(p_user_id uuid, p_takes_new_leads boolean, p_lead_weight integer, p_away boolean) to authenticated;
grant execute on function public.set_member_routing(p_user_id uuid, p_takes_new_leads boolean, p_lead_weight integer, p_away boolean) to service_role;

-- Function public.set_my_away(p_away boolean)
CREATE OR REPLACE FUNCTION public.set_my_away(p_away boolean)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not private.is_sales() then
    raise exception using errcode = '42501', message = 'Only sales members can mark themselves away.';
  end if;
  if p_away is null then
    raise exception using errcode = 'P0001', message = 'Say whether you are away.';
  end if;
  update public.team_members set away = p_away where user_id = (select auth.uid());
  return p_away;
end;
$function$;
grant execute on function public.set_my_away(p_away boolean) to authenticated;
grant execute on function public.set_my_away(p_away boolean) to service_role;

-- Function public.set_my_booking_url(p_url text)
CREATE OR REPLACE FUNCTION public.set_my_booking_url(p_url text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_sales()) then
    raise exception using errcode = '42501', message = 'Only sales members can set their own booking page.';
  end if;
  return private.store_booking_url((select auth.uid()), p_url);
end;
$function$;
grant execute on function public.set_my_booking_url(p_url text) to authenticated;
grant execute on function public.set_my_booking_url(p_url text) to service_role;

-- Function public.set_publish_settings(build_hook_url text, auto_publish boolean, clear_hook boolean)
CREATE OR REPLACE FUNCTION public.set_publish_settings(build_hook_url text DEFAULT NULL::text, auto_publish boolean DEFAULT NULL::boolean, clear_hook boolean DEFAULT false)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  hook text := nullif(btrim(build_hook_url), '');
  refusal text := private.build_hook_url_refusal(hook);
begin
  perform private.require_admin('change the publish settings');
  if refusal is not null then
    raise exception using errcode = '22023', message = refusal;
  end if;
  if char_length(hook) > 2000 then
    raise exception 'The build hook address is too long.' using errcode = '22023';
  end if;
  update private.publish_settings s set
    build_hook_url = case when clear_hook then null else coalesce(hook, s.build_hook_url) end,
    auto_publish = coalesce(set_publish_settings.auto_publish, s.auto_publish),
    updated_at = now()
  where s.id;
  return public.get_publish_settings();
end;
$function$;
grant execute on function public.set_publish_settings(build_hook_url text, auto_publish boolean, clear_hook boolean) to authenticated;
grant execute on function public.set_publish_settings(build_hook_url text, auto_publish boolean, clear_hook boolean) to service_role;

-- Function public.skip_conversion_value(target_inquiry uuid)
CREATE OR REPLACE FUNCTION public.skip_conversion_value(target_inquiry uuid)
 RETURNS public.conversions
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  won public.conversions;
begin
  perform private.require_lead_access(target_inquiry, 'skip a deal value');
  update public.conversions c
     set value_answered_at = coalesce(c.value_answered_at, now())
   where c.inquiry_id = target_inquiry and c.stage = 'won'
  returning c.* into won;
  if won.id is null then
    raise exception using errcode = '22023', message = 'Set the inquiry to Converted before adding a deal value.';
  end if;
  perform private.request_released_deliveries(won);
  return won;
end;
$function$;
grant execute on function public.skip_conversion_value(target_inquiry uuid) to authenticated;
grant execute on function public.skip_conversion_value(target_inquiry uuid) to service_role;

-- Function public.speed_to_lead(p_from timestamp with time zone, p_to timestamp with time zone)
CREATE OR REPLACE FUNCTION public.speed_to_lead(p_from timestamp with time zone, p_to timestamp with time zone)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_admin('read the speed-to-lead figures');
  if p_from is null or p_to is null or p_to <= p_from then
    raise exception using errcode = 'P0001', message = 'Choose a period that ends after its start.';
  end if;

  -- One pass over the cohort: each lead once, with its wait (null: untouched) and whether it
  -- booked. The booking is asked per lead (EXISTS: one probe of the meetings' inquiry index, or
  -- one hash of them), never joined: with statistics that undercount the cohort (a bulk load, a
  -- table rewritten by many updates) the planner would nest a join and compare every lead with
  -- every meeting. The waits are sorted only where percentiles are wanted (per owner and in
  -- total; both percentiles from one sort); the sources only count, by hash.
  return (
  with cohort as materialized (
    select i.owner_id, i.lead_source as source, i.last_utm_campaign as campaign,
           case when i.first_touched_at is not null
                then greatest(extract(epoch from i.first_touched_at - i.created_at), 0) end as wait,
           exists (select 1 from public.inquiry_meetings m where m.inquiry_id = i.id) as booked
    from public.customer_inquiries i
    where i.screening = 'clear' and i.deleted_at is null
      and i.created_at >= p_from and i.created_at < p_to
  ),
  by_owner as (
    select grouping(c.owner_id) = 0 as per_owner, c.owner_id,
           count(*)::int as leads, count(c.wait)::int as touched, (count(*) filter (where c.booked))::int as booked,
           percentile_cont(array[0.5, 0.9]) within group (order by c.wait) as waits
    from cohort c
    group by grouping sets ((c.owner_id), ())
  ),
  by_source as (
    select c.source, c.campaign, count(*)::int as leads, (count(*) filter (where c.booked))::int as booked
    from cohort c
    group by c.source, c.campaign
  )
  select jsonb_build_object(
    'owners', coalesce((select jsonb_agg(jsonb_build_object('owner_id', o.owner_id, 'owner_name', t.display_name,
         'owner_active', t.active, 'leads', o.leads, 'touched', o.touched, 'untouched', o.leads - o.touched,
         'median_seconds', round(o.waits[1])::bigint, 'p90_seconds', round(o.waits[2])::bigint)
         order by o.owner_id is null, o.leads desc, t.display_name, o.owner_id)
       from by_owner o left join public.team_members t on t.user_id = o.owner_id
       where o.per_owner), '[]'),
    'sources', coalesce((select jsonb_agg(jsonb_build_object('source', s.source, 'campaign', s.campaign,
         'leads', s.leads, 'booked', s.booked)
         order by s.leads desc, s.source nulls last, s.campaign nulls last)
       from by_source s), '[]'),
    'totals', (select jsonb_build_object('leads', o.leads, 'touched', o.touched, 'untouched', o.leads - o.touched,
         'median_seconds', round(o.waits[1])::bigint, 'p90_seconds', round(o.waits[2])::bigint, 'booked', o.booked)
       from by_owner o where not o.per_owner)));
end;
$function$;
grant execute on function public.speed_to_lead(p_from timestamp with time zone, p_to timestamp with time zone) to authenticated;
grant execute on function public.speed_to_lead(p_from timestamp with time zone, p_to timestamp with time zone) to service_role;

-- Function public.submit_inquiry(payload jsonb)
CREATE OR REPLACE FUNCTION public.submit_inquiry(payload jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
grant execute on function public.submit_inquiry(payload jsonb) to anon;
grant execute on function public.submit_inquiry(payload jsonb) to authenticated;
grant execute on function public.submit_inquiry(payload jsonb) to service_role;

-- Function public.webhook_address_policy()
CREATE OR REPLACE FUNCTION public.webhook_address_policy()
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object('allow_loopback', private.loopback_receivers_allowed());
$function$;
grant execute on function public.webhook_address_policy() to service_role;

-- Function public.withdraw_consent(receipts jsonb, recipients text[])
CREATE OR REPLACE FUNCTION public.withdraw_consent(receipts jsonb, recipients text[])
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  wanted text[];
  receipt jsonb;
  lead_id uuid;
begin
  wanted := private.consent_recipients(recipients);
  if receipts is null or jsonb_typeof(receipts) <> 'array' or jsonb_array_length(receipts) > 50 then
    raise exception using errcode = '22023', message = 'The receipts must be a list of at most 50 inquiries.';
  end if;
  for receipt in select value from jsonb_array_elements(receipts) loop
    -- Anything short of a matching id and secret is passed over the same way.
    continue when jsonb_typeof(receipt) <> 'object'
      or coalesce(receipt ->> 'id', '') !~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
      or coalesce(receipt ->> 'secret', '') !~ '^[A-Za-z0-9_-]{43}$';
    select t.inquiry_id into lead_id from private.inquiry_withdrawal_tokens t
     where t.inquiry_id = (receipt ->> 'id')::uuid
       and t.token_hash = encode(sha256(convert_to(receipt ->> 'secret', 'UTF8')), 'hex');
    if found then
      perform private.record_consent_withdrawal(lead_id, wanted, 'visitor');
    end if;
  end loop;
  return jsonb_build_object('received', true);
end;
$function$;
grant execute on function public.withdraw_consent(receipts jsonb, recipients text[]) to anon;
grant execute on function public.withdraw_consent(receipts jsonb, recipients text[]) to authenticated;
grant execute on function public.withdraw_consent(receipts jsonb, recipients text[]) to service_role;

-- Policies the migrations add to the platform's tables
create policy "Content editors can delete site media" on storage.objects for delete to authenticated using (((bucket_id = 'site-media'::text) AND ( SELECT private.is_content_editor() AS is_content_editor)));
create policy "Content editors can list site media" on storage.objects for select to authenticated using (((bucket_id = 'site-media'::text) AND ( SELECT private.is_content_editor() AS is_content_editor)));
create policy "Content editors can replace site media" on storage.objects for update to authenticated using (((bucket_id = 'site-media'::text) AND ( SELECT private.is_content_editor() AS is_content_editor))) with check (((bucket_id = 'site-media'::text) AND ( SELECT private.is_content_editor() AS is_content_editor)));
create policy "Content editors can upload site media" on storage.objects for insert to authenticated with check (((bucket_id = 'site-media'::text) AND ( SELECT private.is_content_editor() AS is_content_editor)));

-- Scheduled jobs (cron.job, where a migration finds a `cron` schema)
select cron.schedule('apply-retention', '0 3 * * *', 'select public.apply_retention()');
select cron.schedule('deliver-conversions', '* * * * *', 'select private.invoke_edge_function(''deliver-conversions'')');
select cron.schedule('deliver-notifications', '* * * * *', 'select private.request_notification_delivery()');
select cron.schedule('dispatch-publish-requests', '* * * * *', 'select private.dispatch_due_publish_requests()');
select cron.schedule('publish-due-content', '* * * * *', 'select private.publish_due_content()');
