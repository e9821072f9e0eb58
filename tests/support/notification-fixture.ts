// One inquiry and its notification, as the outbox hands them to the delivery code (the payload
// private.inquiry_notification_payload writes).
import type { OutgoingNotification } from '../../supabase/functions/_shared/notifications/types'

export const inquiry = {
  id: '6f1f7a40-0000-4000-8000-000000000001',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@engines.example',
  phone: '+44 20 7946 0958',
  company: 'Engines <Ltd> & Co',
  service_interest: 'AI & Automation',
  budget_range: '$50,000 - $100,000',
  project_timeline: '3-6 months',
  message: 'Line one\nLine <two> & more',
  source_page: 'home-detailed',
  status: 'new',
  created_at: '2026-11-23T10:42:00Z',
  // Where the lead came from, as private.inquiry_notification_payload names it.
  source: 'google',
  medium: 'cpc',
  campaign: 'spring-sale',
  landing_page: '/ai-automation',
  salesperson: 'maria-gomez',
  screening: 'clear',
}

export const notification: OutgoingNotification = {
  id: '0a7d3f7e-0000-4000-8000-0000000000aa',
  type: 'inquiry.created',
  inquiry,
  createdAt: '2026-11-23T10:42:01Z',
}
