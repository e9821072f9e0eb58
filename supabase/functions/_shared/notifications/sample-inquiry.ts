/** The inquiry a Send test delivers: plainly a sample, with every field filled in. */
export const SAMPLE_INQUIRY: Record<string, unknown> = {
  id: '00000000-0000-4000-8000-000000000000',
  first_name: 'Test',
  last_name: 'Notification',
  email: 'test.notification@example.com',
  phone: '+1 555 0100',
  company: 'Example Co (sample)',
  service_interest: 'Web Applications',
  budget_range: '$15,000 - $50,000',
  project_timeline: '1-2 months',
  message: 'This is a test notification sent from the back office. No visitor sent it; no reply is needed.',
  source_page: 'contact',
  status: 'new',
  source: 'test',
}
