// Which words of a locale load after the first ones (each group's <group>.later.ts, loaded right after its
// <group>.ts is in): the error sentences, the saved recipients and names, and the bridge's Review, Progress and
// History words (views that load after the first quote). scripts/splitLocales.ts moves them; anything that reads a
// later export (`errors: errorLabels`) moves with it.

/** Exports that are wholly in a group's later file. */
export const laterExports: Record<string, readonly string[]> = {
  common: [
    'errorWords',
    'errorLabels',
    'recipientFieldLabels',
    'recipientNameLabels',
    // sentences some locales share between errorWords and errorLabels
    'invalidParameterWords',
    'jsonRpcWords',
    'moduleLoadWords',
    'usernameAnswerWords',
    'usernameChangedWords',
    'usernameNotFoundWords',
  ],
  bridge: ['bridgeErrorWords', 'bridgeHistoryLabels'],
}

/**
 * Keys of an export that are in its group's later file (the rest stay in the first file). An export not named here
 * that reads a later export has just its error sentences (`errors`) there; the script fails when that is not so.
 */
export const laterKeys = {
  bridgeWidgetLabels: [
    'recipientProblem',
    'savedRecipients',
    'recipientName',
    'minimumReceived',
    'feesDeducted',
    'feesAdditional',
    'sender',
    'signatures',
    'mayApprove',
    'claimLater',
    'steps',
    'step',
    'riskAcknowledge',
    'highPriceImpact',
    'badPriceWarning',
    'reviewTitle',
    'connectToSend',
    'enterRecipient',
    'balanceChanges',
    'changesOn',
    'simulatedChanges',
    'simulatedTx',
    'simulatedGas',
    'notSimulated',
    'confirm',
    'back',
    'newTransfer',
    'signAgain',
    'resume',
    'dismiss',
    'view',
    'claim',
    'claimOn',
    'claimIn',
    'waitingForOutput',
    'timeLeft',
    'overdue',
    'received',
    'explorerTx',
    'progressTitle',
    'routeProgress',
    'relativeTime',
    'hopState',
    // gas on the destination: Review's line and the progress line
    'gasOnDestination',
    'gasWhy',
    'gasBring',
    'gasCost',
    'gasSignedApart',
    'gasSignaturesToBring',
    'gasUnavailable',
    'gasProgress',
    'errors',
  ],
  // the saved recipients and names read common's later words
  sendFormLabels: ['savedRecipients', 'recipientName', 'errors'],
  sendNftFormLabels: ['savedRecipients', 'recipientName', 'errors'],
  txPreviewLabels: ['usernameErrors'],
} as const satisfies Record<string, readonly string[]>

/**
 * Words that read the same in every language, so no locale writes them and English's show: the router's bridges by
 * product name (Go Fast, IBC Eureka), one table in the component.
 */
export const sameInEveryLanguage = {
  bridgeWidgetLabels: ['bridgeName'],
} as const satisfies Record<string, readonly string[]>

type Listed = typeof laterKeys
type Same = typeof sameInEveryLanguage

/** The keys of the export `Name` in its group's later file. */
export type LaterKey<Name extends string> = Name extends keyof Listed ? Listed[Name][number] : 'errors'

/** The keys of the export `Name` that no locale writes (`sameInEveryLanguage`). */
export type SameKey<Name extends string> = Name extends keyof Same ? Same[Name][number] : never

/** A split export's words in `<group>.ts`: all but its later keys (and the words English writes for every locale). */
export type FirstWords<Words, Name extends string> = Omit<Words, LaterKey<Name> | SameKey<Name>>

/** A split export's words in `<group>.later.ts`: its later keys. */
export type LaterWords<Words, Name extends string> = Pick<Words, LaterKey<Name> & keyof Words>
