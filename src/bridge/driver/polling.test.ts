import { expect, test } from 'vitest'
import { statusPollInterval } from './statusPolling.ts'

const second = 1000

test('behavior: far from the ETA polls rarely, near it every second, after it backs off', () => {
  const eta = 600 * second
  expect(statusPollInterval(0, eta, false)).toBe(30 * second) // a third of 600 s, capped at 30 s
  expect(statusPollInterval(570 * second, eta, false)).toBe(10 * second)
  expect(statusPollInterval(599 * second, eta, false)).toBe(second)
  expect(statusPollInterval(620 * second, eta, false)).toBe(2 * second)
  expect(statusPollInterval(3600 * second, eta, false)).toBe(30 * second)
})

test('behavior: a hidden tab polls at the hidden interval whatever the ETA', () => {
  expect(statusPollInterval(599 * second, 600 * second, true)).toBe(60 * second)
  expect(statusPollInterval(0, 30 * second, true, { hiddenIntervalMs: 5 * second })).toBe(5 * second)
})

test('parameters: min and max bound the interval', () => {
  expect(statusPollInterval(0, 3600 * second, false, { maxIntervalMs: 10 * second })).toBe(10 * second)
  expect(statusPollInterval(29 * second, 30 * second, false, { minIntervalMs: 2 * second })).toBe(2 * second)
})
