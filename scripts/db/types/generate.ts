/**
 * `npm run db:types`: writes src/lib/database.types.ts and supabase/schema.sql from the schema
 * of a fresh in-memory local stack with every migration applied and the production rules kept
 * (no local overrides). `npm run db:types -- --check`
 * only compares and fails when a file differs (tests/database/database-types.test.ts does the
 * same in `npm test`).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createLocalStack } from '../../../supabase/local/server'
import { introspectSchema } from './introspect'
import { DATABASE_TYPES_FILE, renderDatabaseTypes } from './render'
import { renderSchemaSnapshot, SCHEMA_SNAPSHOT_FILE } from './schema-snapshot'

const check = process.argv.includes('--check')
const stack = await createLocalStack({ port: 0, seedFile: null, admin: null, productionRules: true })
let generated: { file: string; text: string }[]
try {
  generated = [
    { file: DATABASE_TYPES_FILE, text: renderDatabaseTypes(await introspectSchema(stack.db)) },
    { file: SCHEMA_SNAPSHOT_FILE, text: await renderSchemaSnapshot(stack.db) },
  ]
} finally {
  await stack.stop()
}
let stale = false
for (const { file, text } of generated) {
  let current: string | null = null
  try {
    current = readFileSync(file, 'utf8')
  } catch {
    // Not written yet: the check reports it, a run writes it.
  }
  if (check) {
    if (current === text) console.info(`${file} matches the migrations.`)
    else {
      console.error(`${file} does not match the migrations: run \`npm run db:types\`.`)
      stale = true
    }
  } else {
    writeFileSync(file, text)
    console.info(current === text ? `${file} was already up to date.` : `wrote ${file}`)
  }
}
if (stale) process.exit(1)
