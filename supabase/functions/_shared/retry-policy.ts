/**
 * When a failed attempt is tried again, for lead notifications and conversion deliveries
 * alike: exponential back-off from `baseSeconds`, doubling per attempt up to `maxSeconds`,
 * with a little random spread so many sends to one receiver that came back do not all arrive
 * in the same second; after `maxAttempts` attempts the send has failed and the admin sees it. The defaults (30 s, doubling to at most
 * 2 h, 12 attempts) keep trying for about 9 hours. A receiver's Retry-After is respected
 * within the cap. Each value can be set with an environment variable, the same for both (tests shorten them).
 */

export interface RetryPolicy {
  baseSeconds: number
  maxSeconds: number
  maxAttempts: number
  /** 0.1: each delay is spread by up to ±10 %. */
  jitter: number
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseSeconds: 30, maxSeconds: 2 * 60 * 60, maxAttempts: 12, jitter: 0.1 }

export const RETRY_POLICY_ENV = {
  baseSeconds: 'NOTIFY_RETRY_BASE_SECONDS',
  maxSeconds: 'NOTIFY_RETRY_MAX_SECONDS',
  maxAttempts: 'NOTIFY_MAX_ATTEMPTS',
} as const

function positive(value: string | undefined, fallback: number): number {
  const parsed = Number(value)
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback
}

export function retryPolicyFromEnv(env: Record<string, string | undefined>): RetryPolicy {
  return {
    baseSeconds: positive(env[RETRY_POLICY_ENV.baseSeconds], DEFAULT_RETRY_POLICY.baseSeconds),
    maxSeconds: positive(env[RETRY_POLICY_ENV.maxSeconds], DEFAULT_RETRY_POLICY.maxSeconds),
    maxAttempts: Math.floor(positive(env[RETRY_POLICY_ENV.maxAttempts], DEFAULT_RETRY_POLICY.maxAttempts)),
    jitter: DEFAULT_RETRY_POLICY.jitter,
  }
}

/**
 * Seconds to wait after the `attempts`-th failed attempt, or null when no attempt is left.
 * `random` is in [0, 1); 0.5 means no spread.
 */
export function retryDelaySeconds(
  policy: RetryPolicy,
  attempts: number,
  random: number,
  retryAfterSeconds?: number,
): number | null {
  if (attempts >= policy.maxAttempts) return null
  const exponential = Math.min(policy.maxSeconds, policy.baseSeconds * 2 ** Math.max(0, attempts - 1))
  const spread = exponential * (1 + policy.jitter * (random * 2 - 1))
  const wanted = retryAfterSeconds === undefined ? spread : Math.max(spread, retryAfterSeconds)
  return Math.min(policy.maxSeconds, wanted)
}
