import { describe, expect, it } from 'vitest'
import { addTechStackEntry, cleanTechStack, removeTechStackCategory, removeTechStackTechnology } from '@/features/portfolio-editor/model/portfolio-form-tech-stack'
import { TECH_STACK_MESSAGES } from '@/features/portfolio-editor/model/portfolio-admin-messages'

describe('tech stack', () => {
  it('needs both a category and a technology', () => {
    expect(addTechStackEntry([], 'Frontend', ' ')).toEqual({ ok: false, message: TECH_STACK_MESSAGES.incomplete })
    expect(addTechStackEntry([], '', 'React')).toEqual({ ok: false, message: TECH_STACK_MESSAGES.incomplete })
  })

  it('creates a category, then adds to it', () => {
    const first = addTechStackEntry([], ' Frontend ', ' React ')
    expect(first).toEqual({ ok: true, stack: [{ category: 'Frontend', technologies: ['React'] }] })
    if (!first.ok) return
    const second = addTechStackEntry(first.stack, 'frontend', 'TypeScript')
    expect(second).toEqual({ ok: true, stack: [{ category: 'Frontend', technologies: ['React', 'TypeScript'] }] })
  })

  it('skips a technology already in that category', () => {
    const stack = [{ category: 'Frontend', technologies: ['React'] }]
    expect(addTechStackEntry(stack, 'Frontend', 'react')).toEqual({ ok: false, message: TECH_STACK_MESSAGES.duplicate })
    // The same technology in another category is fine.
    expect(addTechStackEntry(stack, 'Mobile', 'React')).toMatchObject({ ok: true })
  })

  it('removes a technology, and the category with its last one', () => {
    const stack = [
      { category: 'Frontend', technologies: ['React', 'Vue'] },
      { category: 'Backend', technologies: ['Go'] },
    ]
    expect(removeTechStackTechnology(stack, 'Frontend', 'Vue')).toEqual([
      { category: 'Frontend', technologies: ['React'] },
      { category: 'Backend', technologies: ['Go'] },
    ])
    expect(removeTechStackTechnology(stack, 'Backend', 'Go')).toEqual([{ category: 'Frontend', technologies: ['React', 'Vue'] }])
    expect(removeTechStackCategory(stack, 'Frontend')).toEqual([{ category: 'Backend', technologies: ['Go'] }])
  })

  it('cleans a stored stack: blank entries dropped, same categories merged, duplicates skipped', () => {
    expect(
      cleanTechStack([
        { category: 'Frontend', technologies: ['React', ' ', 'react'] },
        { category: ' ', technologies: ['Go'] },
        { category: 'frontend', technologies: ['Vue'] },
      ]),
    ).toEqual([{ category: 'Frontend', technologies: ['React', 'Vue'] }])
  })
})
