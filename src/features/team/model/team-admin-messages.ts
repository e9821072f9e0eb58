/** What the team screen says (the database's own refusals are shown as they come). */

export const TEAM_MESSAGES = {
  load: 'Failed to load the team. Please try again.',
  invite: 'The invitation could not be sent. Please try again.',
  invited: (email: string) => `Invitation sent to ${email}`,
  changeRole: 'Failed to change the role. Please try again.',
  roleChanged: (name: string, role: string) => `${name} is now ${role}`,
  changeActive: 'Failed to change the member. Please try again.',
  deactivated: (name: string) => `${name} has been deactivated`,
  reactivated: (name: string) => `${name} has been reactivated`,
  changeLinks: 'Failed to save the salesperson links. Please try again.',
  linksSaved: 'Salesperson links saved',
  loadLinks: 'Failed to load your salesperson links. Please try again.',
} as const

/** The confirmations of the team screen. */
export const TEAM_CONFIRMATIONS = {
  deactivate: (name: string) => `Deactivate ${name}?`,
  deactivateDetail: 'Their next request is refused, whatever session they hold. Their leads stay and show "owner deactivated" until you reassign them.',
  reactivate: (name: string) => `Reactivate ${name}?`,
  reactivateDetail: 'They can sign in again with their current password, in their current role.',
} as const

// routing: what the team screen says about lead routing.
export const ROUTING_MESSAGES = {
  changeMember: 'Failed to change how leads reach this member. Please try again.',
  memberChanged: (name: string) => `Lead routing saved for ${name}`,
  loadSettings: 'Failed to load the lead routing setting. Please try again.',
  changeSettings: 'Failed to change the lead routing setting. Please try again.',
  roundRobinOn: 'New leads without a referral now go round the sales team',
  roundRobinOff: 'New leads without a referral now wait for an admin to assign them',
  loadMine: 'Failed to load whether you are away. Please try again.',
  changeMine: 'Failed to change whether you are away. Please try again.',
  nowAway: 'You are away: new leads go to the rest of the team',
  nowBack: 'Welcome back: new leads reach you again',
} as const

// booking-link:
/** What the booking page fields say (the booking link rule's own sentences are shown as they come). */
export const BOOKING_PAGE_MESSAGES = {
  loadSettings: 'Failed to load the team booking page. Please try again.',
  save: 'Failed to save the booking page. Please try again.',
  saved: 'Booking page saved',
  cleared: 'Booking page removed',
  fieldLabel: 'Booking page link',
  fieldHint: 'A Cal.com or Calendly event link, for example https://cal.com/your-name/30min. Leave it empty to remove it.',
  memberTitle: (name: string) => `Booking page of ${name}`,
  memberDescription: 'Visitors whose lead is theirs are offered this page on the thank-you page, with their name and email filled in.',
  myTitle: 'My booking page',
  myDescription: 'Visitors whose lead is yours are offered this page on the thank-you page, with their name and email filled in.',
  teamTitle: 'Team booking page',
  teamDescription: 'Offered to visitors whose lead has no owner with a booking page of their own. Without one they see the plain thank-you page.',
} as const
