import type { TechStackEntry } from '@/content/types'
import { TECH_STACK_MESSAGES } from './portfolio-admin-messages'

/*
 * Technology Stack of the portfolio form: an entry needs both a
 * category and a technology; adding to an existing category skips duplicates; removing the
 * last technology of a category removes the category. Names are trimmed and compared without
 * regard to letter case.
 */

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase()

export type TechStackAddResult = { ok: true; stack: TechStackEntry[] } | { ok: false; message: string }

export function addTechStackEntry(stack: readonly TechStackEntry[], category: string, technology: string): TechStackAddResult {
  const cat = category.trim()
  const tech = technology.trim()
  if (cat === '' || tech === '') return { ok: false, message: TECH_STACK_MESSAGES.incomplete }
  const index = stack.findIndex((entry) => same(entry.category, cat))
  if (index === -1) return { ok: true, stack: [...stack, { category: cat, technologies: [tech] }] }
  const entry = stack[index]
  if (entry.technologies.some((existing) => same(existing, tech))) return { ok: false, message: TECH_STACK_MESSAGES.duplicate }
  const updated = { ...entry, technologies: [...entry.technologies, tech] }
  return { ok: true, stack: stack.map((e, i) => (i === index ? updated : e)) }
}

export function removeTechStackTechnology(stack: readonly TechStackEntry[], category: string, technology: string): TechStackEntry[] {
  return stack.flatMap((entry) => {
    if (entry.category !== category) return [entry]
    const technologies = entry.technologies.filter((t) => t !== technology)
    return technologies.length === 0 ? [] : [{ ...entry, technologies }]
  })
}

export function removeTechStackCategory(stack: readonly TechStackEntry[], category: string): TechStackEntry[] {
  return stack.filter((entry) => entry.category !== category)
}

/** Loaded or saved stacks follow the same rules: merged categories, no blanks, no duplicates. */
export function cleanTechStack(stack: readonly TechStackEntry[]): TechStackEntry[] {
  return stack.reduce<TechStackEntry[]>(
    (kept, entry) =>
      entry.technologies.reduce((acc, tech) => {
        const result = addTechStackEntry(acc, entry.category, tech)
        return result.ok ? result.stack : acc
      }, kept),
    [],
  )
}
