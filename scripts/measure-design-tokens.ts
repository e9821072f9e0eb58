/**
 * `npx tsx scripts/measure-design-tokens.ts`: counts, over src/ (tests left out), the colour
 * classes written with Tailwind's raw palette and those written with the theme's semantic
 * tokens (scripts/design-tokens.ts says which is which), by folder, and lists the most
 * frequent raw ones. Rerun it after a change and compare the totals.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { designTokenClasses, rawPaletteClasses } from './design-tokens'

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** src/components/ui, src/features/<name>, src/app, ...: where a class is written. */
function area(file: string): string {
  const parts = relative('src', file).split('/')
  if (parts[0] === 'features' || parts[0] === 'components') return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0]
  return parts.length > 1 ? parts[0] : 'src'
}

const byArea = new Map<string, { raw: number; tokens: number }>()
const rawClasses = new Map<string, number>()
let raw = 0
let tokens = 0
for (const file of sourceFiles('src')) {
  const text = readFileSync(file, 'utf8')
  const rawHits = rawPaletteClasses(text)
  const tokenHits = designTokenClasses(text)
  if (rawHits.length === 0 && tokenHits.length === 0) continue
  const counts = byArea.get(area(file)) ?? { raw: 0, tokens: 0 }
  counts.raw += rawHits.length
  counts.tokens += tokenHits.length
  byArea.set(area(file), counts)
  for (const hit of rawHits) rawClasses.set(hit, (rawClasses.get(hit) ?? 0) + 1)
  raw += rawHits.length
  tokens += tokenHits.length
}

console.info(`raw palette classes: ${raw}`)
console.info(`design-token classes: ${tokens}`)
console.info('\nby folder (raw / tokens):')
for (const [name, counts] of [...byArea].sort(([a], [b]) => a.localeCompare(b)))
  console.info(`  ${name.padEnd(32)} ${String(counts.raw).padStart(4)} / ${counts.tokens}`)
console.info('\nmost frequent raw classes:')
for (const [name, count] of [...rawClasses].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.info(`  ${String(count).padStart(4)}  ${name}`)
