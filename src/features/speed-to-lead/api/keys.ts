/** Query keys of the speed-to-lead feature. */
export const speedToLeadKeys = {
  all: ['speed-to-lead'] as const,
  period: (from: string, to: string) => [...speedToLeadKeys.all, from, to] as const,
}
