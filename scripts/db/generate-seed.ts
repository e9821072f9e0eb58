import { writeFileSync } from 'node:fs'
import { renderSeedSql } from './seed-sql'

writeFileSync('supabase/seed.sql', renderSeedSql())
console.info('wrote supabase/seed.sql')
