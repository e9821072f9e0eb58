// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { builtInPosts } from '@/content/blog-posts'
import { sampleProjects } from '@/content/sample-projects'
import { BACKUP_STORAGE_KEYS, loadBackupHistory, storeBackup } from '@/features/data-tools/api/backup-storage'
import { addToHistory, backupFileName, createBackup, parseBackupFile, serialiseBackup, type Backup } from '@/features/data-tools/model/backup'

const at = (iso: string) => createBackup(sampleProjects, builtInPosts, new Date(iso))

describe('backups', () => {
  afterEach(() => localStorage.clear())

  it('hold the projects, the blogs, a timestamp and version 1.0', () => {
    const backup = at('2025-03-05T10:00:00.000Z')
    expect(backup).toEqual({
      timestamp: '2025-03-05T10:00:00.000Z',
      projects: [...sampleProjects],
      blogs: [...builtInPosts],
      version: '1.0',
    })
  })

  it('history keeps the 5 most recent, newest first', () => {
    let history: Backup[] = []
    for (let day = 1; day <= 7; day += 1) history = addToHistory(history, at(`2025-03-0${day}T10:00:00.000Z`))
    expect(history.map((b) => b.timestamp.slice(0, 10))).toEqual([
      '2025-03-07',
      '2025-03-06',
      '2025-03-05',
      '2025-03-04',
      '2025-03-03',
    ])
  })

  it('are kept in localStorage as the latest backup and in the history', () => {
    const first = at('2025-03-01T10:00:00.000Z')
    const second = at('2025-03-02T10:00:00.000Z')
    storeBackup(first)
    storeBackup(second)
    expect(JSON.parse(localStorage.getItem(BACKUP_STORAGE_KEYS.latest) ?? 'null')).toEqual(second)
    expect(loadBackupHistory()).toEqual([second, first])
  })

  it('survive a round trip through a file', () => {
    const backup = at('2025-03-05T10:00:00.000Z')
    expect(parseBackupFile(serialiseBackup(backup))).toEqual({ ok: true, backup })
    expect(backupFileName(backup)).toMatch(/^agency-backup-2025-03-05-\d{6}\.json$/)
  })
})

describe('importing a backup file', () => {
  const valid = () => JSON.parse(serialiseBackup(at('2025-03-05T10:00:00.000Z')))

  it('reads a backup made when key metrics were a label-to-value object, in the order written', () => {
    const older = valid()
    older.projects[0].metrics = { 'Conversion Rate': '+45%', '2026': 'Relaunch', Uptime: '99.9%' }
    const parsed = parseBackupFile(JSON.stringify(older))
    expect(parsed.ok && parsed.backup.projects[0]!.metrics).toEqual([
      // JSON.parse puts integer-like keys first: that order was lost when the file was written.
      { label: '2026', value: 'Relaunch' },
      { label: 'Conversion Rate', value: '+45%' },
      { label: 'Uptime', value: '99.9%' },
    ])
  })

  it('refuses key metrics that are neither a list of label and value nor an object of text', () => {
    const broken = valid()
    broken.projects[0].metrics = [{ label: 'Uptime' }]
    expect(parseBackupFile(JSON.stringify(broken)).ok).toBe(false)
  })
  const reasonFor = (value: unknown) => {
    const parsed = parseBackupFile(typeof value === 'string' ? value : JSON.stringify(value))
    return parsed.ok ? null : parsed.reason
  }

  it('refuses text that is not JSON', () => {
    expect(reasonFor('{"timestamp": ')).toBe('The file is not valid JSON.')
  })

  it('refuses other versions and missing lists, saying where', () => {
    expect(reasonFor({ ...valid(), version: '2.0' })).toBe('The file is not a valid backup: version must be "1.0".')
    const { blogs: _blogs, ...noBlogs } = valid()
    expect(reasonFor(noBlogs)).toMatch(/^The file is not a valid backup: blogs /)
  })

  it('refuses projects and posts that lack what the database requires', () => {
    const backup = valid()
    backup.projects[1].title = ' '
    backup.projects[2].serviceId = 'blockchain'
    backup.blogs[0].author = {}
    const reason = reasonFor(backup)
    expect(reason).toContain('projects[2].title must not be empty')
    expect(reason).toContain('projects[3].serviceId')
    expect(reason).toContain('blogs[1].author.name')
  })

  it('refuses two entries with one id or one slug', () => {
    const backup = valid()
    backup.projects[1].id = backup.projects[0].id
    expect(reasonFor(backup)).toContain('two projects share an id')
    const posts = valid()
    posts.blogs[1].slug = posts.blogs[0].slug.toUpperCase()
    expect(reasonFor(posts)).toContain('two blog posts share a slug')
  })

  it('refuses ids that are not uuids, which the database would reject', () => {
    const backup = valid()
    backup.blogs[0].id = 'post-1'
    expect(reasonFor(backup)).toContain('blogs[1].id must be a uuid')
  })
})
