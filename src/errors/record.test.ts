import { expect, test } from 'vitest'
import * as errors from './index.ts'
import {
  BroadcastUncertainError,
  errorClasses,
  errorOf,
  errorRecordOf,
  RollscopeError,
  TrackTimeoutError,
  UserRejectedError,
} from './index.ts'

const exportedClasses = Object.entries(errors).filter(
  ([, value]) => typeof value === 'function' && value.prototype instanceof Error,
)

test('default: every class exported from src/errors is listed by its name', () => {
  expect(exportedClasses.length).toBeGreaterThan(40)
  for (const [name, value] of exportedClasses) expect(errorClasses[name as errors.ErrorName]).toBe(value)
  expect(Object.keys(errorClasses).sort()).toEqual(exportedClasses.map(([name]) => name).sort())
})

test('behavior: every stored name comes back as an instance of its class', () => {
  for (const [name, errorClass] of Object.entries(errorClasses)) {
    const error = errorOf({ name, message: 'What happened. What to do.' })!
    expect(error).toBeInstanceOf(errorClass)
    expect(error).toBeInstanceOf(RollscopeError)
    expect(error.constructor).toBe(errorClass)
    expect(error.name).toBe(name)
    expect(error.shortMessage).toBe('What happened. What to do.')
    expect(error.message).toBe('What happened. What to do.')
    // the class's getters read fields a record does not keep: they answer undefined, never throw
    for (
      let proto = Object.getPrototypeOf(error);
      proto !== Error.prototype;
      proto = Object.getPrototypeOf(proto)
    )
      for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(proto)))
        if (descriptor.get) expect(() => error[key as keyof typeof error]).not.toThrow()
  }
})

test('behavior: a record of a live error comes back with its short message', () => {
  const live = new TrackTimeoutError(2)
  const record = errorRecordOf(live)
  expect(record).toMatchInlineSnapshot(`
    {
      "message": "The router has not seen transaction 2 yet; the chain may have dropped it. Check it in an explorer, then continue or dismiss.",
      "name": "TrackTimeoutError",
    }
  `)
  const rebuilt = errorOf(JSON.parse(JSON.stringify(record)))
  expect(rebuilt).toBeInstanceOf(TrackTimeoutError)
  expect(rebuilt?.message).toBe(live.shortMessage)
  // the details stay with the live error
  expect(errorRecordOf(new UserRejectedError({ cause: new Error('4001') })).message).not.toContain('4001')
  expect(errorRecordOf('thrown text')).toEqual({ name: 'RollscopeError', message: 'thrown text' })
  // another library's error is stored under a class of the kit, its words kept
  expect(errorRecordOf(new TypeError('Failed to fetch'))).toEqual({
    name: 'RollscopeError',
    message: 'Failed to fetch',
  })
})

test('behavior: a rebuilt error lists nothing rather than crash where its class has a list', () => {
  const mismatch = errorOf({ name: 'MsgsMismatchError', message: 'stored' }) as errors.MsgsMismatchError
  expect(mismatch.mismatches.map((item) => item.tx)).toEqual([])
  const unreadable = errorOf({ name: 'ResponseValidationError', message: 'stored' })
  expect((unreadable as errors.ResponseValidationError).issues.map((issue) => issue.path)).toEqual([])
  const record = errorOf({ name: 'TransferRecordError', message: 'stored' }) as errors.TransferRecordError
  expect(record.issues).toEqual([])
})

test('parameters: BroadcastUncertainError takes what the user should do as its message, in its record too', () => {
  const tx = { chainId: 'initiation-2', txHash: '', signer: 'init1user', nonce: '7' }
  const record = errorRecordOf(new BroadcastUncertainError(tx, undefined, { message: 'Claim again.' }))
  expect(record).toEqual({ name: 'BroadcastUncertainError', message: 'Claim again.' })
  expect(errorOf(record)).toBeInstanceOf(BroadcastUncertainError)
  expect(errorRecordOf(new BroadcastUncertainError(tx)).message).toMatch(/Checking the chain for it/)
})

test('behavior: unknown and hostile names give the base class, never throw', () => {
  expect(errorOf(null)).toBeNull()
  for (const name of [
    'SomeFutureError',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'Error',
    '',
  ]) {
    const error = errorOf({ name, message: 'stored words' })!
    expect(error.constructor).toBe(RollscopeError)
    expect(error.name).toBe(name)
    expect(error.message).toBe('stored words')
  }
  const odd = errorOf({ name: 42, message: { toString: () => 'x' } } as never)!
  expect(odd).toBeInstanceOf(RollscopeError)
  expect(odd.message).toBe('x')
})
