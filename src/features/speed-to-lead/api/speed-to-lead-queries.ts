import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminClient } from '@/lib/admin-client'
import { periodArguments, type SpeedPeriod } from '../model/speed-to-lead'
import { speedToLeadKeys } from './keys'
import { getSpeedToLead } from './speed-to-lead'

/* The dashboard card's read (admin client, lazy chunk only). */

export const speedToLeadQuery = (period: SpeedPeriod) => {
  const { p_from, p_to } = periodArguments(period)
  return queryOptions({
    queryKey: speedToLeadKeys.period(p_from, p_to),
    queryFn: ({ signal }) => getSpeedToLead(adminClient, period, signal),
  })
}

export function useSpeedToLead(period: SpeedPeriod) {
  return useQuery(speedToLeadQuery(period))
}
