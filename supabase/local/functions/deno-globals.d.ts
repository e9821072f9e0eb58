/**
 * The few Deno APIs the Edge Functions (supabase/functions) and the local Deno host use, so
 * `tsc` can check that code beside the rest; Deno itself brings the full definitions.
 */
declare namespace Deno {
  interface ServeOptions {
    port?: number
    hostname?: string
    onListen?: (address: { port: number; hostname: string }) => void
    handler?: (request: Request) => Response | Promise<Response>
  }
  function serve(handler: (request: Request) => Response | Promise<Response>): unknown
  function serve(options: ServeOptions, handler?: (request: Request) => Response | Promise<Response>): unknown
  const env: {
    get(key: string): string | undefined
    toObject(): Record<string, string>
  }
  function mkdir(path: string, options?: { recursive?: boolean }): Promise<void>
  function writeTextFile(path: string, data: string): Promise<void>
  function resolveDns(query: string, recordType: 'A' | 'AAAA'): Promise<string[]>
  namespace errors {
    class NotFound extends Error {}
  }
}
