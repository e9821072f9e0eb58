import type { ServicePageContent } from '../service-pages'

export const aiAutomationPage: ServicePageContent = {
  serviceId: 'ai-automation',
  hero: {
    badge: 'AI Automation',
    title: 'Automate the Work That Slows You Down',
    subtitle:
      'Intelligent workflows that read documents, triage requests and connect your systems, so your team can focus on what matters.',
    primaryCta: { label: 'Automate My Workflows', href: '/contact#form' },
    secondaryCta: { label: 'View Our Work', href: '/portfolio' },
  },
  headings: {
    portfolio: 'Automation Projects',
    features: 'AI That Works Alongside Your Team',
    featuresSubtitle: 'Practical automation with measurable results, and people kept in the loop wherever judgement matters.',
    stories: 'Success Stories',
    process: 'Our Automation Process',
  },
  features: [
    {
      title: 'Workflow Automation',
      description: 'Multi-step processes across email, spreadsheets, ERPs and CRMs, running reliably around the clock.',
      icon: 'Workflow',
    },
    {
      title: 'Intelligent Document Processing',
      description: 'Invoices, contracts and forms read, validated and entered into your systems automatically.',
      icon: 'FileText',
    },
    {
      title: 'Custom AI Models',
      description: 'Models fine-tuned on your data for classification, forecasting and recommendations.',
      icon: 'Brain',
    },
    {
      title: 'System Integrations',
      description: 'Connectors to the software you already use, with secure APIs and full audit trails.',
      icon: 'Plug',
    },
    {
      title: 'Email & Ticket Triage',
      description: 'Incoming requests understood, prioritised and routed to the right person with a draft reply.',
      icon: 'Mail',
    },
    {
      title: 'Real-time Reporting',
      description: 'Automated reports and alerts that show exactly how much time and money automation saves.',
      icon: 'ChartColumn',
    },
  ],
  successStories: [
    {
      client: 'Gulfstar Trading',
      industry: 'Trading & Distribution',
      result: 'Invoice processing from three days to three hours',
      quote: 'Data from emailed PDFs now flows straight into our ERP, with fewer errors than manual entry.',
      author: 'Fatima Al-Sayed, Finance Director',
      figures: [
        { value: '-90%', label: 'Processing time' },
        { value: '99.2%', label: 'Extraction accuracy' },
        { value: '12,000', label: 'Invoices per month' },
      ],
    },
    {
      client: 'Maison Verte Logistics',
      industry: 'Logistics',
      result: 'Shipment exceptions triaged automatically',
      quote: 'Exceptions reach the right coordinator in seconds, with the context they need to act.',
      author: 'Lucas Moreau, Operations Manager',
      figures: [
        { value: '-75%', label: 'Triage time' },
        { value: '3,500', label: 'Emails per week' },
      ],
    },
    {
      client: 'Northwind Legal',
      industry: 'Legal Services',
      result: 'Contract review in seconds, not hours',
      quote: 'The assistant flags risky clauses and drafts summaries our lawyers trust.',
      author: 'Grace Liu, COO',
      figures: [
        { value: '6 hrs', label: 'Saved per associate weekly' },
        { value: '-40%', label: 'Review turnaround' },
        { value: '100%', label: 'Human sign-off kept' },
      ],
    },
  ],
  process: [
    {
      title: 'Process Audit',
      description: 'We map your workflows and measure where time, cost and errors concentrate.',
    },
    {
      title: 'Automation Blueprint',
      description: 'A prioritised plan with expected savings, the right AI approach and human checkpoints.',
    },
    {
      title: 'Build & Integrate',
      description: 'Workflows, models and integrations built securely on top of your existing systems.',
    },
    {
      title: 'Pilot & Validate',
      description: 'A controlled pilot with your team, measuring accuracy and savings against the baseline.',
    },
    {
      title: 'Roll Out & Monitor',
      description: 'Company-wide rollout with monitoring, alerts and continuous model improvement.',
    },
  ],
  cta: {
    title: 'Find Out What You Could Automate',
    text: 'Book a free automation audit and we will show you where AI can save your team the most time.',
    primary: { label: 'Book a Free Audit', href: '/contact#form' },
    secondary: { label: 'Contact Us', href: '/contact' },
  },
}
