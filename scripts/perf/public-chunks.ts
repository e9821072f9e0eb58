import { readFileSync } from 'node:fs'
import type { ChunkModules } from '../build/vite-chunk-modules-plugin'
import { CHUNK_MODULES_FILE } from './build'

/** The back office's lazy chunk: what only /admin loads starts here. */
export const ADMIN_ENTRY_MODULE = 'src/app/admin/admin-app.tsx'

interface BackOfficeModules {
  what: string
  pattern: string
}

/**
 * Code that must never reach a visitor, by module path: the back office's own modules (named by
 * their folder or file: admin, admin-…, …-admin…, back-office…), its features, the editor, the
 * upload code and supabase-js with its Auth and Storage clients. ESLint reads the same list, so
 * what it keeps the public site's files from importing is what this check looks for.
 */
export const BACK_OFFICE_ONLY: ReadonlyArray<{ what: string; pattern: RegExp }> = (
  JSON.parse(readFileSync(new URL('./back-office-modules.json', import.meta.url), 'utf8')) as BackOfficeModules[]
).map(({ what, pattern }) => ({ what, pattern: new RegExp(pattern) }))

/**
 * Every chunk a visitor can ever download: the entry, and everything it imports or loads on
 * demand, except the back office's chunk (a chunk it shares with public pages is counted, as
 * public pages load it).
 */
export function publicChunks(chunks: Record<string, ChunkModules>): string[] {
  const entry = Object.keys(chunks).find((file) => chunks[file]!.isEntry)
  if (!entry) throw new Error('The build has no entry chunk')
  const seen = new Set<string>()
  const visit = (file: string) => {
    const chunk = chunks[file]
    if (!chunk || seen.has(file) || chunk.facade === ADMIN_ENTRY_MODULE) return
    seen.add(file)
    chunk.imports.forEach(visit)
    chunk.dynamicImports.forEach(visit)
  }
  visit(entry)
  return [...seen]
}

/** "file: what (module)" for every back-office-only module found in a public chunk. */
export function backOfficeCodeInPublicChunks(chunks: Record<string, ChunkModules>): string[] {
  const admin = Object.values(chunks).find((chunk) => chunk.facade === ADMIN_ENTRY_MODULE)
  if (!admin) throw new Error(`The build has no chunk for ${ADMIN_ENTRY_MODULE}: the check would prove nothing`)
  return publicChunks(chunks).flatMap((file) =>
    chunks[file]!.modules.flatMap((module) =>
      BACK_OFFICE_ONLY.filter(({ pattern }) => pattern.test(module)).map(({ what }) => `${file}: ${what} (${module})`),
    ),
  )
}

/**
 * The entries of the back-office list that match no module of the build at all: a stale entry
 * (a folder renamed, a feature gone) would let the check pass while proving nothing.
 */
export function backOfficeEntriesMatchingNothing(chunks: Record<string, ChunkModules>): string[] {
  const modules = Object.values(chunks).flatMap((chunk) => chunk.modules)
  return BACK_OFFICE_ONLY.filter(({ pattern }) => !modules.some((module) => pattern.test(module))).map(({ what }) => what)
}

export function readChunkModules(file = CHUNK_MODULES_FILE): Record<string, ChunkModules> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, ChunkModules>
}
