'use client'

// When the user last moved through the page themself: a wheel, a touch, a key or a pointer press. Scrolling a page
// into view and restoring a scroll position fire none of these, so a list can tell the pages it loaded ahead on its
// own (a tall screen, a small page size) from the pages the user went to.

const inputs = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const
let lastInput = Number.NEGATIVE_INFINITY
let listening = false

/** Starts noting the user's input (once per page); `performance.now()` of the last one, or -Infinity. */
export function lastUserInput(): number {
  if (!listening && typeof document !== 'undefined') {
    listening = true
    const note = () => {
      lastInput = performance.now()
    }
    for (const type of inputs) document.addEventListener(type, note, { capture: true, passive: true })
  }
  return lastInput
}
