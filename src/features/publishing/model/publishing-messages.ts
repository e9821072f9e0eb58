import { format } from 'date-fns'
import type { PublicPagesState, PublishRequest } from './publishing'

/** A build or request time as the admin reads it: "Nov 23, 2026, 2:05 PM". */
export const formatPublishTime = (iso: string) => format(new Date(iso), 'PP, p')

/** The status line of the Publish card. */
export function publicPagesText(state: PublicPagesState): string {
  switch (state.kind) {
    case 'not-built':
      return 'The public pages have not been built on this server: the development server shows every change at once. Publish asks the host to rebuild the live site.'
    case 'up-to-date':
      return `The public pages are up to date: built at ${formatPublishTime(state.builtAt)}.`
    case 'behind':
      return `${state.changes} ${state.changes === 1 ? 'change' : 'changes'} since the public pages were built at ${formatPublishTime(state.builtAt)}.`
  }
}

export const REQUEST_STATUS_LABEL: Record<PublishRequest['status'], string> = {
  pending: 'Waiting',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Not sent',
}

export const REQUEST_REASON_LABEL: Record<PublishRequest['reason'], string> = {
  manual: 'Publish',
  auto: 'Automatic, after a change',
  scheduled: 'Scheduled',
}

/** The dashboard's line about the hourly limit of builds. */
export function buildLimitText(settings: { buildsPerHour: number; buildsLastHour: number }): string {
  const { buildsPerHour: limit, buildsLastHour: used } = settings
  const reached = used >= limit ? ' The limit is reached: the next publish waits for a free slot.' : ''
  return `Builds in the last hour: ${used} of at most ${limit}. Publishes within a minute of a build go out together after it.${reached}`
}

/** On a waiting request in the list. */
export const goesOutText = (sendAfter: string) => `Goes out at ${formatPublishTime(sendAfter)}`

/** The toast after Publish when the request waits: when it goes out, and why. */
export function queuedToast(sendAfter: string, detail: string | null) {
  return {
    title: `Publish queued for ${format(new Date(sendAfter), 'p')}`,
    description: detail ?? 'It goes out with every change made until then.',
  }
}

export const PUBLISHING_TOASTS = {
  requested: { title: 'Publish requested', description: 'The host is rebuilding the public pages; it usually takes a few minutes.' },
  skipped: { title: 'Nothing was sent', description: 'No build hook is configured: add your host\'s build hook in the publish settings.' },
  failed: { title: 'Publish failed', description: 'The request could not be recorded. Please try again.' },
  settingsSaved: { title: 'Publish settings saved', description: 'Your changes to the publish settings were saved.' },
  settingsFailed: { title: 'Settings not saved', description: 'The publish settings could not be saved. Please try again.' },
  loadFailed: 'Could not load the publishing status. Please try again.',
} as const
