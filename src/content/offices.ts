import { chatUrl } from './company'
import type { Office } from './types'

/** The Dubai office, the company's registered address. */
export const headOffice: Office = {
  city: 'Dubai',
  country: 'United Arab Emirates',
  address: 'Office 1204, Bay Square Building 11, Business Bay, Dubai',
  phone: '+971 4 555 0142',
  email: 'dubai@nexalabs.dev',
  timezone: 'GST (UTC+4)',
  chatUrl: chatUrl('971505550142'),
}

/** The five global offices, in the order the contact section shows them. */
export const offices: readonly Office[] = [
  headOffice,
  {
    city: 'Hong Kong',
    country: 'Hong Kong SAR, China',
    address: 'Level 19, Two Pacific Place, 88 Queensway, Admiralty, Hong Kong',
    phone: '+852 5555 0187',
    email: 'hongkong@nexalabs.dev',
    timezone: 'HKT (UTC+8)',
    chatUrl: chatUrl('85255550187'),
  },
  {
    city: 'Bengaluru',
    country: 'India',
    address: '4th Floor, Prestige Tech Park, Outer Ring Road, Marathahalli, Bengaluru 560103',
    phone: '+91 80 5555 0123',
    email: 'bengaluru@nexalabs.dev',
    timezone: 'IST (UTC+5:30)',
    chatUrl: chatUrl('919855550123'),
  },
  {
    city: 'Bangkok',
    country: 'Thailand',
    address: '28th Floor, Sathorn Square, 98 North Sathorn Road, Silom, Bang Rak, Bangkok 10500',
    phone: '+66 2 555 0164',
    email: 'bangkok@nexalabs.dev',
    timezone: 'ICT (UTC+7)',
    chatUrl: chatUrl('66855550164'),
  },
  {
    city: 'Delhi',
    country: 'India',
    address: '7th Floor, Tower B, Statesman House, Barakhamba Road, Connaught Place, New Delhi 110001',
    phone: '+91 11 5555 0178',
    email: 'delhi@nexalabs.dev',
    timezone: 'IST (UTC+5:30)',
    chatUrl: chatUrl('919955550178'),
  },
]
