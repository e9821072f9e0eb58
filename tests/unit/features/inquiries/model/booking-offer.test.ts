import { describe, expect, it } from 'vitest'
import { bookingOfferFor, readBookingOffer, toOfferedBookingPage, visitorName } from '@/features/inquiries/model/booking-offer'

const REFERENCE = '6f1c2d4e-8a9b-4c3d-9e8f-0a1b2c3d4e5f'

describe('the booking offer', () => {
  it('takes the server\'s page only when the booking link rule accepts it', () => {
    expect(toOfferedBookingPage({ host_name: ' Sam Seller ', url: 'https://cal.com/sam' })).toEqual({ hostName: 'Sam Seller', link: 'https://cal.com/sam' })
    expect(toOfferedBookingPage({ host_name: null, url: 'https://calendly.com/agency' })).toEqual({ hostName: null, link: 'https://calendly.com/agency' })
    expect(toOfferedBookingPage({ host_name: 'Sam', url: 'http://cal.com/sam' })).toBeNull()
    expect(toOfferedBookingPage(null)).toBeNull()
    expect(toOfferedBookingPage(undefined)).toBeNull()
  })

  it('names the visitor as they wrote it, without the quick form\'s stand-in last name', () => {
    expect(visitorName({ first_name: 'Ada', last_name: 'Lovelace' })).toBe('Ada Lovelace')
    expect(visitorName({ first_name: 'Cher', last_name: 'Not Provided' })).toBe('Cher')
  })

  it('carries only the name, the email, the reference and the last campaign', () => {
    const visitor = {
      first_name: 'Ada', last_name: 'Lovelace', email: ' ada@example.com ', phone: '+44 20 7946 0958', company: 'Engines Ltd',
      message: 'A secret plan', budget_range: '$250,000+',
      attribution: { first_touch: null, last_touch: { utm_campaign: 'winter', utm_source: 'google', gclid: 'abc', landing_path: '/', at: '' } },
    }
    const offer = bookingOfferFor({ hostName: 'Sam', link: 'https://calendly.com/sam/intro' }, visitor, REFERENCE)
    expect(offer?.hostName).toBe('Sam')
    expect(Object.fromEntries(new URL(offer!.url).searchParams)).toEqual({
      name: 'Ada Lovelace', email: 'ada@example.com', utm_content: REFERENCE, utm_campaign: 'winter',
    })
    expect(bookingOfferFor(null, visitor, REFERENCE)).toBeNull()
  })

  it('reads an offer from the router state, and nothing from a state it should not trust', () => {
    const offer = { hostName: 'Sam', url: 'https://cal.com/sam?name=Ada' }
    expect(readBookingOffer({ booking: offer })).toEqual(offer)
    expect(readBookingOffer({ booking: { hostName: '', url: offer.url } })).toEqual({ hostName: null, url: offer.url })
    expect(readBookingOffer({ booking: { hostName: 'Eve', url: 'javascript:alert(1)' } })).toBeNull()
    expect(readBookingOffer({ booking: { hostName: 'Eve', url: 'https://evil.example/' } })).toBeNull()
    expect(readBookingOffer(null)).toBeNull()
    expect(readBookingOffer('https://cal.com/sam')).toBeNull()
  })
})
