import { expect, test } from 'vitest'
import {
  canResume,
  isActivePhase,
  isFinishedPhase,
  isSettled,
  isTerminal,
  isWaitingPhase,
  needsUser,
  type TransferPhase,
  transferPhases,
} from './phases.ts'

test('default: what each phase is, for the driver, the store and the UI', () => {
  const flags = (phase: TransferPhase) =>
    [
      isActivePhase(phase) && 'active',
      isWaitingPhase(phase) && 'waiting',
      needsUser(phase) && 'needsUser',
      canResume(phase) && 'canResume',
      isSettled(phase) && 'settled',
      isTerminal(phase) && 'terminal',
      isFinishedPhase(phase) && 'finished',
    ]
      .filter(Boolean)
      .join(' ')
  expect(Object.fromEntries(transferPhases.map((phase) => [phase, flags(phase)]))).toMatchInlineSnapshot(`
    {
      "abandoned": "needsUser canResume settled terminal",
      "actionRequired": "waiting needsUser canResume settled",
      "approving": "active",
      "broadcasting": "active",
      "claimable": "waiting needsUser",
      "claiming": "active",
      "completed": "settled terminal finished",
      "confirming": "active",
      "failed": "settled terminal finished",
      "finalizing": "active",
      "preparing": "active",
      "refunded": "settled terminal finished",
      "signing": "active",
      "signingOpHook": "active",
      "tracking": "active",
    }
  `)
})

test('behavior: a quote state is no transfer phase', () => {
  for (const status of ['idle', 'quoting', 'quoted'])
    expect([
      isTerminal(status),
      isWaitingPhase(status),
      needsUser(status),
      canResume(status),
      isFinishedPhase(status),
    ]).toEqual([false, false, false, false, false])
})
