/**
 * PGlite is one Postgres backend with one connection: two requests must never interleave their
 * statements, or one request's `set role` and transaction would leak into the other's. Every
 * unit of database work therefore runs through this queue, one at a time, in arrival order.
 */
export interface SerialQueue {
  run<T>(work: () => Promise<T>): Promise<T>
}

export function createSerialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve()
  return {
    run<T>(work: () => Promise<T>): Promise<T> {
      const result = tail.then(work, work)
      // The next job waits for this one whether it succeeds or fails.
      tail = result.catch(() => undefined)
      return result
    },
  }
}
