import { describe, expect, it } from 'vitest'
import { addListItem, cleanList, removeListItem, truncateList } from '@/lib/admin-forms/list-items'

describe('list fields (technologies, gallery, approach, features, tags)', () => {
  it('adds a trimmed entry', () => {
    expect(addListItem(['React'], '  Node.js ')).toEqual(['React', 'Node.js'])
  })

  it('ignores blank entries', () => {
    expect(addListItem(['React'], '')).toEqual(['React'])
    expect(addListItem(['React'], '   \t')).toEqual(['React'])
  })

  it('ignores duplicates, whatever their spacing or letter case', () => {
    expect(addListItem(['React'], 'React')).toEqual(['React'])
    expect(addListItem(['React'], ' react ')).toEqual(['React'])
  })

  it('cleans a whole list, keeping the first of each duplicate in order', () => {
    expect(cleanList([' React', '', 'Vue', 'react', '  ', 'Vue ', 'Go'])).toEqual(['React', 'Vue', 'Go'])
  })

  it('removes exactly the entry asked for', () => {
    expect(removeListItem(['a', 'b', 'c'], 'b')).toEqual(['a', 'c'])
  })

  it('shows the first N entries, then how many more', () => {
    expect(truncateList(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({ shown: ['a', 'b', 'c'], more: 2 })
    expect(truncateList(['a', 'b'], 3)).toEqual({ shown: ['a', 'b'], more: 0 })
    expect(truncateList([], 2)).toEqual({ shown: [], more: 0 })
  })
})
