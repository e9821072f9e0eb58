import type { HopPath } from '../model/hop-check'

/** Query keys of the client address check. */
export const clientAddressKeys = {
  all: ['client-address'] as const,
  check: (path: HopPath) => [...clientAddressKeys.all, 'check', path] as const,
}
