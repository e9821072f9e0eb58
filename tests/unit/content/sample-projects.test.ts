import { describe, expect, it } from 'vitest'
import { sampleProjects } from '@/content/sample-projects'
import { generateProjectSlug } from '@/lib/projects/project-slug'
import { isUuid } from '@/lib/errors'

describe('the sample projects', () => {
  it('gives the sample projects fixed uuids and slugs by the project slug rule', () => {
    expect(sampleProjects).toHaveLength(4)
    for (const project of sampleProjects) {
      expect(isUuid(project.id)).toBe(true)
      expect(project.slug).toBe(generateProjectSlug(project))
    }
  })
})
