/**
 * A PostgREST RPC called with plain fetch and the service-role key: no client library, so the
 * same code runs in Deno (the Edge Functions) and in Node (their tests). Every outbox worker
 * reaches its database functions this way.
 */
export class StoreError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'StoreError'
  }
}

export type ServiceRpc = <T>(name: string, args: Record<string, unknown>) => Promise<T>

export function serviceRoleRpc(options: { url: string; serviceRoleKey: string; fetch: typeof fetch }): ServiceRpc {
  const base = `${options.url.replace(/\/+$/, '')}/rest/v1/rpc`
  return async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
    const response = await options.fetch(`${base}/${name}`, {
      method: 'POST',
      headers: {
        apikey: options.serviceRoleKey,
        Authorization: `Bearer ${options.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(args),
    })
    const text = await response.text()
    if (!response.ok) throw new StoreError(`rpc/${name} answered ${response.status}: ${text.slice(0, 300)}`)
    return (text ? JSON.parse(text) : null) as T
  }
}
