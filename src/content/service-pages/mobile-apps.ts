import type { ServicePageContent } from '../service-pages'

export const mobileAppsPage: ServicePageContent = {
  serviceId: 'mobile-apps',
  hero: {
    badge: 'Mobile App Development',
    title: 'Mobile Apps Your Customers Will Love',
    subtitle:
      'Beautiful, fast and reliable iOS and Android apps, native or cross-platform, from the first sketch to the app stores and beyond.',
    primaryCta: { label: 'Start Your App', href: '/contact#form' },
    secondaryCta: { label: 'View Our Work', href: '/portfolio' },
  },
  headings: {
    portfolio: 'Apps We Have Built',
    features: 'Built for the Way People Use Their Phones',
    featuresSubtitle: 'Every app we ship is designed for real-world conditions: patchy networks, busy users and small screens.',
    stories: 'Success Stories',
    process: 'How We Build Your App',
  },
  features: [
    {
      title: 'Native iOS & Android',
      description: 'Swift and Kotlin apps that follow each platform’s guidelines and feel instantly familiar.',
      icon: 'Smartphone',
    },
    {
      title: 'Cross-Platform Development',
      description: 'One React Native or Flutter codebase for both platforms, cutting cost without cutting quality.',
      icon: 'Layers',
    },
    {
      title: 'Offline-First',
      description: 'Local storage and background sync keep your app useful on trains, planes and weak signals.',
      icon: 'WifiOff',
    },
    {
      title: 'Push Notifications',
      description: 'Timely, personalised notifications that bring users back without overwhelming them.',
      icon: 'Bell',
    },
    {
      title: 'Secure Payments',
      description: 'Apple Pay, Google Pay, cards and in-app subscriptions, integrated securely and compliantly.',
      icon: 'CreditCard',
    },
    {
      title: 'Location & Maps',
      description: 'Live tracking, geofencing and route planning for delivery, mobility and field-service apps.',
      icon: 'MapPin',
    },
  ],
  successStories: [
    {
      client: 'FitPulse Studios',
      industry: 'Fitness',
      result: 'A 4.8-star class-booking app in one month',
      quote: 'Members love the offline workout plans, and reminders have cut our no-shows dramatically.',
      author: 'Olivia Bennett, Head of Digital',
      figures: [
        { value: '4.8', label: 'App store rating' },
        { value: '-35%', label: 'Class no-shows' },
        { value: '85K', label: 'Downloads' },
      ],
    },
    {
      client: 'RideNest',
      industry: 'Mobility',
      result: 'iOS and Android from a single codebase',
      quote: 'Live tracking, payments and notifications worked flawlessly on launch day.',
      author: 'Carlos Rivera, Founder',
      figures: [
        { value: '120K', label: 'Rides booked' },
        { value: '40%', label: 'Lower build cost' },
        { value: '99.7%', label: 'Crash-free sessions' },
      ],
    },
    {
      client: 'Alpenblick Hotels',
      industry: 'Hospitality',
      result: 'Contactless check-in for six hotels',
      quote: 'Guests skip the front-desk queue and order room service straight from their phones.',
      author: 'Hannah Schmidt, Marketing Director',
      figures: [
        { value: '72%', label: 'Guests using the app' },
        { value: '+24%', label: 'Room-service revenue' },
      ],
    },
  ],
  process: [
    {
      title: 'Strategy & Discovery',
      description: 'We define your audience, core journeys and platform choice: native, cross-platform or both.',
    },
    {
      title: 'UX & Prototyping',
      description: 'Clickable prototypes tested with real users on real phones before development begins.',
    },
    {
      title: 'Development',
      description: 'Agile sprints with installable test builds every two weeks through TestFlight and Play Console.',
    },
    {
      title: 'Testing on Real Devices',
      description: 'Automated and manual testing across screen sizes, OS versions and network conditions.',
    },
    {
      title: 'Launch & Growth',
      description: 'App Store and Google Play submission, analytics, crash reporting and continuous improvement.',
    },
  ],
  cta: {
    title: 'Have an App Idea?',
    text: 'Share it with us and get a free consultation, a platform recommendation and a clear estimate.',
    primary: { label: 'Get a Free Consultation', href: '/contact#form' },
    secondary: { label: 'See Our Portfolio', href: '/portfolio' },
  },
}
