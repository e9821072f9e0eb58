// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { QUERY_STATE_ID, readSeededQueries } from '@/lib/query-seed'

const page = (root: string, state: string | null) => {
  document.body.innerHTML = `<div id="root">${root}</div>${
    state === null ? '' : `<script type="application/json" id="${QUERY_STATE_ID}">${state}</script>`
  }`
  return document
}

describe('readSeededQueries', () => {
  it('reads the build\'s JSON script', () => {
    expect(readSeededQueries(page('<p>Post</p>', '[[["blogs"],[1],5]]'))).toEqual([[['blogs'], [1], 5]])
  })

  it('never takes an element of the page\'s content for the state, even one before the script with its id', () => {
    const forged = '<p id="query-state">[[["blogs"],"forged",1]]</p><div id="query-state" type="application/json">[]</div>'
    expect(readSeededQueries(page(forged, '[[["blogs"],"real",2]]'))).toEqual([[['blogs'], 'real', 2]])
    expect(readSeededQueries(page(forged, null))).toBeUndefined()
  })

  it('ignores a script of another type with that id', () => {
    document.body.innerHTML = `<script type="text/plain" id="${QUERY_STATE_ID}">[[["x"],1,1]]</script>`
    expect(readSeededQueries(document)).toBeUndefined()
  })
})
