import type { RecipientProblem } from '../../bridge/form/catalogue.ts'
import type { BridgeUrlField, BridgeUrlProblem } from '../../bridge/form/urlState.ts'
import type { GasStage } from '../../bridge/gas/progress.ts'
import type { BridgeState } from '../../bridge/types.ts'
import type {
  AmountProblem,
  LockProblem,
  RoutePreference,
  SlippageProblem,
} from '../../hooks/useBridgeForm.ts'
import { amountProblemWords } from '../shared/amountWords.ts'
import { defaultErrorWords, type ErrorWords } from '../shared/errorWords.ts'
import { defaultRecipientFieldLabels, type RecipientFieldLabels } from '../shared/recipientFieldLabels.ts'
import { defaultRecipientNameLabels, type RecipientNameLabels } from '../shared/recipientNameLabels.ts'
import { type BridgeErrorWords, defaultBridgeErrorWords } from './errorWords.ts'

/** Every word the widget shows. Pass a partial set through `labels` to translate or rephrase. */
export interface BridgeWidgetLabels {
  title: string
  from: string
  to: string
  amount: string
  max: string
  balance: (amount: string) => string
  flip: string
  /** The flip button's hint while flipping would move a locked side. */
  flipLocked: string
  chooseAsset: string
  search: string
  noMatch: string
  onChain: (chain: string) => string
  loadingAssets: string
  walletCannotSign: (chain: string) => string
  assetsError: string
  slippage: string
  slippageCustom: string
  slippageCustomPlaceholder: string
  slippageProblem: Record<SlippageProblem, string>
  recipient: string
  recipientOwn: string
  recipientEdit: string
  recipientUseOwn: string
  /** In the form, when the wallet has no address on the destination: the recipient is asked for at Review. */
  recipientAtReview: string
  recipientProblem: (problem: RecipientProblem, chain: string) => string
  /** The saved recipients offered for another address, and the address book. */
  savedRecipients: RecipientFieldLabels
  /** A recipient typed as a name (`alice.init`): the lookup, the address found, what is wrong. */
  recipientName: RecipientNameLabels
  amountProblem: (problem: AmountProblem, symbol: string) => string
  /** Why a field of the page's link (`urlState`) was left out. */
  linkProblem: (field: BridgeUrlField, problem: BridgeUrlProblem) => string
  /** The token the app opened the widget with (`defaultSource` / `defaultDestination`) is not one it can bridge. */
  defaultNotOffered: (side: 'source' | 'destination') => string
  /** A side the app locked (`lockedSource` / `lockedDestination`) to a chain or asset the bridge service lacks. */
  lockNotOffered: (side: 'source' | 'destination', problem: LockProblem, name: string) => string
  /** The settings' choice of how routes are picked. */
  routePreference: string
  routePreferences: Record<RoutePreference, string>
  /** The quote's line saying how its route was picked, and the bridges it crosses (`bridgeName` of each). */
  routeChosen: (preference: RoutePreference, bridges: readonly string[]) => string
  /** A bridge by the router's name of it (`IBC`, `OPINIT`, `CCTP`, ...). */
  bridgeName: (bridge: string) => string
  youReceive: string
  minimumReceived: string
  fees: string
  feesDeducted: string
  feesAdditional: string
  etaLabel: string
  eta: (seconds: number) => string
  priceImpact: string
  updatingQuote: string
  sender: string
  signatures: (count: number) => string
  mayApprove: string
  claimLater: (chain: string) => string
  steps: string
  step: (kind: string, from: string, to: string) => string
  riskAcknowledge: string
  highPriceImpact: (percent: string) => string
  badPriceWarning: string
  showRouteAnyway: string
  review: string
  reviewTitle: string
  /** Review's ask when the wallet gives no address on the source chain (not connected, or no key there). */
  connectToSend: (chain: string) => string
  /** Review's ask when no recipient is known on the destination chain. */
  enterRecipient: (chain: string) => string
  /** The review's list of what the user's accounts give and get, per chain. */
  balanceChanges: string
  changesOn: (chain: string) => string
  /** The chain's simulation of each Cosmos tx, shown from just before the wallet is asked to sign it. */
  simulatedChanges: string
  simulatedTx: (tx: number, chain: string) => string
  simulatedGas: (gas: string) => string
  /** A Cosmos tx signed without a simulation: the kit knew no address to ask its chain. */
  notSimulated: string
  confirm: string
  back: string
  newTransfer: string
  retry: string
  signAgain: string
  details: string
  history: string
  otherWithdrawals: string
  resume: string
  dismiss: string
  view: string
  claim: string
  claimOn: (chain: string) => string
  claimIn: (seconds: number) => string
  waitingForOutput: (chain: string) => string
  timeLeft: (seconds: number) => string
  overdue: string
  received: (amount: string, chain: string) => string
  /** A link to a tx on an explorer; `role` is what it did (send, receive, acknowledge, ...), when known. */
  explorerTx: (chain: string, role?: string) => string
  progressTitle: string
  routeProgress: string
  relativeTime: (ms: number) => string
  status: Record<BridgeState['status'], string>
  hopState: (state: string | undefined) => string
  /** Gas on the destination: the review's line, its switch and cost, and its progress. */
  gasOnDestination: (chain: string) => string
  /** Why it is offered: the recipient holds none of the chain's fee token. */
  gasWhy: (symbol: string) => string
  /** The switch that brings it or not. */
  gasBring: (symbol: string) => string
  /** What it costs from the source and what arrives. */
  gasCost: (cost: string, amount: string) => string
  /** It is signed on its own, after the transfer: `count` more signatures. */
  gasSignedApart: (count: number) => string
  /** Gas brought after the transfer was sent (the page had closed first): `count` signatures in the wallet. */
  gasSignaturesToBring: (count: number) => string
  /** The gas route could not be quoted: the transfer goes without it. */
  gasUnavailable: string
  gasProgress: Record<GasStage, (amount: string) => string>
  /** What each error says, by its class's name; `generic` for an error that is not the kit's. */
  errors: ErrorWords & BridgeErrorWords & { generic: string }
}

const minutes = (seconds: number) => Math.max(1, Math.round(seconds / 60))

const bridgeNames: Record<string, string> = {
  transfer: 'IBC transfer',
  ibc_transfer: 'IBC transfer',
  swap: 'Swap',
  evm_swap: 'Swap',
  op_init_transfer: 'OPinit bridge',
  cctp_transfer: 'CCTP',
  axelar_transfer: 'Axelar',
  hyperlane_transfer: 'Hyperlane',
  go_fast_transfer: 'Go Fast',
  stargate_transfer: 'Stargate',
  layer_zero_transfer: 'LayerZero',
  eureka_transfer: 'IBC Eureka',
  bank_send: 'Send',
}

const bridgeIds: Record<string, string> = {
  IBC: 'IBC',
  OPINIT: 'OPinit',
  CCTP: 'CCTP',
  AXELAR: 'Axelar',
  HYPERLANE: 'Hyperlane',
  GO_FAST: 'Go Fast',
  STARGATE: 'Stargate',
  LAYER_ZERO: 'LayerZero',
  EUREKA: 'IBC Eureka',
}

export const defaultBridgeWidgetLabels: BridgeWidgetLabels = {
  title: 'Bridge',
  from: 'From',
  to: 'To',
  amount: 'Amount',
  max: 'Max',
  balance: (amount) => `Balance: ${amount}`,
  flip: 'Swap source and destination',
  flipLocked: 'A locked side cannot be swapped',
  chooseAsset: 'Choose an asset',
  search: 'Search chains and assets',
  noMatch: 'Nothing matches',
  onChain: (chain) => `on ${chain}`,
  loadingAssets: 'Loading chains and assets…',
  walletCannotSign: (chain) =>
    `Your wallet cannot send from ${chain}. Connect one that can, or pick another source.`,
  assetsError: 'The list of chains and assets could not be loaded.',
  slippage: 'Slippage',
  slippageCustom: 'Custom slippage (%)',
  slippageCustomPlaceholder: 'Custom %',
  slippageProblem: {
    invalid: 'Enter the slippage as a number, such as 1 or 0.5.',
    range: 'Slippage must be between 0.01 % and 50 %.',
  },
  recipient: 'Recipient',
  recipientOwn: 'Your address',
  recipientEdit: 'Send to another address',
  recipientUseOwn: 'Use my address',
  recipientAtReview: 'Asked for at Review',
  savedRecipients: defaultRecipientFieldLabels,
  recipientName: defaultRecipientNameLabels,
  recipientProblem: (problem, chain) =>
    problem === 'empty'
      ? `Enter the address that receives the funds on ${chain}.`
      : problem === 'prefix'
        ? `This address is not on ${chain}: check its first letters.`
        : `This is not an address on ${chain}.`,
  amountProblem: amountProblemWords,
  linkProblem: (field, problem) =>
    `The link's ${field
      .replace(/([A-Z])/, ' $1')
      .replace('dest ', 'destination ')
      .toLowerCase()} ${
      problem === 'unknown'
        ? 'is not offered here. Choose one.'
        : problem === 'locked'
          ? `was ignored: this page only bridges ${field.startsWith('source') ? 'from' : 'to'} what it shows.`
          : problem === 'large'
            ? 'is too large.'
            : problem === 'decimals'
              ? 'has more decimals than this asset.'
              : problem === 'zero'
                ? 'is 0.'
                : 'could not be read and was left out.'
    }`,
  defaultNotOffered: (side) =>
    `That token cannot be bridged ${side === 'source' ? 'from' : 'to'} here. Choose one of the tokens offered.`,
  lockNotOffered: (side, problem, name) =>
    `The bridge service does not offer ${problem === 'chain' ? `the chain ${name}` : name} now, so nothing can be sent ${side === 'source' ? 'from' : 'to'} it. Try again later.`,
  routePreference: 'Route',
  routePreferences: { fastest: 'Fastest', cheapest: 'Cheapest' },
  routeChosen: (preference, bridges) =>
    `${preference === 'fastest' ? 'Fastest' : 'Cheapest'} route${bridges.length > 0 ? ` via ${bridges.join(', ')}` : ''}`,
  bridgeName: (bridge) => bridgeIds[bridge] ?? bridge,
  youReceive: 'You receive',
  minimumReceived: 'Minimum received',
  fees: 'Fees',
  feesDeducted: 'Taken from the amount',
  feesAdditional: 'Paid on top',
  etaLabel: 'Time',
  eta: (seconds) =>
    seconds < 10 ? 'a few seconds' : seconds < 90 ? `about ${seconds} s` : `about ${minutes(seconds)} min`,
  priceImpact: 'Price impact',
  updatingQuote: 'Updating the quote…',
  sender: 'From address',
  signatures: (count) =>
    count === 1 ? 'You sign once in your wallet.' : `You sign ${count} times in your wallet.`,
  mayApprove: 'Your wallet may first ask you to approve the token.',
  claimLater: (chain) =>
    `This is a withdrawal: once its waiting period ends you claim the funds on ${chain}, with one more signature.`,
  steps: 'Route',
  step: (kind, from, to) =>
    from === to ? `${bridgeNames[kind] ?? kind} on ${from}` : `${bridgeNames[kind] ?? kind}: ${from} → ${to}`,
  riskAcknowledge: 'I understand I may receive much less than I send',
  highPriceImpact: (percent) => `This swap moves the price by ${percent} %: you receive much less.`,
  badPriceWarning: 'You would receive much less value than you send.',
  showRouteAnyway: 'Show the route anyway',
  review: 'Review',
  reviewTitle: 'Review the transfer',
  connectToSend: (chain) => `Connect a wallet that can sign on ${chain} to send from it.`,
  enterRecipient: (chain) => `Enter an address on ${chain} to receive.`,
  balanceChanges: 'Your balances',
  changesOn: (chain) => `On ${chain}:`,
  simulatedChanges: 'Simulated by the chain before signing',
  simulatedTx: (tx, chain) => `Transaction ${tx} on ${chain}:`,
  simulatedGas: (gas) => `${gas} gas`,
  notSimulated: 'not simulated (no address known for this chain); checked against the quote only',
  confirm: 'Confirm and sign',
  back: 'Back',
  newTransfer: 'New transfer',
  retry: 'Try again',
  signAgain: 'Sign again',
  details: 'Details',
  history: 'Recent transfers',
  otherWithdrawals: 'Withdrawals to claim',
  resume: 'Continue',
  dismiss: 'Remove',
  view: 'Show',
  claim: 'Claim',
  claimOn: (chain) => `Claim on ${chain}`,
  claimIn: (seconds) =>
    seconds < 60
      ? `You can claim in about ${Math.max(1, Math.ceil(seconds))} s`
      : seconds < 2 * 3600
        ? `You can claim in about ${minutes(seconds)} min`
        : seconds < 2 * 86_400
          ? `You can claim in about ${Math.round(seconds / 3600)} h`
          : `You can claim in about ${Math.round(seconds / 86_400)} days`,
  waitingForOutput: (chain) => `Waiting for the rollup to report the withdrawal to ${chain}`,
  timeLeft: (seconds) =>
    seconds < 60 ? `about ${Math.max(1, Math.ceil(seconds))} s left` : `about ${minutes(seconds)} min left`,
  overdue: 'Taking longer than expected',
  received: (amount, chain) => `You received ${amount} on ${chain}.`,
  explorerTx: (chain, role) =>
    role === 'send'
      ? `Sent on ${chain}`
      : role === 'receive'
        ? `Received on ${chain}`
        : role === 'acknowledge'
          ? `Confirmed on ${chain}`
          : `${chain} transaction`,
  progressTitle: 'Transfer',
  routeProgress: 'Route progress',
  relativeTime: (ms) => {
    const seconds = Math.round(ms / 1000)
    if (seconds < 60) return 'just now'
    if (seconds < 3600) return `${Math.round(seconds / 60)} min ago`
    if (seconds < 86_400) return `${Math.round(seconds / 3600)} h ago`
    return `${Math.round(seconds / 86_400)} d ago`
  },
  status: {
    idle: 'Enter an amount',
    quoting: 'Finding the best route…',
    quoted: 'Ready',
    preparing: 'Preparing the transaction…',
    signingOpHook: 'Approve the bridge step in your wallet',
    approving: 'Approve the token in your wallet',
    signing: 'Sign the transaction in your wallet',
    broadcasting: 'Sending…',
    tracking: 'On its way',
    confirming: 'Checking the network for your transaction',
    actionRequired: 'Your action is needed',
    finalizing: 'Left the rollup: waiting for the withdrawal period to end',
    claimable: 'Ready to claim on the destination chain',
    claiming: 'Claiming your funds',
    completed: 'Completed',
    failed: 'Failed',
    refunded: 'Failed: the funds were returned',
    abandoned: 'No longer followed',
  },
  hopState: (state) => {
    if (!state) return 'waiting'
    if (/SUCCESS|RECEIVED|COMPLETED|EXECUTED/.test(state)) return 'done'
    if (/FAIL|ERROR|REFUND/.test(state)) return 'failed'
    return 'in progress'
  },
  gasOnDestination: (chain) => `Gas on ${chain}`,
  gasWhy: (symbol) => `The recipient has no ${symbol} to pay fees.`,
  gasBring: (symbol) => `Bring ${symbol} for fees`,
  gasCost: (cost, amount) => `${cost} for ${amount}`,
  gasSignedApart: (count) =>
    count === 1 ? 'One more signature, after the transfer.' : `${count} more signatures, after the transfer.`,
  gasSignaturesToBring: (count) =>
    count === 1 ? 'One signature in your wallet.' : `${count} signatures in your wallet.`,
  gasUnavailable: 'Gas for fees could not be added. The transfer works without it.',
  gasProgress: {
    waiting: (amount) => `${amount} for fees: after the transfer is sent`,
    signing: (amount) => `${amount} for fees: sign it in your wallet`,
    sending: (amount) => `${amount} for fees: on its way`,
    arrived: (amount) => `${amount} for fees arrived`,
    failed: (amount) => `${amount} for fees was not brought. The transfer is not affected.`,
    notSent: (amount) =>
      `${amount} for fees was not sent: the page closed before it was signed. The transfer is not affected.`,
  },
  errors: {
    ...defaultErrorWords,
    ...defaultBridgeErrorWords,
    UserRejectedError: 'You declined the signature in your wallet. Nothing was sent.',
    RateLimitedError: 'The bridge service is busy. Wait a moment and try again.',
    TimeoutError: 'The bridge service did not answer in time. Try again.',
    NetworkError: 'The bridge service could not be reached. Check your connection and try again.',
    HttpError: 'The bridge service answered with an error. Try again in a moment.',
    ResponseValidationError: 'The bridge service sent something this page cannot read. Try again later.',
    generic: 'Something went wrong. Try again.',
  },
}
