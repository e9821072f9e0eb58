/** Query keys of the conversions feature. */
export const conversionKeys = {
  all: ['conversions'] as const,
  settings: () => [...conversionKeys.all, 'settings'] as const,
  destinations: () => [...conversionKeys.all, 'destinations'] as const,
  ledgers: () => [...conversionKeys.all, 'ledger'] as const,
  ledger: (inquiryId: string) => [...conversionKeys.ledgers(), inquiryId] as const,
  deliveries: () => [...conversionKeys.all, 'deliveries'] as const,
  reports: () => [...conversionKeys.all, 'report'] as const,
  report: (periodStart: string, periodEnd: string) => [...conversionKeys.reports(), periodStart, periodEnd] as const,
}
