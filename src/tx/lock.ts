/**
 * Holds a named lock until `release` is called: across tabs through the Web Locks API, within the page
 * otherwise. Waits while another holder has it (a tab closing releases its locks); rejects when `signal`
 * aborts first.
 */
export function acquireLock(name: string, signal: AbortSignal): Promise<() => void> {
  const locks = globalThis.navigator?.locks
  if (!locks) return memoryLock(name, signal)
  return new Promise((resolve, reject) => {
    locks.request(name, { signal }, () => new Promise<void>((release) => resolve(release))).catch(reject)
  })
}

const held = new Map<string, (() => void)[]>()

function memoryLock(name: string, signal: AbortSignal): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const waiting = held.get(name)
    const release = () => {
      const queue = held.get(name)
      const nextHolder = queue?.shift()
      if (nextHolder) nextHolder()
      else held.delete(name)
    }
    if (!waiting) {
      held.set(name, [])
      return resolve(release)
    }
    const grant = () => {
      signal.removeEventListener('abort', onAbort)
      resolve(release)
    }
    const onAbort = () => {
      const queue = held.get(name)
      queue?.splice(queue.indexOf(grant), 1)
      reject(signal.reason)
    }
    waiting.push(grant)
    signal.addEventListener('abort', onAbort, { once: true })
  })
}
