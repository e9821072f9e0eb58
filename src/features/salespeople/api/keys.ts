/** Query keys of the salespeople feature; mutations invalidate `all`. */
export const salespersonKeys = {
  all: ['salesperson-links'] as const,
  list: () => [...salespersonKeys.all, 'list'] as const,
  resolve: (name: string, service: string) => [...salespersonKeys.all, 'resolve', name, service] as const,
}
