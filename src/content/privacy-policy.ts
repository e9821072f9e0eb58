import { RECIPIENT_PURPOSE, type RecipientId } from '@/lib/consent/recipients'
import { company } from './company'
import { PURPOSE_NAMES, RECIPIENT_FACTS } from './data-recipients'
import { headOffice, offices } from './offices'

export interface PolicySection {
  id: string
  title: string
  paragraphs: string[]
  list?: string[]
}

export interface PrivacyPolicy {
  effectiveDate: string
  lastUpdated: string
  sections: PolicySection[]
}

/**
 * How long the site keeps what people send: the retention policy in force, which the database
 * applies every day (public.apply_retention) and the policy's section 8 states.
 */
export interface RetentionPolicy {
  /** An inquiry is deleted this many months after it was submitted. */
  inquiryMonths: number
  /** A trashed inquiry is deleted this many days after it was trashed. */
  trashDays: number
  /** An inquiry held for review or marked spam, never approved, this many days after it arrived. */
  screenedDays: number
  /** A notification's copy of the inquiry is emptied this many days after delivery (or after it was queued, if never delivered). */
  notificationDays: number
  /** The record of a data-subject request (the address only as a keyed hash) is kept this many years. */
  privacyRequestYears: number
}

/** The database's defaults, the values the policy stated before they could be changed. */
export const DEFAULT_RETENTION_POLICY: RetentionPolicy = {
  inquiryMonths: 36,
  trashDays: 30,
  screenedDays: 30,
  notificationDays: 30,
  privacyRequestYears: 6,
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`

/** 36 → "3 years", 18 → "18 months". */
export const monthsText = (months: number) => (months % 12 === 0 ? plural(months / 12, 'year') : plural(months, 'month'))
export const daysText = (days: number) => plural(days, 'day')

/** What section 8 says of inquiries and notifications, from the policy in force. */
export function retentionStatements(policy: RetentionPolicy): string[] {
  return [
    `Contact form submissions are kept for ${monthsText(policy.inquiryMonths)} from the date of submission.`,
    `A submission we delete is removed for good ${daysText(policy.trashDays)} after it was moved to our trash; one held for review or flagged as spam that we never accept is removed ${daysText(policy.screenedDays)} after it arrived.`,
    `The copy of a submission sent to our team's notification channels (email or chat) is emptied of its contents ${daysText(policy.notificationDays)} after it was delivered, or, if it could not be delivered, ${daysText(policy.notificationDays)} after it was queued.`,
    `When you ask us to access, export or erase your data, we keep a record of the request (when, what was done, and your email address only as a keyed one-way hash, so we can later confirm that it was erased) for ${plural(policy.privacyRequestYears, 'year')}.`,
  ]
}

const brand = company.brandName

/** What section 5 says of the attribution record and the device, with or without a recipient. */
export function deviceStorageStatement(recipients: readonly RecipientId[]): string {
  if (recipients.length === 0) {
    return 'To know which of our campaigns and sales representatives bring inquiries, our website notes the campaign parameters and ad click identifiers of the link you arrived by, the site that referred you, the page you landed on, the sales representative whose referral link you opened, and when. This note lives only in the open page: nothing is written on your device, and an inquiry you send during that visit carries it to us alone.'
  }
  return 'To know which of our campaigns and sales representatives bring inquiries, our website notes the campaign parameters and ad click identifiers of the link you arrived by, the site that referred you, the page you landed on, the sales representative whose referral link you opened, and when. Until you allow a recipient in our cookie banner, this note lives only in the open page and nothing is written on your device; an inquiry you send during that visit still carries it to us. Once you allow an advertising recipient it is kept in your own browser (first-party local storage) for 90 days (without the ad click identifiers when you allow only measurement); refusing or withdrawing deletes it, with the advertising and analytics cookies Google\'s tags set on this site. The ad click identifiers reach a platform only as section 6 says, when you allowed that platform. Your cookie choice itself is kept in your browser without asking, so that we do not ask again on every page; "Cookie settings" can forget it.'
}

/**
 * What section 6 says of each recipient in use (the same list the cookie banner names): what it
 * receives, when, and on what basis. None in use: nothing is shared with an ad or analytics
 * platform, and the policy says so.
 */
export function recipientStatements(recipients: readonly RecipientId[]): string[] {
  if (recipients.length === 0) {
    return ['We use no advertising or analytics platform: nothing about your visit or your inquiry is shared with one.']
  }
  return recipients.map(
    (id) =>
      `${RECIPIENT_FACTS[id].policy} For ${PURPOSE_NAMES[RECIPIENT_PURPOSE[id]]}, only with your consent to ${RECIPIENT_FACTS[id].name} in our cookie banner, which you can withdraw at any time in "Cookie settings" at the foot of every page.`,
  )
}

/**
 * The privacy policy of /privacy-policy (13 sections), with the retention policy in force and
 * the recipients in use.
 */
export const privacyPolicyFor = (retention: RetentionPolicy, recipients: readonly RecipientId[]): PrivacyPolicy => ({
  effectiveDate: 'January 1, 2025',
  lastUpdated: 'January 13, 2025',
  sections: [
    {
      id: 'introduction',
      title: '1. Introduction',
      paragraphs: [
        `${brand} ("we", "us" or "our") is a software, app and AI development agency. This Privacy Policy explains how we collect, use, share and protect personal information when you visit our website, contact us, or work with us on a project.`,
        'By using our website or services you acknowledge the practices described in this policy. If you do not agree with them, please do not use our website or submit your information to us.',
      ],
    },
    {
      id: 'information-we-collect',
      title: '2. Information We Collect',
      paragraphs: ['We collect only the information we need to respond to you and deliver our services:'],
      list: [
        'Contact details you provide in our forms: your name, email address, phone number and company name.',
        'Project information you share with us, such as the service you are interested in, your budget range, your timeline and the message you send.',
        'Project communications: emails, meeting notes, files and messages exchanged while we work together.',
        'Usage data collected automatically: pages visited, referring pages, approximate location derived from your IP address, device and browser type, and interaction events.',
        'Information from referral links when you arrive through a link shared by one of our sales representatives.',
        'With an inquiry: how you found us (the campaign, ad click identifier, referring site, landing page and sales representative recorded in your browser), and a one-way, salted hash of your network address that lets us limit abusive floods of submissions. We never store the address itself.',
      ],
    },
    {
      id: 'how-we-use-information',
      title: '3. How We Use Your Information',
      paragraphs: ['We use personal information for the following purposes:'],
      list: [
        'To respond to your inquiry, prepare proposals and schedule consultations.',
        'To plan, deliver and support the projects you engage us for.',
        'To understand how visitors use our website and to improve its content and performance.',
        'To measure the effectiveness of our advertising campaigns.',
        'To comply with legal obligations and to protect our rights and the security of our systems.',
      ],
    },
    {
      id: 'legal-bases',
      title: '4. Legal Bases for Processing',
      paragraphs: [
        'Where data protection law requires a legal basis, we rely on: your consent (for example, for analytics and advertising cookies); the performance of a contract or steps taken at your request before entering into one (for example, answering your inquiry); our legitimate interests in running and improving our business, where these are not overridden by your rights; and compliance with legal obligations.',
        'Where we rely on consent, you may withdraw it at any time without affecting the lawfulness of processing carried out before the withdrawal.',
      ],
    },
    {
      id: 'cookies-and-analytics',
      title: '5. Cookies and Analytics',
      paragraphs: [
        'We use cookies and similar technologies to keep the website working, to remember your preferences, and, with your consent where required, to collect analytics and measure advertising conversions. Analytics tools record information such as the pages you view and the actions you take, for example a successful form submission.',
        deviceStorageStatement(recipients),
        'You can block or delete cookies in your browser settings. Blocking some cookies may affect how parts of the website work.',
      ],
    },
    {
      id: 'sharing',
      title: '6. How We Share Your Information',
      paragraphs: ['We do not sell your personal information. We share it only in these circumstances:'],
      list: [
        'With service providers who host our website and database or help us communicate with you, under contracts that require them to protect your data.',
        ...recipientStatements(recipients),
        'With our offices and team members who need the information to respond to you or deliver your project.',
        'When required by law, court order or a public authority, or to protect our rights, property or safety.',
        'In connection with a merger, acquisition or sale of assets, in which case we will inform you of any change of ownership.',
      ],
    },
    {
      id: 'international-transfers',
      title: '7. International Data Transfers',
      paragraphs: [
        `We operate offices in ${offices.map((office) => office.city).join(', ')}, and our service providers may process data in other countries. When we transfer personal information across borders we use appropriate safeguards, such as standard contractual clauses, to ensure it remains protected.`,
      ],
    },
    {
      id: 'data-retention',
      title: '8. Data Retention',
      paragraphs: [
        'We keep personal information only for as long as we need it for the purposes described in this policy, or as long as the law requires:',
      ],
      list: [
        ...retentionStatements(retention),
        'Project communications are kept for 5 years after project completion.',
        'Analytics data is kept for 26 months.',
      ],
    },
    {
      id: 'data-security',
      title: '9. Data Security',
      paragraphs: [
        'We protect personal information with technical and organisational measures, including encryption in transit, access controls limited to staff who need the data, database row-level security, regular security reviews and staff training.',
        'No method of transmission over the internet or of electronic storage is completely secure. If we become aware of a breach that affects your personal information, we will notify you and the relevant authorities as the law requires.',
      ],
    },
    {
      id: 'your-rights',
      title: '10. Your Rights',
      paragraphs: [
        'Depending on where you live, you may have the following rights regarding your personal information:',
        `To exercise any of these rights, email us at ${company.email}. We respond to all requests within 30 days. We may need to verify your identity before acting on a request. You also have the right to lodge a complaint with your local data protection authority.`,
      ],
      list: [
        'Access: ask for a copy of the personal information we hold about you.',
        'Correction: ask us to correct inaccurate or incomplete information.',
        'Deletion: ask us to delete your information where we no longer need it.',
        'Restriction and objection: ask us to limit or stop certain processing, including direct marketing.',
        'Portability: receive your information in a structured, machine-readable format.',
        'Withdrawal of consent: withdraw consent you have given at any time, in Cookie settings at the foot of every page or by writing to us. A withdrawal also reaches the inquiries you already sent: nothing more about them goes to the advertising or analytics services you withdrew, and each keeps what you had agreed to, when, and when you withdrew it. So that Cookie settings can do this, your browser keeps, for each inquiry it sent with your consent, the inquiry\'s reference and a secret code our server gave it; a strictly necessary record in your browser\'s local storage, used only to withdraw that consent, never shared, and removed once every consent the inquiry carried is withdrawn.',
      ],
    },
    {
      id: 'childrens-privacy',
      title: "11. Children's Privacy",
      paragraphs: [
        'Our website and services are intended for businesses and are not directed at children. You must be at least 16 years old to submit information to us. We do not knowingly collect personal information from anyone under 16; if we learn that we have, we will delete it promptly.',
      ],
    },
    {
      id: 'changes',
      title: '12. Changes to This Policy',
      paragraphs: [
        'We may update this Privacy Policy from time to time to reflect changes in our practices or in the law. The "Last updated" date at the top of this page shows when it was last revised. If we make material changes, we will highlight them on our website before they take effect.',
      ],
    },
    {
      id: 'contact-us',
      title: '13. Contact Us',
      paragraphs: [
        'If you have any questions about this Privacy Policy or how we handle your personal information, please contact us:',
      ],
      list: [
        `Company: ${brand}`,
        `Email: ${company.email}`,
        `Phone: ${company.phones.join(' or ')}`,
        `Address: ${headOffice.address}, ${headOffice.country}`,
      ],
    },
  ],
})
