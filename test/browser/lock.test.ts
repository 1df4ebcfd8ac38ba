import { expect, test } from 'vitest'
import { acquireLock } from '../../src/tx/lock.ts'

// In a real browser the transfer lock is a Web Lock, shared by every tab of the origin.
test('behavior: a second holder waits until the first releases the Web Lock', async () => {
  expect(navigator.locks).toBeDefined()
  const release = await acquireLock('rollscope:transfer:test', new AbortController().signal)
  let second = false
  const waiting = acquireLock('rollscope:transfer:test', new AbortController().signal).then(
    (releaseSecond) => {
      second = true
      return releaseSecond
    },
  )
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(second).toBe(false)
  expect((await navigator.locks.query()).held?.map((lock) => lock.name)).toContain('rollscope:transfer:test')
  release()
  ;(await waiting)()
  expect(second).toBe(true)
})

test('behavior: giving up while waiting rejects and leaves the lock to its holder', async () => {
  const release = await acquireLock('rollscope:transfer:abort', new AbortController().signal)
  const abort = new AbortController()
  const waiting = acquireLock('rollscope:transfer:abort', abort.signal)
  abort.abort(new DOMException('page closed', 'AbortError'))
  await expect(waiting).rejects.toMatchObject({ name: 'AbortError' })
  release()
})
