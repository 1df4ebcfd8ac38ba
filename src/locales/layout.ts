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

/** Keys of an export that are in its group's later file (the rest stay in the first file). */
export const laterKeys: Record<string, readonly string[]> = {
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
    'gasUnavailable',
    'gasProgress',
    'errors',
  ],
}
