// startDevStack (what `npm run stack`, `npm run db:reset` and `npm run dev` run): the admin
// password from .env, or generated once per database and kept in .local/dev-admin.json.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@supabase/supabase-js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startDevStack } from '../../supabase/local/dev-stack'
import { listMailbox } from '../../supabase/local/mailbox'
import { clientOptions } from '../support/local-stack'
import { inquiryPayload, waitFor } from '../support/notifications'

let cwd: string
const savedEnv = { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }

beforeAll(() => {
  cwd = mkdtempSync(join(tmpdir(), 'dev-stack-'))
  cpSync('supabase/migrations', join(cwd, 'supabase/migrations'), { recursive: true })
})

afterEach(() => {
  for (const [key, value] of [['ADMIN_EMAIL', savedEnv.email], ['ADMIN_PASSWORD', savedEnv.password]] as const) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
})

afterAll(() => {
  rmSync(cwd, { recursive: true, force: true })
})

const adminFile = () => join(cwd, '.local/dev-admin.json')

async function canSignIn(url: string, anonKey: string, email: string, password: string) {
  const { error } = await createClient(url, anonKey, clientOptions()).auth.signInWithPassword({ email, password })
  return error === null
}

// Each test creates and migrates a database of its own, start to finish.
describe('startDevStack', { timeout: 60_000 }, () => {
  it('generates an admin password once, keeps it in .local/dev-admin.json and reuses it', async () => {
    delete process.env.ADMIN_EMAIL
    delete process.env.ADMIN_PASSWORD
    const first = await startDevStack({ cwd, port: 0 })
    try {
      expect(first.stack.fresh).toBe(true)
      expect(first.admin).toMatchObject({ email: 'admin@agency.local', generated: true })
      expect(JSON.parse(readFileSync(adminFile(), 'utf8'))).toMatchObject({ password: first.admin.password })
      expect(await canSignIn(first.stack.url, first.stack.anonKey, first.admin.email, first.admin.password)).toBe(true)
    } finally {
      await first.stack.stop()
    }
    const second = await startDevStack({ cwd, port: 0 })
    try {
      expect(second.stack.fresh).toBe(false)
      expect(second.admin.password).toBe(first.admin.password)
    } finally {
      await second.stack.stop()
    }
  })

  it('--reset rebuilds the database and forgets a generated password', async () => {
    delete process.env.ADMIN_PASSWORD
    const before = JSON.parse(readFileSync(adminFile(), 'utf8')) as { password: string }
    const reset = await startDevStack({ cwd, port: 0, reset: true })
    try {
      expect(reset.stack.fresh).toBe(true)
      expect(reset.admin.password).not.toBe(before.password)
      expect(await canSignIn(reset.stack.url, reset.stack.anonKey, reset.admin.email, reset.admin.password)).toBe(true)
    } finally {
      await reset.stack.stop()
    }
  })

  it('takes the admin from .env and never writes it to .local', async () => {
    delete process.env.ADMIN_EMAIL
    delete process.env.ADMIN_PASSWORD
    writeFileSync(join(cwd, '.env'), 'ADMIN_EMAIL=boss@agency.test\nADMIN_PASSWORD=from-the-dot-env-file\n')
    const stack = await startDevStack({ cwd, port: 0, reset: true })
    try {
      expect(stack.admin).toEqual({ email: 'boss@agency.test', password: 'from-the-dot-env-file', generated: false })
      expect(existsSync(adminFile())).toBe(false)
      expect(await canSignIn(stack.stack.url, stack.stack.anonKey, 'boss@agency.test', 'from-the-dot-env-file')).toBe(true)
    } finally {
      await stack.stack.stop()
      rmSync(join(cwd, '.env'))
    }
  })

  it('can run in memory, leaving .local/db alone', async () => {
    process.env.ADMIN_PASSWORD = 'memory-only-password'
    const stack = await startDevStack({ cwd, port: 0, memory: true })
    try {
      expect(stack.dataDir).toBeNull()
      expect(stack.stack.fresh).toBe(true)
    } finally {
      await stack.stack.stop()
    }
  })

  it('tells the admin of each inquiry by email, written to .local/mail when no email API key is set', async () => {
    delete process.env.ADMIN_PASSWORD
    process.env.ADMIN_EMAIL = 'owner@agency.local'
    const home = mkdtempSync(join(tmpdir(), 'dev-stack-mail-'))
    cpSync('supabase/migrations', join(home, 'supabase/migrations'), { recursive: true })
    cpSync('supabase/functions', join(home, 'supabase/functions'), { recursive: true })
    const dev = await startDevStack({ cwd: home, port: 0, memory: true })
    try {
      const { error } = await createClient(dev.stack.url, dev.stack.anonKey, clientOptions())
        .rpc('submit_inquiry', { payload: inquiryPayload({ first_name: 'Local', email: 'local.prospect@example.com' }) })
      expect(error).toBeNull()
      const mail = await waitFor(() => listMailbox(dev.mailDir).newest[0], { timeoutMs: 10_000, what: 'the mail file' })
      expect(dev.mailDir).toBe(join(home, '.local/mail'))
      const text = readFileSync(join(dev.mailDir, mail), 'utf8')
      expect(text).toMatch(/^From: .+\nTo: owner@agency\.local\nReply-To: local\.prospect@example\.com\nSubject: New inquiry from Local /)
      expect(text).toContain('Open in the back office: http://localhost:5173/admin/customer-inquiries?search=local.prospect%40example.com')
    } finally {
      await dev.stack.stop()
      rmSync(home, { recursive: true, force: true })
    }
  })
})
