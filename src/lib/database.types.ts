/**
 * The database as the API sees it, in the shape `supabase gen types typescript` produces.
 * Kept by hand beside supabase/migrations/: a migration that changes a column changes this.
 */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

type Table<Row, Required extends keyof Row, Generated extends keyof Row = never> = {
  Row: Row
  Insert: Pick<Row, Required> & Partial<Omit<Row, Required | Generated>>
  Update: Partial<Omit<Row, Generated>>
  Relationships: []
}

/** Publication state and search fields, the same on portfolios and blogs. */
export type PublishableColumns = {
  status: 'draft' | 'scheduled' | 'published'
  publish_at: string | null
  seo_title: string | null
  seo_description: string | null
  seo_image: string | null
}

export type PortfolioRow = {
  id: string
  slug: string | null
  title: string
  description: string
  image: string | null
  industry: string | null
  client: string | null
  client_logo: string | null
  link: string | null
  timeline: string | null
  team: string | null
  technologies: string[]
  challenge: string | null
  solution: string | null
  metrics: Json
  detailed_metrics: Json
  features: string[]
  approach: string[]
  tech_stack: Json
  gallery: string[]
  testimonial: string | null
  extended_testimonial: Json | null
  service_id: string
  created_at: string
  updated_at: string
} & PublishableColumns

export type BlogRow = {
  id: string
  slug: string | null
  title: string
  excerpt: string
  content: string
  author: Json
  published_date: string
  category: string
  featured_image: string | null
  tags: string[]
  reading_time: number
  featured: boolean
  created_at: string
  updated_at: string
} & PublishableColumns

export type CustomerInquiryRow = {
  id: string
  first_name: string
  last_name: string
  email: string
  phone: string
  company: string
  service_interest: string
  budget_range: string
  project_timeline: string
  message: string
  source_page: string
  status: string
  created_at: string
  deleted_at: string | null
  /** Attribution: the visitor's first visit and last campaign/ad/referral visit. */
  first_utm_source: string | null
  first_utm_medium: string | null
  first_utm_campaign: string | null
  first_utm_term: string | null
  first_utm_content: string | null
  first_gclid: string | null
  first_gbraid: string | null
  first_wbraid: string | null
  first_fbclid: string | null
  first_msclkid: string | null
  first_li_fat_id: string | null
  first_referrer: string | null
  first_landing_path: string | null
  first_touch_at: string | null
  last_utm_source: string | null
  last_utm_medium: string | null
  last_utm_campaign: string | null
  last_utm_term: string | null
  last_utm_content: string | null
  last_gclid: string | null
  last_gbraid: string | null
  last_wbraid: string | null
  last_fbclid: string | null
  last_msclkid: string | null
  last_li_fat_id: string | null
  last_referrer: string | null
  last_landing_path: string | null
  last_touch_at: string | null
  salesperson_name: string | null
  /** Generated from the last touch (see the attribution migration); never written. */
  lead_source: string
  lead_medium: string
  screening: 'clear' | 'held' | 'spam'
  screening_reason: string | null
  /** Salted hash of the sender's network address; list_inquiries leaves it out. */
  client_hash: string | null
}

/** A row of rpc/list_inquiries: the table's columns but the client hash, plus the salesperson's name. */
export type InquiryListRow = Omit<CustomerInquiryRow, 'client_hash'> & { salesperson_display_name: string | null }

export type SalespersonLinkRow = {
  id: string
  salesperson_name: string
  display_name: string
  email: string
  services: string[]
  is_active: boolean
  created_at: string
}

export type PublishRequestRow = {
  id: string
  requested_at: string
  requested_by: string | null
  reason: 'manual' | 'auto' | 'scheduled'
  status: 'pending' | 'sent' | 'failed' | 'skipped'
  detail: string | null
  finished_at: string | null
}

export type AdminRow = {
  user_id: string
  created_at: string
}

export type NotificationDestinationRow = {
  id: string
  kind: 'webhook' | 'email'
  name: string
  webhook_url: string | null
  email_recipients: string[]
  enabled: boolean
  /** Write-only: always null when read. */
  signing_secret: string | null
  signing_secret_hint: string | null
  created_at: string
  updated_at: string
}

export type NotificationSettingsRow = {
  id: boolean
  reminder_after_hours: number | null
  email_from: string | null
  site_url: string | null
  /** Write-only: always null when read; '' removes the key. */
  email_api_key: string | null
  email_api_key_hint: string | null
  updated_at: string
}

export type NotificationOutboxRow = {
  id: string
  inquiry_id: string
  destination_id: string | null
  destination_kind: 'webhook' | 'email'
  destination_name: string
  event: 'inquiry.created' | 'inquiry.reminder'
  payload: Json
  state: 'pending' | 'sending' | 'retrying' | 'delivered' | 'failed'
  attempts: number
  next_attempt_at: string
  locked_until: string | null
  last_attempt_at: string | null
  last_error: string | null
  delivered_at: string | null
  created_at: string
}

export type Database = {
  public: {
    Tables: {
      portfolios: Table<PortfolioRow, 'title' | 'description' | 'service_id'>
      blogs: Table<BlogRow, 'title' | 'content' | 'author'>
      customer_inquiries: Table<
        CustomerInquiryRow,
        | 'first_name'
        | 'last_name'
        | 'email'
        | 'service_interest'
        | 'budget_range'
        | 'project_timeline'
        | 'message'
        | 'source_page',
        'lead_source' | 'lead_medium'
      >
      salesperson_links: Table<SalespersonLinkRow, 'salesperson_name' | 'display_name' | 'email' | 'services'>
      admins: Table<AdminRow, 'user_id'>
      publish_requests: Table<PublishRequestRow, 'reason'>
      notification_destinations: Table<NotificationDestinationRow, 'kind' | 'name'>
      notification_settings: Table<NotificationSettingsRow, never>
      notification_outbox: Table<
        NotificationOutboxRow,
        'inquiry_id' | 'destination_kind' | 'destination_name' | 'event' | 'payload'
      >
    }
    Views: { [_ in never]: never }
    Functions: {
      submit_inquiry: {
        Args: { payload: Json }
        Returns: Json
      }
      resolve_salesperson_link: {
        Args: { salesperson_name: string; service_id: string }
        Returns: Json
      }
      content_changes_since: {
        Args: { since?: string | null }
        Returns: Json
      }
      request_publish: {
        Args: Record<string, never>
        Returns: Json
      }
      get_publish_settings: {
        Args: Record<string, never>
        Returns: Json
      }
      set_publish_settings: {
        Args: { build_hook_url?: string | null; auto_publish?: boolean | null; clear_hook?: boolean }
        Returns: Json
      }
      list_inquiries: {
        Args: { filters?: Json; page_offset?: number; page_limit?: number }
        Returns: Json
      }
      inquiry_lead_breakdown: {
        Args: { since: string }
        Returns: Json
      }
      inquiry_filter_options: {
        Args: Record<string, never>
        Returns: Json
      }
      retry_notification: {
        Args: { notification_id: string }
        Returns: undefined
      }
    }
    Enums: { [_ in never]: never }
    CompositeTypes: { [_ in never]: never }
  }
}
