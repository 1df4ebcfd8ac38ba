import type { PortfolioLabels } from '../../components/Portfolio/labels.ts'
import type { ReceiveAddressLabels } from '../../components/ReceiveAddress/labels.ts'
import type { SendFormLabels } from '../../components/SendForm/labels.ts'
import type { SendNftFormLabels } from '../../components/SendNftForm/labels.ts'
import type { TxPreviewLabels } from '../../components/TxPreview/labels.ts'
import type { SimulationFailureReason } from '../../errors/tx.ts'
import type { FirstWords } from '../layout.ts'
import { amountProblemWords, balanceChangesLabels, recipientProblemWords } from './common.ts'

const plural = new Intl.PluralRules('de')

const one = (count: number) => plural.select(count) === 'one'

const failures: Record<SimulationFailureReason, string> = {
  insufficientFunds:
    'Das Konto hat nicht genug für diese Transaktion. Guthaben aufstocken oder Betrag senken, dann erneut versuchen.',
  insufficientFee:
    'Die Gebühr ist für diese Chain zu niedrig. Anderen Gebühren-Token wählen und erneut versuchen.',
  wrongSequence: 'Eine andere Transaktion dieses Kontos kam zuerst. Gleich erneut versuchen.',
  unknownMessage:
    'Diese Chain kennt eine der von der App verlangten Nachrichten nicht. Nichts wurde signiert; bitte die App informieren.',
  outOfGas: 'Diese Transaktion braucht mehr Gas, als die Chain erlaubt. So kann sie nicht gesendet werden.',
  unknownAccount: 'Das Konto existiert auf dieser Chain noch nicht. Zuerst dort Guthaben empfangen.',
  invalidAddress:
    'Eine Adresse in dieser Transaktion ist auf dieser Chain ungültig. Prüfen und erneut versuchen.',
  executionFailed:
    'Der Contract hat diese Transaktion abgelehnt: Sie würde fehlschlagen. Anfrage der App prüfen und erneut versuchen.',
  other:
    'Laut Chain würde diese Transaktion fehlschlagen, daher wurde nichts signiert. Den Grund zeigt „Details“.',
}

const failedOnChain = 'Transaktion auf der Chain fehlgeschlagen'

const feeSpent = 'Nur die Gebühr wurde verbraucht'

const failedOnChainReasons: Record<SimulationFailureReason, string> = {
  insufficientFunds: `${failedOnChain}: Das Konto hatte nicht genug. ${feeSpent}.`,
  insufficientFee: `${failedOnChain}: Die Gebühr war zu niedrig. ${feeSpent}.`,
  wrongSequence: `${failedOnChain}: Eine andere Transaktion des Kontos kam zuerst. ${feeSpent}.`,
  unknownMessage: `${failedOnChain}: Die Chain kennt eine der Nachrichten nicht. ${feeSpent}; bitte die App informieren.`,
  outOfGas: `${failedOnChain}: Das Gas reichte nicht. ${feeSpent}.`,
  unknownAccount: `${failedOnChain}: Ein darin genanntes Konto existiert dort nicht. ${feeSpent}.`,
  invalidAddress: `${failedOnChain}: Eine Adresse darin ist dort ungültig. ${feeSpent}.`,
  executionFailed: `${failedOnChain}: Der Contract hat sie abgelehnt. ${feeSpent}; Anfrage der App prüfen.`,
  other: `${failedOnChain}. ${feeSpent}; den Grund zeigt „Details“.`,
}

export const sendFormLabels: FirstWords<SendFormLabels, 'sendFormLabels'> = {
  title: 'Senden',
  asset: 'Asset',
  amount: 'Betrag',
  balance: (amount) => `Guthaben: ${amount}`,
  max: 'Max',
  fee: (amount) => `Gebühr ca. ${amount}`,
  recipient: 'Empfänger',
  recipientHint: 'Eine init1…- oder 0x…-Adresse oder ein name.init',
  memo: 'Memo',
  memoOptional: '(optional)',
  review: 'Prüfen',
  loading: 'Guthaben wird geladen…',
  noAssets: (chain) => `Dieses Konto hat auf ${chain} nichts zu senden.`,
  retry: 'Wiederholen',
  amountProblem: (problem, symbol, feeWords) => {
    switch (problem.kind) {
      case 'fee':
        return problem.max === '0'
          ? `Dann bleibt nichts für die Gebühr (${feeWords}). Zuerst ${symbol} auf dieses Konto einzahlen.`
          : `Dann bleibt nichts für die Gebühr (${feeWords}). Mit „Max“ alles außer der Gebühr senden.`
      case 'feeBalance':
        return `Die Gebühr (${feeWords}) ist nicht bezahlbar. Zuerst Guthaben auf dieses Konto einzahlen.`
      default:
        return amountProblemWords(problem, symbol)
    }
  },
  recipientProblem: recipientProblemWords,
  memoTooLong: (max) => `Das Memo ist zu lang: höchstens ${max} Bytes.`,
  memoCheck: 'Senden an eine Börse? Prüfen, ob sie ein Memo verlangt.',
  memoContract:
    'Diese Adresse ist ein Contract- oder Modul-Konto. Gehört sie zu einer Börse oder App, prüfen, ob ein Memo nötig ist.',
  otherChain: (chain) => `Diese Adresse ist auf ${chain}. Dorthin zu senden ist ein Bridge-Transfer.`,
  bridge: 'Per Bridge senden',
  sent: 'Gesendet.',
  sendAnother: 'Neuer Transfer',
}

export const sendNftFormLabels: FirstWords<SendNftFormLabels, 'sendNftFormLabels'> = {
  title: (name) => `${name} senden`,
  recipient: 'Empfänger',
  recipientHint: 'Eine init1…- oder 0x…-Adresse auf dieser Chain',
  recipientProblem: recipientProblemWords,
  contractRecipient:
    'Diese Adresse ist ein Contract. Vor dem Senden prüfen, ob er NFTs halten und weitergeben kann.',
  unsupported:
    'Das Kit kann auf dieser Chain keine NFTs bewegen: Die VM dieser Chain ist weder Move noch EVM noch Wasm.',
  review: 'Prüfen',
  cancel: 'Abbrechen',
  loading: 'Wird geladen…',
  retry: 'Wiederholen',
}

export const receiveAddressLabels: FirstWords<ReceiveAddressLabels, 'receiveAddressLabels'> = {
  heading: 'Empfangen',
  bech32: 'Initia-Adresse',
  hex: 'EVM-Adresse',
  copyBech32: 'Initia-Adresse kopieren',
  copyHex: 'EVM-Adresse kopieren',
  copied: 'Kopiert',
  qrOf: 'QR-Code von',
  qrCode: (address) => `QR-Code von ${address}`,
  qrLoading: 'QR-Code wird erstellt…',
  noHex: 'Keine: Dieses Konto ist ein Contract- oder Modul-Konto.',
  invalid:
    'Das ist keine Kontoadresse, hier kann nichts empfangen werden. Wallet verbinden oder Adresse übergeben.',
  retry: 'Wiederholen',
}

export const portfolioLabels: FirstWords<PortfolioLabels, 'portfolioLabels'> = {
  title: 'Portfolio',
  total: 'Gesamtwert',
  unpriced: 'Einige Tokens haben keinen Preis und zählen nicht mit.',
  assets: 'Assets',
  loading: 'Guthaben wird geladen…',
  empty: 'Noch keine Tokens auf diesen Chains.',
  retry: 'Wiederholen',
  chainError: (chain, text) => `${chain}: ${text}`,
  retryChain: (chain) => `${chain} wiederholen`,
  chainsLoading: (chains) => `Lädt noch: ${chains.join(', ')}`,
  chainCount: (count) => `${count} ${one(count) ? 'Chain' : 'Chains'}`,
  onChain: (chain) => `auf ${chain}`,
  noPrice: 'Kein Preis',
  showSmall: (count) => `${count} ${one(count) ? 'kleines Guthaben' : 'kleine Guthaben'} anzeigen`,
  hideSmall: 'Kleine Guthaben ausblenden',
  unlisted: (count) => `Nicht gelistete Tokens (${count})`,
  baseUnits: 'Beträge in Basiseinheiten: Die Chain-Registry nennt diese Tokens nicht.',
}

export const txPreviewLabels: FirstWords<TxPreviewLabels, 'txPreviewLabels'> = {
  title: 'Transaktion bestätigen',
  loading: 'Transaktion wird simuliert…',
  actions: 'Was sie bewirkt',
  message: (name, detail) => (detail ? `${name}: ${detail}` : name),
  evmCall: (to) => `Contract-Aufruf ${to}`,
  memo: 'Memo',
  recipient: 'Empfänger',
  gas: 'Gas',
  fee: 'Gebühr',
  feeToken: 'Gebühr zahlen in',
  evmFee: 'Im EVM-Wallet bezahlt',
  changes: 'Guthabenänderungen',
  simulated: 'Aus einer Simulation auf der Chain, vor dem Signieren.',
  confirm: 'Bestätigen',
  cancel: 'Abbrechen',
  retry: 'Erneut versuchen',
  details: 'Details',
  cannotPay: (symbol) =>
    `Das Konto kann diese Gebühr nicht in ${symbol} zahlen. Anderen Gebühren-Token wählen oder Guthaben aufstocken.`,
  failures,
  notAnswering:
    'Die Chain hat nicht geantwortet, die Transaktion konnte nicht geprüft werden. Gleich erneut versuchen.',
  previewFailed:
    'Diese Transaktion konnte nicht geprüft und daher hier nicht signiert werden. Siehe Details.',
  declined: 'Die Anfrage wurde im Wallet abgelehnt. Nichts wurde gesendet.',
  sendFailed:
    'Die Transaktion konnte nicht gesendet werden. Nichts wurde doppelt signiert; Details ansehen, dann erneut versuchen.',
  signing: 'Transaktion im Wallet bestätigen…',
  broadcasting: 'Transaktion wird gesendet…',
  confirming: 'Warten auf Aufnahme der Transaktion in einen Block…',
  confirmed: 'Transaktion bestätigt.',
  dropped: 'Eine andere Transaktion des Kontos hat ihren Platz eingenommen; sie wird nicht aufgenommen.',
  failedOnChain: failedOnChainReasons,
  notFoundYet: 'Gesendet, aber noch in keinem Block. Vor erneutem Senden im Explorer nachsehen.',
  alreadySigned: 'Diese Transaktion wurde bereits signiert; sie wird nicht erneut signiert.',
  hash: 'Transaktion',
  explorer: 'Im Explorer ansehen',
  balanceChanges: balanceChangesLabels,
}
