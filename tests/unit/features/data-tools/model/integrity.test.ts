import { describe, expect, it } from 'vitest'
import { builtInPosts } from '@/content/blog-posts'
import { sampleProjects } from '@/content/sample-projects'
import { checkContentIntegrity } from '@/features/data-tools/model/integrity'
import { toBlogRow } from '@/features/blog/model/blog-mapping'
import { toProjectRow } from '@/lib/projects/project-mapping'

const projectRows = () => sampleProjects.map((p) => ({ ...toProjectRow(p), created_at: '2025-01-01T00:00:00Z' }))
const blogRows = () => builtInPosts.map((p) => ({ ...toBlogRow(p), created_at: '2025-01-01T00:00:00Z' }))

describe('data integrity check', () => {
  it('passes the built-in content, and an empty database', () => {
    expect(checkContentIntegrity(projectRows(), blogRows())).toEqual({ isValid: true, issues: [] })
    expect(checkContentIntegrity([], [])).toEqual({ isValid: true, issues: [] })
  })

  it('reports missing required project fields and unknown service ids', () => {
    const [first, second] = projectRows()
    const result = checkContentIntegrity(
      [
        { ...first, title: '  ', id: 'p-1' },
        { ...second, description: '', service_id: 'blockchain' },
      ],
      [],
    )
    expect(result.isValid).toBe(false)
    expect(result.issues).toEqual([
      'Project p-1 has no title',
      `Project "${second.title}" has no description`,
      `Project "${second.title}" has an unknown service id "blockchain"`,
    ])
  })

  it('reports malformed project lists', () => {
    const [row] = projectRows()
    const result = checkContentIntegrity(
      [
        {
          ...row,
          technologies: ['React', ''],
          gallery: 'one.png',
          metrics: [['Speed']],
          detailed_metrics: [{ label: 'Speed', value: '2x' }],
          tech_stack: [{ category: 'Frontend', technologies: 'React' }],
          extended_testimonial: { author: 'Nobody' },
        },
      ],
      [],
    )
    const name = `Project "${row.title}"`
    expect(result.issues).toEqual([
      `${name} has a malformed technologies list`,
      `${name} has a malformed gallery list`,
      `${name} has malformed metrics`,
      `${name} has a malformed detailed metrics list`,
      `${name} has a malformed tech stack`,
      `${name} has a malformed extended testimonial`,
    ])
  })

  it('accepts metrics as ordered [label, value] pairs or as an object of older rows', () => {
    const [row] = projectRows()
    expect(checkContentIntegrity([{ ...row, metrics: [['Uptime', '99.9%'], ['Users', 1200]] }], []).isValid).toBe(true)
    expect(checkContentIntegrity([{ ...row, metrics: { Uptime: '99.9%' } }], []).isValid).toBe(true)
    expect(checkContentIntegrity([{ ...row, metrics: [['', '99.9%']] }], []).isValid).toBe(false)
    expect(checkContentIntegrity([{ ...row, metrics: 'fast' }], []).isValid).toBe(false)
  })

  it('reports slugs used more than once, ignoring case', () => {
    const [a, b, c] = projectRows()
    const [x, y] = blogRows()
    const result = checkContentIntegrity(
      [a, { ...b, slug: a.slug?.toUpperCase() }, { ...c, slug: null }],
      [x, { ...y, slug: x.slug }],
    )
    expect(result.issues).toEqual([`Project slug "${a.slug}" is used 2 times`, `Blog post slug "${x.slug}" is used 2 times`])
  })

  it('reports blog posts without required fields or with malformed values', () => {
    const [row] = blogRows()
    const result = checkContentIntegrity(
      [],
      [{ ...row, content: ' ', author: { bio: 'x' }, published_date: 'someday', tags: [3], reading_time: 0 }],
    )
    const name = `Blog post "${row.title}"`
    expect(result.issues).toEqual([
      `${name} has no content`,
      `${name} has no author name`,
      `${name} has no valid publication date`,
      `${name} has a malformed tags list`,
      `${name} has an invalid reading time`,
    ])
  })

  it('reports rows that are not records at all as corrupted data', () => {
    expect(checkContentIntegrity([null], ['post']).issues).toEqual(['Projects data is corrupted', 'Blogs data is corrupted'])
  })
})
