/** Every text of the dashboard's speed-to-lead card. */
export const SPEED_TO_LEAD_MESSAGES = {
  title: 'Speed to lead',
  description: 'How soon each lead was first touched (a status change, a note or a meeting), and which leads booked a meeting.',
  loading: 'Loading the speed-to-lead figures...',
  load: 'Could not load the speed-to-lead figures.',
  empty: 'No leads in this period.',
  byOwner: 'Time to first touch by owner',
  bySource: 'Meetings booked by source and campaign',
  unassigned: 'Unassigned',
  formerMember: 'Former member',
  deactivated: '(deactivated)',
  noCampaign: '(no campaign)',
  notTouched: '—',
  total: 'All leads',
  periodLabel: 'Speed-to-lead period',
} as const
