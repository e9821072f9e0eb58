import type { ServicePageContent } from '../service-pages'

export const webAppsPage: ServicePageContent = {
  serviceId: 'web-apps',
  hero: {
    badge: 'Web Application Development',
    title: 'Web Applications That Drive Growth',
    subtitle:
      'Fast, secure and scalable web applications built with React, Next.js and the cloud, designed around your users and your business goals.',
    primaryCta: { label: 'Start Your Project', href: '/contact#form' },
    secondaryCta: { label: 'View Our Work', href: '/portfolio' },
  },
  headings: {
    portfolio: 'Our Web Application Portfolio',
    features: 'Everything Your Web App Needs',
    featuresSubtitle: 'Modern engineering practices baked into every project, from the first commit to launch day.',
    stories: 'Success Stories',
    process: 'Our Development Process',
  },
  features: [
    {
      title: 'Lightning-Fast Performance',
      description:
        'Server rendering, code splitting and edge caching keep every page fast, with Core Web Vitals in the green.',
      icon: 'Zap',
    },
    {
      title: 'Responsive on Every Device',
      description: 'Interfaces that adapt to phones, tablets and wide screens, tested on real devices and browsers.',
      icon: 'Smartphone',
    },
    {
      title: 'Real-time Collaboration',
      description: 'Live updates, presence indicators and notifications over WebSockets keep teams in sync.',
      icon: 'Users',
    },
    {
      title: 'Enterprise-Grade Security',
      description: 'Authentication, role-based access, encryption and OWASP-aligned reviews protect your data.',
      icon: 'ShieldCheck',
    },
    {
      title: 'Cloud-Native Architecture',
      description: 'Deployed on AWS, Azure or Google Cloud with autoscaling, monitoring and automated backups.',
      icon: 'Cloud',
    },
    {
      title: 'Progressive Web Apps',
      description: 'Installable apps that work offline and load instantly, without an app store in the way.',
      icon: 'WifiOff',
    },
  ],
  successStories: [
    {
      client: 'Lumen Retail Group',
      industry: 'Retail',
      result: 'Customer portal six times faster',
      quote: 'Page loads dropped from six seconds to under one, and our customers noticed immediately.',
      author: 'Sarah Mitchell, Product Director',
      figures: [
        { value: '0.9s', label: 'Average load time' },
        { value: '+38%', label: 'Online orders' },
        { value: '-45%', label: 'Support tickets' },
      ],
    },
    {
      client: 'Harbor Logistics',
      industry: 'Logistics',
      result: 'Real-time dispatch across three warehouses',
      quote: 'Everyone now sees the same live picture of every shipment, from the dock to the driver.',
      author: 'James Carter, CTO',
      figures: [
        { value: '-30%', label: 'Dispatch time' },
        { value: '99.95%', label: 'Uptime' },
        { value: '3', label: 'Warehouses connected' },
      ],
    },
    {
      client: 'Evergreen Learning',
      industry: 'Education',
      result: 'A learning platform for 40,000 students',
      quote: 'Enrolment week used to crash our old system. This year it did not even slow down.',
      author: 'Maria Lopez, Director of Digital Learning',
      figures: [
        { value: '40K', label: 'Active students' },
        { value: '+62%', label: 'Course completion' },
      ],
    },
  ],
  process: [
    {
      title: 'Discovery & Planning',
      description: 'Workshops to understand your users, goals and constraints, ending in a clear scope and roadmap.',
    },
    {
      title: 'UI/UX Design',
      description: 'Wireframes, interactive prototypes and a design system, validated with real users before we build.',
    },
    {
      title: 'Agile Development',
      description: 'Two-week sprints with a working demo at the end of each, so you see progress and steer early.',
    },
    {
      title: 'Testing & QA',
      description: 'Automated unit, integration and end-to-end tests plus accessibility and performance audits.',
    },
    {
      title: 'Launch & Support',
      description: 'A smooth production launch, monitoring from day one and ongoing support as your product grows.',
    },
  ],
  cta: {
    title: 'Ready to Build Your Web Application?',
    text: 'Tell us about your idea and get a free consultation, a clear estimate and a roadmap within 48 hours.',
    primary: { label: 'Get a Free Consultation', href: '/contact#form' },
    secondary: { label: 'Contact Us', href: '/contact' },
  },
}
