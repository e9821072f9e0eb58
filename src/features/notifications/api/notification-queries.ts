import { queryOptions, useMutation, useQueryClient, useQuery } from '@tanstack/react-query'
import { adminClient } from '@/lib/admin-client'
import { errorToastMeta } from '@/lib/mutation-error-toast'
import { NOTIFICATION_MESSAGES } from '../model/notification-messages'
import { isSettled } from '../model/notification-state'
import type { DestinationInput, SettingsInput } from '../model/notification-types'
import { loadInquiryNotifications } from './inquiry-notifications-loader'
import { notificationKeys } from './keys'
import {
  deleteDestination, getDeliveryHealth, getSettings, listDestinations, removeEmailApiKey, retryNotification, saveDestination, saveSettings,
  sendTestNotification, setDestinationEnabled,
} from './notifications'

/* The notification screens' reads and writes (admin client, lazy chunk only). */

/** How often a card with a notification still on its way asks again. */
export const UNSETTLED_REFRESH_MS = 3000

export const destinationsQuery = () =>
  queryOptions({ queryKey: notificationKeys.destinations(), queryFn: ({ signal }) => listDestinations(adminClient, signal) })

export const notificationSettingsQuery = () =>
  queryOptions({ queryKey: notificationKeys.settings(), queryFn: ({ signal }) => getSettings(adminClient, signal) })

export const inquiryNotificationsQuery = (inquiryId: string) =>
  queryOptions({
    queryKey: notificationKeys.forInquiry(inquiryId),
    // No abort signal: one batched request answers every card on the page, not this one alone.
    queryFn: () => loadInquiryNotifications(inquiryId),
    refetchInterval: (query) => (query.state.data && !isSettled(query.state.data) ? UNSETTLED_REFRESH_MS : false),
  })

/** What the Notifications page sums up: the last week. */
export const HEALTH_WINDOW_DAYS = 7

export const deliveryHealthQuery = () =>
  queryOptions({
    queryKey: notificationKeys.health(),
    queryFn: ({ signal }) => getDeliveryHealth(adminClient, new Date(Date.now() - HEALTH_WINDOW_DAYS * 86_400_000).toISOString(), undefined, signal),
    refetchInterval: 30_000,
  })

export function useSaveDestination(errorToast?: string | false) {
  const queryClient = useQueryClient()
  return useMutation({
    meta: errorToastMeta(NOTIFICATION_MESSAGES.saveDestination, errorToast),
    mutationFn: ({ id, input }: { id?: string; input: DestinationInput }) => saveDestination(adminClient, input, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.destinations() }),
  })
}

export function useSetDestinationEnabled(errorToast?: string | false) {
  const queryClient = useQueryClient()
  return useMutation({
    meta: errorToastMeta(NOTIFICATION_MESSAGES.saveDestination, errorToast),
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) => setDestinationEnabled(adminClient, id, enabled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.destinations() }),
  })
}

export function useDeleteDestination(errorToast?: string | false) {
  const queryClient = useQueryClient()
  return useMutation({
    meta: errorToastMeta(NOTIFICATION_MESSAGES.deleteDestination, errorToast),
    mutationFn: (id: string) => deleteDestination(adminClient, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.destinations() }),
  })
}

export function useSaveSettings(errorToast?: string | false) {
  const queryClient = useQueryClient()
  return useMutation({
    meta: errorToastMeta(NOTIFICATION_MESSAGES.saveSettings, errorToast),
    mutationFn: (input: SettingsInput) => saveSettings(adminClient, input),
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.settings(), settings),
  })
}

export function useRemoveEmailApiKey(errorToast?: string | false) {
  const queryClient = useQueryClient()
  return useMutation({
    meta: errorToastMeta(NOTIFICATION_MESSAGES.saveSettings, errorToast),
    mutationFn: () => removeEmailApiKey(adminClient),
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.settings(), settings),
  })
}

export function useSendTestNotification() {
  return useMutation({ mutationFn: (destinationId: string) => sendTestNotification(adminClient, destinationId) })
}

/** A retry changes the inquiry's card (a digest has none) and the page's summary. */
export function useRetryNotification(inquiryId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (notificationId: string) => retryNotification(adminClient, notificationId),
    onSettled: () => {
      if (inquiryId !== null) void queryClient.invalidateQueries({ queryKey: notificationKeys.forInquiry(inquiryId) })
      void queryClient.invalidateQueries({ queryKey: notificationKeys.health() })
    },
  })
}

/* The hooks the screens read with, beside the options they run (one shape in every feature). */

export function useInquiryNotifications(...args: Parameters<typeof inquiryNotificationsQuery>) {
  return useQuery(inquiryNotificationsQuery(...args))
}

export function useDestinations(...args: Parameters<typeof destinationsQuery>) {
  return useQuery(destinationsQuery(...args))
}

export function useNotificationSettings(...args: Parameters<typeof notificationSettingsQuery>) {
  return useQuery(notificationSettingsQuery(...args))
}

export function useDeliveryHealth(...args: Parameters<typeof deliveryHealthQuery>) {
  return useQuery(deliveryHealthQuery(...args))
}
