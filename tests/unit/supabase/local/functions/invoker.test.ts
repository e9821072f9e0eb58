import { describe, expect, it } from 'vitest'
import { createFunctionInvoker } from '../../../../../supabase/local/functions/invoker'
import type { FunctionRunner } from '../../../../../supabase/local/functions/runner'

/** A runner whose runs finish when the test releases them, recording each run's body. */
function heldRunner() {
  const bodies: string[] = []
  const releases: Array<() => void> = []
  const runner = {
    has: (name: string) => name === 'deliver',
    fetch: async (_name: string, _path: string, init: RequestInit) => {
      bodies.push(String(init.body))
      await new Promise<void>((release) => releases.push(release))
      return new Response(`run ${bodies.length}`)
    },
  } as unknown as FunctionRunner
  return { runner, bodies, releaseNext: () => releases.shift()?.() }
}

const request = (body: string) => ({ path: '', headers: {}, body })
const settle = () => new Promise((resolve) => setTimeout(resolve, 10))

describe('createFunctionInvoker', () => {
  it('folds the requests that arrive while a function runs into one more run, with the latest request', async () => {
    const { runner, bodies, releaseNext } = heldRunner()
    const invoker = createFunctionInvoker(runner)
    const first = invoker.invoke('deliver', request('1'))
    const second = invoker.invoke('deliver', request('2'))
    const third = invoker.invoke('deliver', request('3'))
    await settle()
    releaseNext()
    expect(await first).toEqual({ status: 200, body: 'run 1' })
    await settle()
    releaseNext()
    expect(await second).toEqual({ status: 200, body: 'run 2' })
    expect(await third).toEqual({ status: 200, body: 'run 2' })
    expect(bodies).toEqual(['1', '3'])
    await invoker.idle()
  })

  it('runs nothing once closed', async () => {
    const { runner, bodies } = heldRunner()
    const invoker = createFunctionInvoker(runner)
    invoker.close()
    expect(await invoker.invoke('deliver', request('1'))).toEqual({ error: 'The local stack is stopping.' })
    expect(bodies).toEqual([])
  })
})
