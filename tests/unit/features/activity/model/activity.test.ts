import { describe, expect, it } from 'vitest'
import {
  actionLabel, dateBounds, fieldLabel, kindLabel, recordText, toActivityEvent, toFieldChanges, valueText,
} from '@/features/activity/model/activity'

describe('toFieldChanges', () => {
  it('reads each field with its before and after, in alphabetical order', () => {
    expect(toFieldChanges({ status: { before: 'new', after: 'contacted' }, owner_id: { before: null, after: 'u1' } })).toEqual([
      { field: 'owner_id', shown: true, before: null, after: 'u1' },
      { field: 'status', shown: true, before: 'new', after: 'contacted' },
    ])
  })

  it('keeps a secret as changed, with no value', () => {
    expect(toFieldChanges({ signing_secret_hint: 'changed' })).toEqual([
      { field: 'signing_secret_hint', shown: false, before: null, after: null },
    ])
  })

  it('reads anything but an object as no changes', () => {
    expect(toFieldChanges(null)).toEqual([])
    expect(toFieldChanges([1, 2])).toEqual([])
  })
})

describe('how values and names read', () => {
  it('shows empty values, text, numbers and structures on one line', () => {
    expect(valueText(null)).toBe('(empty)')
    expect(valueText('')).toBe('(empty)')
    expect(valueText('contacted')).toBe('contacted')
    expect(valueText(1200)).toBe('1200')
    expect(valueText(false)).toBe('false')
    expect(valueText(['a', 'b'])).toBe('["a","b"]')
  })

  it('names fields, kinds and actions as people say them, and unknown ones readably', () => {
    expect(fieldLabel('owner_id')).toBe('owner')
    expect(fieldLabel('publish_at')).toBe('publish at')
    expect(kindLabel('blog')).toBe('Blog post')
    expect(kindLabel('some_new_kind')).toBe('some new kind')
    expect(actionLabel('trash')).toBe('moved to trash')
    expect(actionLabel('archived_forever')).toBe('archived forever')
  })

  it("says what an event was about: the record's label, else its kind", () => {
    expect(recordText({ kind: 'blog', recordLabel: 'Launch post' })).toBe('Blog post · Launch post')
    expect(recordText({ kind: 'conversion_settings', recordLabel: null })).toBe('Conversion settings')
  })
})

describe('toActivityEvent', () => {
  it('maps a row of the trail', () => {
    expect(toActivityEvent({
      id: 7, at: '2026-11-28T10:00:00Z', actor_id: 'u1', actor_label: 'sam@agency.example', kind: 'sign_in',
      action: 'sign_in', record_id: 'u1', record_label: 'sam@agency.example', changes: {}, network: '203.0.113.0/24',
    })).toEqual({
      id: 7, at: '2026-11-28T10:00:00Z', actorId: 'u1', actorLabel: 'sam@agency.example', kind: 'sign_in', action: 'sign_in',
      recordId: 'u1', recordLabel: 'sam@agency.example', changes: [], network: '203.0.113.0/24',
    })
  })
})

describe('dateBounds', () => {
  it('runs from the start of the first day to the start of the day after the last, in local time', () => {
    expect(dateBounds({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 11, 1).toISOString(),
    })
  })

  it('leaves out a missing or malformed date', () => {
    expect(dateBounds({ from: null, to: 'yesterday' })).toEqual({ from: null, to: null })
  })
})
