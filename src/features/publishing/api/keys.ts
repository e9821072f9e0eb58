/** Query keys of publishing; a publish or a settings change invalidates `all`. */
export const publishingKeys = {
  all: ['publishing'] as const,
  buildInfo: () => [...publishingKeys.all, 'build-info'] as const,
  changesSince: (since: string | null) => [...publishingKeys.all, 'changes-since', since] as const,
  settings: () => [...publishingKeys.all, 'settings'] as const,
  requests: () => [...publishingKeys.all, 'requests'] as const,
}
