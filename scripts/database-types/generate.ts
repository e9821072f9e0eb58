/**
 * `npm run db:types`: writes src/lib/database.types.ts from the schema of a fresh in-memory
 * local stack with every migration applied. `npm run db:types -- --check` only compares and
 * fails when the file differs (tests/database/database-types.test.ts does the same in `npm test`).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createLocalStack } from '../../supabase/local/server'
import { introspectSchema } from './introspect'
import { DATABASE_TYPES_FILE, renderDatabaseTypes } from './render'

const check = process.argv.includes('--check')
const stack = await createLocalStack({ port: 0, seedFile: null, admin: null })
let text: string
try {
  text = renderDatabaseTypes(await introspectSchema(stack.db))
} finally {
  await stack.stop()
}
const current = readFileSync(DATABASE_TYPES_FILE, 'utf8')
if (check) {
  if (current !== text) {
    console.error(`${DATABASE_TYPES_FILE} does not match the migrations: run \`npm run db:types\`.`)
    process.exit(1)
  }
  console.info(`${DATABASE_TYPES_FILE} matches the migrations.`)
} else {
  writeFileSync(DATABASE_TYPES_FILE, text)
  console.info(current === text ? `${DATABASE_TYPES_FILE} was already up to date.` : `wrote ${DATABASE_TYPES_FILE}`)
}
