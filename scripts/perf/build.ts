import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

export const PERF_DIST = '.local/perf/dist'
export const TREEMAP_FILE = '.local/perf/bundle-treemap.html'
export const CHUNK_MODULES_FILE = '.local/perf/chunk-modules.json'

/** A production build for measuring, with a manifest and (optionally) the treemap. */
export async function buildForPerf(env: { supabaseUrl: string; anonKey: string; treemap: boolean }) {
  process.env.VITE_SUPABASE_URL = env.supabaseUrl
  process.env.VITE_SUPABASE_ANON_KEY = env.anonKey
  process.env.VITE_OUT_DIR = PERF_DIST
  process.env.BUNDLE_CHUNK_MODULES = CHUNK_MODULES_FILE
  if (env.treemap) process.env.BUNDLE_TREEMAP = TREEMAP_FILE
  // PERF_MODE=development NODE_ENV=development gives React's readable messages (e.g. a
  // hydration mismatch) in the same served build.
  await build({ logLevel: 'warn', mode: process.env.PERF_MODE ?? 'production', build: { manifest: true } })
}

export const gzipKb = (bytes: Buffer) => Math.round((gzipSync(bytes).length / 1024) * 10) / 10

/** The gzip size of a built file, by its URL path ('/assets/index-abc.js'). */
export function builtFileGzipKb(urlPath: string, distDir = PERF_DIST): number {
  return gzipKb(readFileSync(join(distDir, decodeURIComponent(urlPath))))
}

interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
  isEntry?: boolean
}

/**
 * What every page loads before anything else: the entry chunk, everything it imports
 * statically, and their CSS. Lazy chunks are left out (they load on demand).
 */
export function entryClosure(distDir = PERF_DIST): { js: string[]; css: string[] } {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)
  if (!entry) throw new Error('The build manifest has no entry chunk')
  const js = new Set<string>()
  const css = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (js.has(chunk.file)) return
    js.add(chunk.file)
    chunk.css?.forEach((file) => css.add(file))
    chunk.imports?.forEach(visit)
  }
  visit(entry)
  return { js: [...js], css: [...css] }
}

export function closureKb(distDir = PERF_DIST) {
  const { js, css } = entryClosure(distDir)
  const sum = (files: string[]) => Math.round(files.reduce((kb, f) => kb + builtFileGzipKb(`/${f}`, distDir), 0) * 10) / 10
  return { jsKb: sum(js), cssKb: sum(css) }
}
