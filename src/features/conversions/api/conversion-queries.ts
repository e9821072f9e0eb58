import { useCallback } from 'react'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminClient } from '@/lib/admin-client'
import { errorToastMeta } from '@/lib/mutation-error-toast'
import { CONVERSION_MESSAGES, PLATFORM_SETTINGS_MESSAGES } from '../model/conversion-admin-messages'
import type { ConversionDestinationPlatform } from '../model/conversion-enums'
import { isUnderway } from '../model/conversion-ledger'
import { periodArguments } from '../model/conversion-report'
import type { ConversionDestinationInput, ConversionSettingsInput, ConversionTimingInput, ReportPeriod } from '../model/conversion-types'
import type { DealValueInput } from '../model/deal-value'
import type { FeedFileName } from '../model/feed-files'
import { conversionKeys } from './keys'
import {
  getConversionReport, getConversionSettings, getFeedCsv, getInquiryLedger, listConversionDestinations, listRecentDeliveries,
  regenerateFeedToken, retryConversionDelivery, saveConversionDestination, saveConversionSettings, saveConversionTiming,
  savePhoneDefaultCountry, sendTestConversion, setConversionValue, skipConversionValue,
} from './conversions'

/* The conversion screens' reads and writes (admin client, lazy chunk only). */

/** How often an opened ledger with a delivery still on its way asks again. */
export const UNDERWAY_REFRESH_MS = 3000

export const conversionSettingsQuery = () =>
  queryOptions({ queryKey: conversionKeys.settings(), queryFn: ({ signal }) => getConversionSettings(adminClient, signal) })

export const inquiryLedgerQuery = (inquiryId: string) =>
  queryOptions({
    queryKey: conversionKeys.ledger(inquiryId),
    queryFn: ({ signal }) => getInquiryLedger(adminClient, inquiryId, signal),
    refetchInterval: (query) => (query.state.data && isUnderway(query.state.data) ? UNDERWAY_REFRESH_MS : false),
  })

export const conversionDestinationsQuery = () =>
  queryOptions({ queryKey: conversionKeys.destinations(), queryFn: ({ signal }) => listConversionDestinations(adminClient, signal) })

export const recentDeliveriesQuery = () =>
  queryOptions({ queryKey: conversionKeys.deliveries(), queryFn: ({ signal }) => listRecentDeliveries(adminClient, 25, signal), refetchInterval: 30_000 })

export const conversionReportQuery = (period: ReportPeriod) => {
  const { period_start, period_end } = periodArguments(period)
  return queryOptions({
    queryKey: conversionKeys.report(period_start, period_end),
    queryFn: ({ signal }) => getConversionReport(adminClient, period, signal),
  })
}

export function useSaveConversionSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: errorToastMeta(CONVERSION_MESSAGES.saveSettings),
    mutationFn: (input: ConversionSettingsInput) => saveConversionSettings(adminClient, input),
    onSuccess: (settings) => queryClient.setQueryData(conversionKeys.settings(), settings),
  })
}

export function useSavePhoneDefaultCountry() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: errorToastMeta(PLATFORM_SETTINGS_MESSAGES.savePhoneCountry),
    mutationFn: (country: string | null) => savePhoneDefaultCountry(adminClient, country),
    onSuccess: (settings) => queryClient.setQueryData(conversionKeys.settings(), settings),
  })
}

/** The timing form shows the database's refusal under its field, so no toast here. */
export function useSaveConversionTiming() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: errorToastMeta(CONVERSION_MESSAGES.saveSettings, false),
    mutationFn: (input: ConversionTimingInput) => saveConversionTiming(adminClient, input),
    onSuccess: (settings) => queryClient.setQueryData(conversionKeys.settings(), settings),
  })
}

/** Skip records the answer, so the won conversion leaves now without a value. */
export function useSkipConversionValue(inquiryId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    meta: errorToastMeta(CONVERSION_MESSAGES.skipValue),
    mutationFn: () => skipConversionValue(adminClient, inquiryId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: conversionKeys.ledger(inquiryId) }),
  })
}

/** The form shows the failure in its field, so no toast here. */
export function useSetConversionValue(inquiryId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    meta: errorToastMeta(CONVERSION_MESSAGES.saveValue, false),
    mutationFn: (input: DealValueInput) => setConversionValue(adminClient, inquiryId, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: conversionKeys.ledger(inquiryId) })
      void queryClient.invalidateQueries({ queryKey: conversionKeys.reports() })
    },
  })
}

export function useRetryConversionDelivery(inquiryId?: string) {
  const queryClient = useQueryClient()
  return useMutation({
    meta: errorToastMeta(CONVERSION_MESSAGES.retry),
    mutationFn: (deliveryId: string) => retryConversionDelivery(adminClient, deliveryId),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: conversionKeys.deliveries() })
      void queryClient.invalidateQueries({ queryKey: inquiryId ? conversionKeys.ledger(inquiryId) : conversionKeys.ledgers() })
    },
  })
}

export function useSaveConversionDestination() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: errorToastMeta(CONVERSION_MESSAGES.saveDestination),
    mutationFn: ({ platform, input }: { platform: ConversionDestinationPlatform; input: ConversionDestinationInput }) =>
      saveConversionDestination(adminClient, platform, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversionKeys.destinations() }),
  })
}

export function useSendTestConversion() {
  return useMutation({
    meta: errorToastMeta(CONVERSION_MESSAGES.testFailed),
    mutationFn: (platform: ConversionDestinationPlatform) => sendTestConversion(adminClient, platform),
  })
}

/** A new token changes the hint the settings show. */
export function useRegenerateFeedToken() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: errorToastMeta(CONVERSION_MESSAGES.regenerateToken),
    mutationFn: () => regenerateFeedToken(adminClient),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversionKeys.settings() }),
  })
}

export function useDownloadFeed() {
  return useMutation({
    meta: errorToastMeta(CONVERSION_MESSAGES.downloadFeed),
    mutationFn: (fileName: FeedFileName) => getFeedCsv(adminClient, fileName),
  })
}

/* The hooks the screens read with, beside the options they run. */

export function useConversionSettings() {
  return useQuery(conversionSettingsQuery())
}

export function useInquiryLedger(...args: Parameters<typeof inquiryLedgerQuery>) {
  return useQuery(inquiryLedgerQuery(...args))
}

export function useConversionDestinations() {
  return useQuery(conversionDestinationsQuery())
}

/** The country the inquiry cards read national phone numbers in (null until set or loaded). */
export function usePhoneDefaultCountry(): string | null {
  return useQuery({ ...conversionSettingsQuery(), select: (settings) => settings.phoneDefaultCountry }).data ?? null
}

/** The API destinations a platform has refused (credentials or version), for the screens that warn. */
export function useDestinationsNeedingAttention() {
  return useQuery({ ...conversionDestinationsQuery(), select: (destinations) => destinations.filter((d) => d.attentionSince !== null) })
}

export function useRecentDeliveries() {
  return useQuery(recentDeliveriesQuery())
}

export function useConversionReport(...args: Parameters<typeof conversionReportQuery>) {
  return useQuery(conversionReportQuery(...args))
}

/** A status change records conversions in its transaction: what shows them reads again. */
export function useRefreshAfterStatusChange() {
  const queryClient = useQueryClient()
  return useCallback(
    (inquiryId: string) => {
      void queryClient.invalidateQueries({ queryKey: conversionKeys.ledger(inquiryId) })
      void queryClient.invalidateQueries({ queryKey: conversionKeys.reports() })
      void queryClient.invalidateQueries({ queryKey: conversionKeys.deliveries() })
    },
    [queryClient],
  )
}
