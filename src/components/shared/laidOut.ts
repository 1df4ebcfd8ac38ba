import { measureElement, observeElementRect, type Rect, type Virtualizer } from '@tanstack/react-virtual'

// Where nothing is laid out (jsdom and happy-dom in an app's own tests, an element not yet in the layout) every
// size reads 0. The virtualizers then keep what they would draw on a server: their initial window, and each
// row at its estimated size. A real size, once measured, always wins.

/** react-virtual's `observeElementRect`, except that a 0 × 0 measurement leaves the `initialRect`. */
export function observeLaidOutRect<scrollElement extends Element>(
  instance: Virtualizer<scrollElement, Element>,
  report: (rect: Rect) => void,
) {
  return observeElementRect(instance, (rect) => {
    if (rect.width > 0 || rect.height > 0) report(rect)
  })
}

/** react-virtual's `measureElement`, except that a row measured as 0 keeps its estimated size. */
export function measureLaidOutElement<scrollElement extends Element>(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<scrollElement, Element>,
) {
  const size = measureElement(element, entry, instance)
  return size > 0 ? size : instance.options.estimateSize(instance.indexFromElement(element))
}
