/**
 * A page that sends the visitor to /404 (an invalid referral link, say) passes the address they
 * asked for, so the not-found page logs that address rather than /404.
 */
export interface NotFoundState {
  requestedPath: string
}

export function notFoundState(requestedPath: string): NotFoundState {
  return { requestedPath }
}

/** The address to log: the one passed along, else the current one. */
export function requestedPath(state: unknown, currentPath: string): string {
  const passed = (state as Partial<NotFoundState> | null)?.requestedPath
  return typeof passed === 'string' && passed ? passed : currentPath
}
