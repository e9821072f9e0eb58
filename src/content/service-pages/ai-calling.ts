import type { ServicePageContent } from '../service-pages'

export const aiCallingPage: ServicePageContent = {
  serviceId: 'ai-calling',
  hero: {
    badge: 'AI Calling Agency',
    title: 'AI Voice Agents That Never Miss a Call',
    subtitle:
      'Natural-sounding AI callers that qualify leads, book appointments and support your customers 24/7, in their language.',
    primaryCta: { label: 'Book a Demo Call', href: '/contact#form' },
    secondaryCta: { label: 'View Case Studies', href: '/portfolio' },
  },
  headings: {
    portfolio: 'AI Calling Projects',
    features: 'Conversations That Convert',
    featuresSubtitle: 'Voice agents that sound human, follow your playbook and hand over to your team at the right moment.',
    stories: 'Success Stories',
    process: 'From Script to Live Calls',
  },
  features: [
    {
      title: 'Human-Like Voice',
      description: 'Low-latency speech with natural pauses and interruptions, in a voice that matches your brand.',
      icon: 'Mic',
    },
    {
      title: 'Instant Lead Qualification',
      description: 'Every new lead is called within minutes and scored against your own qualification criteria.',
      icon: 'Target',
    },
    {
      title: 'Appointment Booking',
      description: 'Meetings, viewings and consultations booked straight into your team’s calendars.',
      icon: 'Calendar',
    },
    {
      title: 'CRM Integration',
      description: 'Call outcomes, notes and next steps synced automatically to HubSpot, Salesforce or your own CRM.',
      icon: 'Database',
    },
    {
      title: 'Multilingual Conversations',
      description: 'Agents that speak English, Arabic, Hindi, Thai, Cantonese and more, switching when the caller does.',
      icon: 'Languages',
    },
    {
      title: 'Call Analytics & Transcripts',
      description: 'Every call recorded, transcribed and summarised, with dashboards for conversion and sentiment.',
      icon: 'ChartLine',
    },
  ],
  successStories: [
    {
      client: 'Summit Home Realty',
      industry: 'Real Estate',
      result: 'Every lead called back within two minutes',
      quote: 'Our agents now spend their time with qualified buyers, and booked viewings went up by half.',
      author: 'David Park, Sales Director',
      figures: [
        { value: '2 min', label: 'Lead response time' },
        { value: '+50%', label: 'Booked viewings' },
        { value: '24/7', label: 'Coverage' },
      ],
    },
    {
      client: 'ClearPath Insurance',
      industry: 'Insurance',
      result: 'Renewal calls fully automated',
      quote: 'A week of manual calling every month is now handled by the voice agent, with better results.',
      author: 'Priyanka Nair, Customer Success Lead',
      figures: [
        { value: '9,000', label: 'Calls per month' },
        { value: '+18%', label: 'Renewal rate' },
        { value: '-80%', label: 'Manual call time' },
      ],
    },
    {
      client: 'Walsh Dental Clinics',
      industry: 'Healthcare',
      result: 'Round-the-clock booking for four clinics',
      quote: 'Patients book and reschedule at any hour, and our front desk can focus on the people in the room.',
      author: 'Tom Walsh, Owner',
      figures: [
        { value: '-60%', label: 'Missed calls' },
        { value: '+27%', label: 'New patient bookings' },
      ],
    },
  ],
  process: [
    {
      title: 'Call Flow Discovery',
      description: 'We map your current calls, goals and hand-over rules, and listen to real conversations.',
    },
    {
      title: 'Script & Voice Design',
      description: 'Conversation design, objection handling and a voice persona that fits your brand.',
    },
    {
      title: 'Integration & Training',
      description: 'Connection to your telephony, calendars and CRM, and training on your products and FAQs.',
    },
    {
      title: 'Testing & Compliance',
      description: 'Hundreds of simulated calls, consent and recording checks, and a review with your team.',
    },
    {
      title: 'Launch & Optimisation',
      description: 'A phased go-live with weekly reviews of transcripts and conversion to keep improving.',
    },
  ],
  cta: {
    title: 'Hear Your AI Agent in Action',
    text: 'Book a demo and we will build a sample voice agent for your business, free of charge.',
    primary: { label: 'Book a Demo Call', href: '/contact#form' },
    secondary: { label: 'Contact Us', href: '/contact' },
  },
}
