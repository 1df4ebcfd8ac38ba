/** Whether this environment can tell an element's size changes (jsdom and happy-dom cannot). */
export const canObserveResize = () => typeof ResizeObserver !== 'undefined'
