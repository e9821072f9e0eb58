/**
 * The local Edge Functions runtime: every folder of supabase/functions with an index.ts (but
 * `_shared` and other `_`-folders) is a function, run with real Deno in its own process,
 * started on its first request and kept running, as Supabase's edge runtime keeps a warm
 * worker. Each process gets only the environment a hosted function gets: SUPABASE_URL,
 * SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY, and the project's secrets (here from
 * supabase/functions/.env, the file `supabase functions serve` reads, plus the stack's
 * options).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { findDeno } from './deno-binary'

const HOST_SCRIPT = fileURLToPath(new URL('./deno-host.ts', import.meta.url))
const READY_PREFIX = '__local_function_ready__ '
const START_TIMEOUT_MS = 30_000

export interface FunctionRunnerOptions {
  /** The functions folder (supabase/functions). */
  dir: string
  /** Given to every function, on top of supabase/functions/.env. */
  env: Record<string, string>
  /** Folders the functions may write to (Deno's --allow-write); reading is allowed everywhere. */
  writablePaths?: string[]
  log: (line: string) => void
}

export interface FunctionRunner {
  /** True when supabase/functions/<name>/index.ts exists (and name is a function's name). */
  has(name: string): boolean
  /** Sends a request to the function; `path` is what follows /functions/v1/<name>. */
  fetch(name: string, path: string, init: RequestInit): Promise<Response>
  /** Starts every function's process; resolves when each listens (or failed to start). */
  warm(): Promise<void>
  /** Every function's name. */
  names(): string[]
  stop(): Promise<void>
}

interface Worker {
  child: ChildProcess
  port: Promise<number>
}

/** KEY=value lines, as `supabase functions serve` reads supabase/functions/.env. */
export function readEnvFile(file: string): Record<string, string> {
  if (!existsSync(file)) return {}
  const values: Record<string, string> = {}
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/.exec(line)
    if (!match) continue
    values[match[1]!] = match[2]!.replace(/^(['"])(.*)\1$/, '$2')
  }
  return values
}

export function createFunctionRunner(options: FunctionRunnerOptions): FunctionRunner {
  const dir = resolve(options.dir)
  const workers = new Map<string, Worker>()
  let stopped = false

  const entryOf = (name: string) => join(dir, name, 'index.ts')
  // A folder whose name starts with _ (like _shared) holds shared code, not a function.
  const has = (name: string) => /^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(name) && existsSync(entryOf(name))

  function start(name: string): Worker {
    const deno = findDeno()
    if (!deno) throw new Error('Deno is not installed: run `npm install` (the `deno` package) or set DENO_PATH.')
    const writable = (options.writablePaths ?? []).map((path) => resolve(path))
    const args = ['run', '--quiet', '--no-prompt', '--allow-net', '--allow-env', '--allow-read']
    if (writable.length) args.push(`--allow-write=${writable.join(',')}`)
    args.push(HOST_SCRIPT)
    const child = spawn(deno, args, {
      cwd: join(dir, name),
      env: {
        ...readEnvFile(join(dir, '.env')),
        ...options.env,
        LOCAL_FUNCTION_ENTRY: pathToFileURL(entryOf(name)).href,
        DENO_DIR: resolve('node_modules/.cache/deno'),
        HOME: process.env.HOME ?? '',
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const port = new Promise<number>((resolvePort, reject) => {
      const timer = setTimeout(() => reject(new Error(`${name} did not start within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS)
      createInterface({ input: child.stdout! }).on('line', (line) => {
        if (line.startsWith(READY_PREFIX)) {
          clearTimeout(timer)
          resolvePort(Number(line.slice(READY_PREFIX.length)))
        } else {
          options.log(`[${name}] ${line}`)
        }
      })
      createInterface({ input: child.stderr! }).on('line', (line) => options.log(`[${name}] ${line}`))
      child.once('error', (error) => {
        clearTimeout(timer)
        reject(error)
      })
      child.once('exit', (code, signal) => {
        clearTimeout(timer)
        workers.delete(name)
        if (!stopped) options.log(`[${name}] exited (${signal ?? code}); the next request starts it again`)
        reject(new Error(`${name} exited before it was ready`))
      })
    })
    port.catch(() => undefined)
    const worker = { child, port }
    workers.set(name, worker)
    return worker
  }

  const names = () => (existsSync(dir) ? readdirSync(dir).filter(has).sort() : [])

  return {
    has,
    names,
    async warm() {
      const starting: Array<Promise<unknown>> = []
      for (const name of names()) {
        try {
          starting.push((workers.get(name) ?? start(name)).port)
        } catch (error) {
          options.log(`[${name}] ${error instanceof Error ? error.message : String(error)}`)
          return
        }
      }
      await Promise.allSettled(starting)
    },
    async fetch(name, path, init) {
      if (stopped) throw new Error('The functions runtime has stopped')
      const worker = workers.get(name) ?? start(name)
      const port = await worker.port
      return fetch(`http://127.0.0.1:${port}/${name}${path}`, init)
    },
    async stop() {
      stopped = true
      await Promise.all([...workers.values()].map(({ child }) => new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done()
        child.once('exit', () => done())
        child.kill('SIGTERM')
      })))
      workers.clear()
    },
  }
}
