/**
 * GoTrue's limit on `/auth/v1/token` (password sign-in and session refresh alike), per client
 * address: a token bucket holding `burst` requests, refilled at `requests` per `windowSeconds`.
 * Hosted Supabase: 150 per 5 minutes (1,800 an hour) with bursts of 30; past it, 429.
 */
export interface TokenRateLimit {
  requests: number
  windowSeconds: number
  burst: number
}

/** GoTrue's bucket size, fixed in its code. */
export const GOTRUE_TOKEN_BURST = 30
/** The window of `[auth.rate_limit] token_refresh` in supabase/config.toml. */
export const GOTRUE_TOKEN_WINDOW_SECONDS = 5 * 60

export interface RateLimiter {
  /** Spends one request for this key; false when its bucket is empty. */
  take(key: string): boolean
}

interface Bucket {
  tokens: number
  updatedAt: number
}

export function createRateLimiter(limit: TokenRateLimit, now: () => number = Date.now): RateLimiter {
  const perMs = limit.requests / (limit.windowSeconds * 1000)
  const buckets = new Map<string, Bucket>()
  const level = (bucket: Bucket, at: number) => Math.min(limit.burst, bucket.tokens + (at - bucket.updatedAt) * perMs)
  return {
    take(key) {
      const at = now()
      // Full buckets carry no information: drop them so the map stays as small as the traffic.
      if (buckets.size > 1000) {
        for (const [other, bucket] of buckets) if (level(bucket, at) >= limit.burst) buckets.delete(other)
      }
      const bucket = buckets.get(key) ?? { tokens: limit.burst, updatedAt: at }
      bucket.tokens = level(bucket, at)
      bucket.updatedAt = at
      buckets.set(key, bucket)
      if (bucket.tokens < 1) return false
      bucket.tokens -= 1
      return true
    },
  }
}
