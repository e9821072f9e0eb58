import type { Project } from '../types'

export const leadVoice: Project = {
  id: '17c2645a-7000-4d56-a1f1-d8d39c51a95e',
  slug: 'leadvoice-ai-lead-generation-system-real-estate-python-twilio',
  title: 'LeadVoice AI Lead Generation System',
  description:
    'An AI calling system that phones every new property inquiry within minutes, qualifies the buyer in a natural conversation and books viewings straight into agents’ calendars.',
  image: '/images/projects/leadvoice.webp',
  industry: 'Real Estate',
  client: 'Keystone Realty Partners',
  clientLogo: '/images/logos/keystone-realty.svg',
  liveUrl: 'https://leadvoice.example.com',
  timeline: '10 weeks',
  team: '5 specialists',
  technologies: ['Python', 'Twilio', 'OpenAI', 'ElevenLabs', 'FastAPI', 'HubSpot'],
  challenge:
    'Keystone received over 4,000 property inquiries a month from portals, ads and its website. Agents could call back only a fraction of them, often hours later, by which time buyers had spoken to competitors. Leads arriving at night and at weekends were effectively lost, and the CRM held little reliable information about buyer intent.',
  solution:
    'We built LeadVoice, an AI voice agent that calls every new inquiry within two minutes, day or night. It holds a natural conversation in English or Arabic, asks about budget, timing, financing and preferred areas, answers questions about the listing and books viewings directly into agents’ calendars. Every call is transcribed, scored and synced to HubSpot, and hot leads are handed to a human agent in real time.',
  metrics: [
    { label: 'Lead Response Time', value: '2 min' },
    { label: 'Qualified Leads', value: '+140%' },
    { label: 'Booked Viewings', value: '+65%' },
    { label: 'Cost per Lead', value: '-58%' },
  ],
  detailedMetrics: [
    { value: '2 min', label: 'Lead Response Time', description: 'Average time from inquiry to first call, down from 7 hours.' },
    { value: '+140%', label: 'Qualified Leads', description: 'More leads reaching agents with budget, timing and financing confirmed.' },
    { value: '+65%', label: 'Booked Viewings', description: 'Increase in viewings booked per month in the first quarter.' },
    { value: '-58%', label: 'Cost per Lead', description: 'Lower cost per qualified lead compared with a manual call centre.' },
  ],
  features: [
    'Outbound calls to every new inquiry within two minutes',
    'Natural conversations in English and Arabic',
    'Buyer qualification on budget, timing and financing',
    'Viewing booking into agents’ calendars',
    'Live hand-over of hot leads to a human agent',
    'Call transcripts, scores and summaries synced to HubSpot',
  ],
  approach: [
    'Listened to 200 recorded agent calls to learn what qualifies a buyer',
    'Designed the conversation flow and voice persona with the sales team',
    'Integrated telephony, calendars and the CRM behind a FastAPI service',
    'Tested thousands of simulated calls and reviewed consent and recording rules',
    'Launched on one lead source, then expanded after weekly reviews',
  ],
  techStack: [
    { category: 'Voice & AI', technologies: ['OpenAI', 'ElevenLabs', 'Deepgram'] },
    { category: 'Telephony', technologies: ['Twilio Voice'] },
    { category: 'Backend', technologies: ['Python', 'FastAPI', 'PostgreSQL', 'Redis'] },
    { category: 'Integrations', technologies: ['HubSpot', 'Google Calendar'] },
  ],
  gallery: [
    '/images/projects/leadvoice-1.webp',
    '/images/projects/leadvoice-2.webp',
    '/images/projects/leadvoice-3.webp',
  ],
  testimonial:
    'Every lead now gets a call within minutes, even at 2 a.m. Our agents only talk to buyers who are ready to view.',
  extendedTestimonial: {
    quote:
      'Every lead now gets a call within minutes, even at two in the morning, and most buyers do not realise at first that they are talking to an AI. Our agents only spend time with people who are ready to view, and our viewing numbers have never been higher.',
    author: 'Omar Haddad',
    position: 'Head of Sales',
    company: 'Keystone Realty Partners',
  },
  serviceId: 'ai-calling',
  createdAt: '2025-05-12T08:45:00.000Z',
}
