import { format } from 'date-fns'
import type { InquiryNotification } from './notification-types'

export type StateTone = 'success' | 'progress' | 'warning' | 'danger'

export interface StateDisplay {
  label: string
  tone: StateTone
  /** One line of detail: when it was delivered, when the next attempt is, why it failed. */
  detail: string
  /** Still moving: the card keeps asking until it settles. */
  settled: boolean
  canRetry: boolean
}

const time = (iso: string | null) => {
  if (!iso) return ''
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : format(date, 'MMM d, HH:mm:ss')
}

const attemptsText = (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'}`

/** How one notification's state reads on the inquiry card. */
export function describeNotification(notification: InquiryNotification): StateDisplay {
  switch (notification.state) {
    case 'delivered':
      return {
        label: 'Delivered',
        tone: 'success',
        detail: `${time(notification.deliveredAt)}${notification.attempts > 1 ? `, after ${attemptsText(notification.attempts)}` : ''}`,
        settled: true,
        canRetry: false,
      }
    case 'retrying':
      return {
        label: 'Retrying',
        tone: 'warning',
        detail: `Next attempt ${time(notification.nextAttemptAt)}; ${attemptsText(notification.attempts)} so far, last: ${notification.lastError ?? 'unknown error'}`,
        settled: false,
        canRetry: false,
      }
    case 'failed':
      return {
        label: 'Failed',
        tone: 'danger',
        detail: notification.lastError ?? 'Unknown error',
        settled: true,
        canRetry: true,
      }
    default:
      // Long in this state means no delivery run is happening (see the README's hosted setup).
      return { label: 'Sending', tone: 'progress', detail: `Queued since ${time(notification.createdAt)}`, settled: false, canRetry: false }
  }
}

export const isSettled = (notifications: readonly InquiryNotification[]) =>
  notifications.every((notification) => describeNotification(notification).settled)
