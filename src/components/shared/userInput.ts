// How often the user has moved through the page themself: a wheel, a touch, a key or a pointer press. Scrolling a
// page into view and restoring a scroll position fire none of these, so a list can tell the pages it loaded ahead on
// its own (a tall screen, a small page size) from the pages the user went to.

let inputs = 0
let listening = false

/** Starts counting the user's input (once per page) and says how many there were. */
export function userInputs(): number {
  if (!listening && typeof window !== 'undefined') {
    listening = true
    for (const type of ['wheel', 'touchmove', 'keydown', 'pointerdown'])
      addEventListener(type, () => inputs++, { capture: true, passive: true })
  }
  return inputs
}
