/** What the Activity screen and the history panels say. */
export const ACTIVITY_MESSAGES = {
  title: 'Activity',
  subtitle: 'Who changed what, recorded by the database with each change.',
  load: 'The activity could not be loaded.',
  loadMore: 'More activity could not be loaded.',
  loading: 'Loading activity...',
  empty: 'No activity matches these filters.',
  emptyAtAll: 'Nothing has been recorded yet.',
  historyTitle: 'History',
  historyLoad: 'The history could not be loaded.',
  historyLoading: 'Loading history...',
  historyEmpty: 'No changes recorded yet.',
  membersLoad: 'The team could not be loaded; the member filter shows no names.',
  secretChanged: 'changed (secret, not shown)',
} as const
