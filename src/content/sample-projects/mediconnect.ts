import type { Project } from '../types'

export const mediConnect: Project = {
  id: 'cc9cb10a-33f3-4bfe-b330-f864e34cd845',
  slug: 'mediconnect-patient-portal-healthcare-nextjs-typescript',
  title: 'MediConnect Patient Portal',
  description:
    'A secure patient portal for a regional healthcare network, bringing appointment booking, video consultations, lab results and prescriptions together in one accessible web app.',
  image: '/images/projects/mediconnect.webp',
  industry: 'Healthcare',
  client: 'CarePoint Health Network',
  clientLogo: '/images/logos/carepoint-health.svg',
  liveUrl: 'https://mediconnect.example.com',
  timeline: '6 months',
  team: '8 developers',
  technologies: ['Next.js', 'TypeScript', 'Node.js', 'PostgreSQL', 'HL7 FHIR', 'Azure'],
  challenge:
    'CarePoint’s 22 clinics relied on phone calls for bookings and paper forms for intake. Patients waited on hold for up to 20 minutes, no-show rates were high, and lab results were posted by mail. Any new system had to integrate with the existing electronic health records and meet strict privacy and accessibility requirements.',
  solution:
    'We delivered a Next.js patient portal integrated with the network’s electronic health records through HL7 FHIR APIs. Patients book and reschedule appointments, complete intake forms online, join video consultations, view lab results and request prescription renewals. Automated reminders reduce no-shows, and the whole portal meets WCAG 2.1 AA and HIPAA-aligned security controls, hosted on Azure with end-to-end encryption.',
  metrics: [
    { label: 'Online Bookings', value: '68%' },
    { label: 'No-show Rate', value: '-38%' },
    { label: 'Call Volume', value: '-52%' },
    { label: 'Patient Satisfaction', value: '4.7/5' },
  ],
  detailedMetrics: [
    { value: '68%', label: 'Online Bookings', description: 'Share of all appointments booked through the portal after one year.' },
    { value: '-38%', label: 'No-show Rate', description: 'Fewer missed appointments thanks to automated reminders and easy rescheduling.' },
    { value: '-52%', label: 'Call Volume', description: 'Reduction in calls to clinic front desks.' },
    { value: '4.7/5', label: 'Patient Satisfaction', description: 'Average rating in post-visit patient surveys.' },
  ],
  features: [
    'Online appointment booking and rescheduling',
    'Digital intake forms before every visit',
    'Secure video consultations',
    'Lab results and visit summaries online',
    'Prescription renewal requests',
    'SMS and email appointment reminders',
  ],
  approach: [
    'Interviewed patients, doctors and front-desk staff at five clinics',
    'Mapped every integration point with the electronic health record system',
    'Designed an accessible interface tested with older patients and screen-reader users',
    'Ran a security review and penetration test before each release',
    'Rolled out clinic by clinic with on-site training for staff',
  ],
  techStack: [
    { category: 'Frontend', technologies: ['Next.js', 'TypeScript', 'Tailwind CSS'] },
    { category: 'Backend', technologies: ['Node.js', 'PostgreSQL', 'HL7 FHIR'] },
    { category: 'Communication', technologies: ['WebRTC', 'Twilio SMS', 'SendGrid'] },
    { category: 'Infrastructure', technologies: ['Azure', 'Terraform'] },
  ],
  gallery: [
    '/images/projects/mediconnect-1.webp',
    '/images/projects/mediconnect-2.webp',
    '/images/projects/mediconnect-3.webp',
  ],
  testimonial:
    'Our patients finally have a modern, secure way to manage their care, and our front desks have time for the people in the waiting room.',
  extendedTestimonial: {
    quote:
      'Our patients finally have a modern, secure way to manage their care. Booking, results and video visits all live in one place, no-shows have dropped sharply, and our front-desk teams have time again for the people in the waiting room. The team understood the sensitivity of healthcare data from the very first workshop.',
    author: 'Dr. Anika Sharma',
    position: 'Chief Medical Information Officer',
    company: 'CarePoint Health Network',
  },
  serviceId: 'web-apps',
  createdAt: '2024-11-05T11:00:00.000Z',
}
