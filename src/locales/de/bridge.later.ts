import type { BridgeErrorWords } from '../../components/BridgeWidget/errorWords.ts'
import type { BridgeHistoryLabels } from '../../components/BridgeWidget/FoundHistory.tsx'
import type { BridgeWidgetLabels } from '../../components/BridgeWidget/labels.ts'
import type { LaterWords } from '../layout.ts'
import { minutes, timeUnits } from '../shared/bridge.ts'
import { hopStateIn, relativeTimeIn } from '../shared/bridgeLater.ts'
import { errorWords, recipientFieldLabels, recipientNameLabels } from './common.later.ts'

const inUnit = timeUnits('de', { grouped: false })

// `5 Min.`, `3 Std.`, `2 Tagen` (after "in"): ungrouped, as the English writes them
const duration = (seconds: number) =>
  seconds < 60
    ? inUnit(Math.max(1, Math.ceil(seconds)), 'second')
    : seconds < 2 * 3600
      ? inUnit(minutes(seconds), 'minute')
      : seconds < 2 * 86_400
        ? inUnit(Math.round(seconds / 3600), 'hour')
        : `${Math.round(seconds / 86_400)} Tagen`

const shortTime = (seconds: number) =>
  seconds < 60 ? inUnit(Math.max(1, Math.ceil(seconds)), 'second') : inUnit(minutes(seconds), 'minute')

const bridgeNames: Record<string, string> = {
  transfer: 'IBC-Transfer',
  ibc_transfer: 'IBC-Transfer',
  swap: 'Swap',
  evm_swap: 'Swap',
  op_init_transfer: 'OPinit-Bridge',
  cctp_transfer: 'CCTP',
  axelar_transfer: 'Axelar',
  hyperlane_transfer: 'Hyperlane',
  go_fast_transfer: 'Go Fast',
  stargate_transfer: 'Stargate',
  layer_zero_transfer: 'LayerZero',
  eureka_transfer: 'IBC Eureka',
  bank_send: 'Senden',
}

export const bridgeErrorWords: BridgeErrorWords = {
  UserRejectedError: 'Die Anfrage wurde im Wallet abgelehnt. Nichts wurde gesendet.',
  WalletNotConnectedError: 'Kein Wallet verbunden. Wallet verbinden und erneut versuchen.',
  ChainNotConfiguredError:
    'Die Wallet-Einrichtung dieser Seite umfasst diese Chain nicht. Andere Chain wählen.',
  TxRejectedError:
    'Die Chain hat die Transaktion abgelehnt, nichts wurde gesendet. Guthaben und Gebühren prüfen, dann erneut versuchen.',
  ReceiptTimeoutError:
    'Die Transaktion ist noch nicht bestätigt. Vor erneutem Senden in einem Explorer nachsehen.',
  UnsupportedMessageError:
    'Das Wallet kann diese Art Transaktion nicht signieren. Andere Route oder anderes Wallet versuchen.',
  UnsupportedTxError:
    'Das Wallet kann diese Art Transaktion nicht senden. Ein Wallet für diese Chain verbinden.',
  SignerMismatchError:
    'Das Wallet hat das Konto gewechselt. Zurückwechseln oder ein neues Angebot für dieses Konto holen.',
  UnsupportedSignerError:
    'Das Wallet kann diesen Bridge-Schritt nicht signieren. Ein anderes Wallet versuchen, etwa Keplr.',
  SimulationFailedError:
    'Laut Chain würde diese Transaktion fehlschlagen, daher wurde nichts signiert. Den Grund zeigt „Details“.',
  AccountNotFoundError:
    'Das Konto existiert auf dieser Chain noch nicht. Zuerst Guthaben dorthin senden, dann erneut versuchen.',
  BroadcastUncertainError:
    'Die Transaktion wurde vielleicht gesendet, aber das Netzwerk hat sie nicht bestätigt. Vor erneutem Signieren die Wallet-Aktivität prüfen.',
  RouterError:
    'Der Bridge-Dienst konnte die Anfrage nicht verarbeiten. Erneut versuchen oder eine andere Route wählen.',
  RouteNotFoundError:
    'Keine Route zwischen diesen Assets für diesen Betrag. Anderes Paar oder anderen Betrag versuchen.',
  BadPriceError:
    'Diese Route verliert viel Wert. Kleineren Betrag versuchen oder die Route trotzdem ansehen.',
  InvalidAmountError: 'Dieser Betrag ist über diese Route nicht möglich. Anderen Betrag versuchen.',
  TxNotFoundError:
    'Der Bridge-Dienst hat diese Transaktion noch nicht gesehen. Kurz warten und erneut prüfen.',
  RateLimitedError: 'Der Dienst ist ausgelastet. Kurz warten und erneut versuchen.',
  MsgsMismatchError:
    'Die vom Bridge-Dienst vorbereitete Transaktion passt nicht zum Angebot und wurde nicht signiert. Nichts wurde gesendet.',
  SimulatedOutflowError:
    'Eine Prüfung vor dem Signieren ergab, dass die Transaktion mehr vom Konto nimmt als im Angebot; sie wurde nicht signiert. Nichts wurde gesendet.',
  SimulationUnavailableError:
    'Die Chain hat auf die Prüfung der Transaktion nicht geantwortet; sie wurde nicht signiert. Nichts wurde gesendet. Gleich erneut versuchen.',
  WalletContractError:
    'Das Wallet hat nicht gemeldet, ob die Transaktion gesendet wurde. Vor erneutem Signieren die Wallet-Aktivität prüfen.',
  TransferStorageError:
    'Der Browser konnte diesen Transfer nicht speichern. Diese Seite bis zum Abschluss geöffnet lassen.',
  StorageEntryError:
    'Ein gespeicherter Transfer war unlesbar und wurde beiseitegelegt. Andere Transfers sind nicht betroffen.',
  RecipientEntryError:
    'Ein gespeicherter Empfänger war unlesbar und wurde ausgelassen. Andere Empfänger sind nicht betroffen.',
  TransferRecordError: 'Ein gespeicherter Transfer ist unlesbar. Andere Transfers sind nicht betroffen.',
  NewerTransferRecordError:
    'Ein gespeicherter Transfer stammt von einer neueren Version dieser Seite. Zum Öffnen die Seite neu laden.',
  BroadcastNotFoundError:
    'Die Transaktion hat das Netzwerk nicht erreicht, nichts wurde gesendet. Erneut signieren.',
  TrackTimeoutError:
    'Die Bridge hat die Transaktion noch nicht gesehen; die Chain hat sie vielleicht verworfen. Im Explorer prüfen, dann fortsetzen oder entfernen.',
  SignatureRequiredError:
    'Ein Teil des Transfers ist erledigt. Zum Fortsetzen die nächste Transaktion im Wallet signieren.',
  TransferStateUnknownError:
    'Die Bridge weiß nicht, wo der Transfer steht. Im Explorer prüfen, dann fortsetzen oder entfernen.',
  TransferAbandonedError:
    'Die Bridge verfolgt den Transfer nicht mehr. „Fortsetzen“ verfolgt ihn erneut; oder im Explorer prüfen.',
  InterruptedSignatureError:
    'Die Seite wurde geschlossen, während das Wallet signierte. Vor erneutem Signieren die Wallet-Aktivität prüfen.',
  TransferFailedError: 'Der Transfer ist unterwegs fehlgeschlagen. Im Explorer prüfen, wo die Gelder sind.',
  ClaimUnconfirmedError:
    'Die Abholung wurde gesendet, aber die Gelder sind noch nicht da. Im Explorer prüfen; erneutes Abholen ist sicher.',
  WithdrawalMismatchError:
    'Der Eintrag des Rollups zu dieser Auszahlung passt nicht zum Transfer, daher wurde nichts abgeholt oder gesendet.',
}

export const bridgeHistoryLabels: BridgeHistoryLabels = {
  foundOnChain: 'Auf der Chain gefunden',
  trackAgain: 'Erneut verfolgen',
  state: {
    success: 'Abgeschlossen',
    error: 'Fehlgeschlagen',
    abandoned: 'Hängt fest',
    pending: 'Läuft',
    unknown: 'Noch unbekannt',
    finalizing: 'Wartet auf Abholung',
    claimable: 'Abholbereit',
    claimed: 'Abgeholt',
    notFollowed: 'Nicht verfolgt',
  },
  chainFailed: (chain) => `Verlauf auf ${chain} nicht lesbar`,
}

export const bridgeWidgetLabels: LaterWords<BridgeWidgetLabels, 'bridgeWidgetLabels'> = {
  connectToSend: (chain) => `Ein Wallet verbinden, das auf ${chain} signieren kann, um von dort zu senden.`,
  enterRecipient: (chain) => `Eine Adresse auf ${chain} eingeben, um zu empfangen.`,
  savedRecipients: recipientFieldLabels,
  recipientName: recipientNameLabels,
  recipientProblem: (problem, chain) =>
    problem === 'empty'
      ? `Die Adresse eingeben, die auf ${chain} empfängt.`
      : problem === 'prefix'
        ? `Diese Adresse ist nicht auf ${chain}: Anfangsbuchstaben prüfen.`
        : `Das ist keine Adresse auf ${chain}.`,
  minimumReceived: 'Mindestbetrag',
  feesDeducted: 'Vom Betrag abgezogen',
  feesAdditional: 'Zusätzlich',
  sender: 'Absenderadresse',
  signatures: (count) => (count === 1 ? 'Eine Signatur im Wallet.' : `${count} Signaturen im Wallet.`),
  mayApprove: 'Das Wallet fragt eventuell zuerst nach einer Token-Freigabe.',
  claimLater: (chain) =>
    `Dies ist eine Auszahlung: Nach Ablauf der Wartezeit sind die Gelder auf ${chain} mit einer weiteren Signatur abholbar.`,
  steps: 'Route',
  step: (kind, from, to) =>
    from === to
      ? `${bridgeNames[kind] ?? kind} auf ${from}`
      : `${bridgeNames[kind] ?? kind}: ${from} → ${to}`,
  riskAcknowledge: 'Mir ist klar, dass ich viel weniger erhalten kann, als ich sende',
  highPriceImpact: (percent) =>
    `Dieser Swap bewegt den Preis um ${percent} %: Der erhaltene Betrag ist viel geringer.`,
  badPriceWarning: 'Der erhaltene Wert wäre viel geringer als der gesendete.',
  reviewTitle: 'Transfer prüfen',
  balanceChanges: 'Guthaben',
  changesOn: (chain) => `Auf ${chain}:`,
  simulatedChanges: 'Vor dem Signieren von der Chain simuliert',
  simulatedTx: (tx, chain) => `Transaktion ${tx} auf ${chain}:`,
  simulatedGas: (gas) => `${gas} Gas`,
  notSimulated: 'nicht simuliert (keine Adresse für diese Chain bekannt); nur mit dem Angebot abgeglichen',
  confirm: 'Bestätigen und signieren',
  back: 'Zurück',
  newTransfer: 'Neuer Transfer',
  signAgain: 'Erneut signieren',
  resume: 'Fortsetzen',
  dismiss: 'Entfernen',
  view: 'Anzeigen',
  claim: 'Abholen',
  claimOn: (chain) => `Auf ${chain} abholen`,
  claimIn: (seconds) => `Abholbar in ca. ${duration(seconds)}`,
  waitingForOutput: (chain) => `Warten, bis das Rollup die Auszahlung an ${chain} meldet`,
  timeLeft: (seconds) => `noch ca. ${shortTime(seconds)}`,
  overdue: 'Dauert länger als erwartet',
  received: (amount, chain) => `${amount} auf ${chain} erhalten.`,
  explorerTx: (chain, role) =>
    role === 'send'
      ? `Gesendet auf ${chain}`
      : role === 'receive'
        ? `Empfangen auf ${chain}`
        : role === 'acknowledge'
          ? `Bestätigt auf ${chain}`
          : `Transaktion auf ${chain}`,
  progressTitle: 'Transfer',
  routeProgress: 'Fortschritt der Route',
  relativeTime: relativeTimeIn('de', 'gerade eben', 'short'),
  hopState: hopStateIn({ waiting: 'wartend', done: 'erledigt', failed: 'fehlgeschlagen', active: 'läuft' }),
  gasOnDestination: (chain) => `Gas auf ${chain}`,
  gasWhy: (symbol) => `Der Empfänger hat kein ${symbol} für Gebühren.`,
  gasBring: (symbol) => `${symbol} für Gebühren mitsenden`,
  gasCost: (cost, amount) => `${cost} für ${amount}`,
  gasSignedApart: (count) =>
    count === 1
      ? 'Eine weitere Signatur, nach dem Transfer.'
      : `${count} weitere Signaturen, nach dem Transfer.`,
  gasSignaturesToBring: (count) =>
    count === 1 ? 'Eine Signatur im Wallet.' : `${count} Signaturen im Wallet.`,
  gasUnavailable: 'Gas für Gebühren konnte nicht hinzugefügt werden. Der Transfer funktioniert auch ohne.',
  gasProgress: {
    waiting: (amount) => `${amount} für Gebühren: nach dem Senden des Transfers`,
    signing: (amount) => `${amount} für Gebühren: im Wallet signieren`,
    sending: (amount) => `${amount} für Gebühren: unterwegs`,
    arrived: (amount) => `${amount} für Gebühren angekommen`,
    failed: (amount) => `${amount} für Gebühren nicht gesendet. Der Transfer ist nicht betroffen.`,
    notSent: (amount) =>
      `${amount} für Gebühren nicht gesendet: Die Seite wurde vor dem Signieren geschlossen. Der Transfer ist nicht betroffen.`,
  },
  errors: {
    ...errorWords,
    ...bridgeErrorWords,
    UserRejectedError: 'Die Signatur wurde im Wallet abgelehnt. Nichts wurde gesendet.',
    RateLimitedError: 'Der Bridge-Dienst ist ausgelastet. Kurz warten und erneut versuchen.',
    TimeoutError: 'Der Bridge-Dienst hat nicht rechtzeitig geantwortet. Erneut versuchen.',
    NetworkError: 'Der Bridge-Dienst ist nicht erreichbar. Verbindung prüfen und erneut versuchen.',
    HttpError: 'Der Bridge-Dienst hat mit einem Fehler geantwortet. Gleich erneut versuchen.',
    ResponseValidationError:
      'Der Bridge-Dienst hat etwas gesendet, das diese Seite nicht lesen kann. Später erneut versuchen.',
    generic: 'Etwas ist schiefgelaufen. Erneut versuchen.',
  },
}
