/**
 * `npm run hosting:vercel`: writes vercel.json from the host policy. It names no project and no
 * setting (each built page carries the exact policy), so it is the same for every deployment;
 * run it after changing the policy and commit it. Vercel reads the file from the repository
 * before it builds, and a build on Vercel stops when the committed file is not current
 * (write-host-files.ts).
 */
import { writeFileSync } from 'node:fs'
import { VERCEL_CONFIG_FILE, vercelConfig } from './host-files'

writeFileSync(VERCEL_CONFIG_FILE, vercelConfig())
console.info(`Wrote ${VERCEL_CONFIG_FILE}: commit it.`)
