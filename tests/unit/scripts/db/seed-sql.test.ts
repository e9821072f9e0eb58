import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { renderSeedSql } from '../../../../scripts/db/seed-sql'

describe('supabase/seed.sql', () => {
  it('is what src/content generates (run `npm run seed:generate` after changing the content)', () => {
    expect(readFileSync('supabase/seed.sql', 'utf8')).toBe(renderSeedSql())
  })
})
