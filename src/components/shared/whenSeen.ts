// Calls back once an element has been on screen: a virtualized list draws rows above and below the ones in view
// (its overscan), and what they would ask for waits until they scroll into view. One observer for every element.
// Where there is no IntersectionObserver (a test DOM), an element counts as seen at once.
const waiting = new Map<Element, () => void>()
let observer: IntersectionObserver | undefined

/** Calls `seen` the first time `element` is on screen (some of it, not only touching an edge); returns a stop. */
export function whenSeen(element: Element, seen: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    seen()
    return () => undefined
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        waiting.get(entry.target)?.()
        waiting.delete(entry.target)
        observer?.unobserve(entry.target)
      }
    },
    { threshold: 0.01 },
  )
  waiting.set(element, seen)
  observer.observe(element)
  return () => {
    waiting.delete(element)
    observer?.unobserve(element)
  }
}
