/**
 * The database as the API sees it, in the shape `supabase gen types typescript` produces.
 * Kept by hand beside supabase/migrations/: a migration that changes a column changes this.
 */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

type Table<Row, Required extends keyof Row> = {
  Row: Row
  Insert: Pick<Row, Required> & Partial<Omit<Row, Required>>
  Update: Partial<Row>
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
}

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
        | 'source_page'
      >
      salesperson_links: Table<SalespersonLinkRow, 'salesperson_name' | 'display_name' | 'email' | 'services'>
      admins: Table<AdminRow, 'user_id'>
      publish_requests: Table<PublishRequestRow, 'reason'>
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
    }
    Enums: { [_ in never]: never }
    CompositeTypes: { [_ in never]: never }
  }
}
