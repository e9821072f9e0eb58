// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { watchChatButtonClearance } from '@/features/site-shell/components/chat-button-clearance'
import { KEEP_CLEAR_ATTRIBUTE } from '@/lib/keep-clear'

/*
 * jsdom has no layout: a stand-in IntersectionObserver records what is watched and in which
 * zone, and the test says what the browser would report. The geometry itself is checked in
 * Chromium (e2e/public/site-shell.spec.ts).
 */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = []
  readonly targets = new Set<Element>()
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.all.push(this)
  }
  observe(target: Element) {
    this.targets.add(target)
  }
  unobserve(target: Element) {
    this.targets.delete(target)
  }
  disconnect() {
    this.targets.clear()
  }
  /** The browser's report: these elements are (or are not) in the zone. */
  report(targets: Element[], isIntersecting: boolean) {
    this.callback(targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry), this as unknown as IntersectionObserver)
  }
}
const latest = () => FakeIntersectionObserver.all.at(-1)!
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))

let button: HTMLAnchorElement
beforeEach(() => {
  FakeIntersectionObserver.all = []
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  document.body.innerHTML = `
    <dl ${KEEP_CLEAR_ATTRIBUTE}><dt>Figure</dt></dl>
    <form aria-label="Quick">
      <input name="name" /><input type="hidden" name="token" /><select name="budget"></select>
      <textarea name="message"></textarea><button>Send</button>
    </form>
    <nav><button>Menu</button></nav>
    <a id="chat">Chat</a>`
  button = document.querySelector<HTMLAnchorElement>('#chat')!
  // A 375 x 812 screen with the 56 px button 20 px from its bottom-right corner.
  vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(375)
  vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(812)
  vi.spyOn(button, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 299, y: 736, width: 56, height: 56 }))
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the chat button keeps clear of form controls and marked content', () => {
  it("watches the button's own box and its margin, and every visible form control and marked element", () => {
    const stop = watchChatButtonClearance(button, () => undefined)
    expect(latest().options.rootMargin).toBe('-728px -12px -12px -291px')
    const watched = [...latest().targets].map((element) => element.getAttribute('name') ?? element.tagName)
    expect(watched.sort()).toEqual(['BUTTON', 'DL', 'budget', 'message', 'name'])
    stop()
  })

  it('reports covered while anything watched is under the button, and clear once all have left', () => {
    const report = vi.fn()
    const stop = watchChatButtonClearance(button, report)
    const [name, message] = [document.querySelector('input')!, document.querySelector('textarea')!]
    latest().report([name, message], true)
    expect(report).toHaveBeenLastCalledWith(true)
    latest().report([name], false)
    expect(report).toHaveBeenLastCalledWith(true)
    latest().report([message], false)
    expect(report).toHaveBeenLastCalledWith(false)
    stop()
  })

  it("watches a form that appears later (a step of the wizard), and forgets controls that leave while under it", async () => {
    const report = vi.fn()
    const stop = watchChatButtonClearance(button, report)
    const step = document.createElement('form')
    step.innerHTML = '<input name="company" />'
    document.body.append(step)
    await nextFrame()
    const company = step.querySelector('input')!
    expect(latest().targets.has(company)).toBe(true)
    latest().report([company], true)
    expect(report).toHaveBeenLastCalledWith(true)
    step.remove()
    await nextFrame()
    expect(latest().targets.has(company)).toBe(false)
    expect(report).toHaveBeenLastCalledWith(false)
    stop()
  })

  it('measures the zone again when the screen changes size', () => {
    const stop = watchChatButtonClearance(button, () => undefined)
    vi.spyOn(button, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 1364, y: 824, width: 56, height: 56 }))
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1440)
    vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(900)
    window.dispatchEvent(new Event('resize'))
    expect(latest().options.rootMargin).toBe('-816px -12px -12px -1356px')
    expect(latest().targets.size).toBe(5)
    stop()
  })

  it('reports clear on a page with nothing to keep clear of, and stops watching when asked', async () => {
    document.body.innerHTML = '<a id="chat">Chat</a>'
    const report = vi.fn()
    const stop = watchChatButtonClearance(button, report)
    expect(report).toHaveBeenLastCalledWith(false)
    stop()
    document.body.insertAdjacentHTML('beforeend', '<form><input /></form>')
    await nextFrame()
    expect(latest().targets.size).toBe(0)
  })
})
