import type { BridgeUrlField } from '../../bridge/form/urlState.ts'
import type { BridgeWidgetLabels } from '../../components/BridgeWidget/labels.ts'
import type { FirstWords } from '../layout.ts'
import { minutes, timeUnits } from '../shared/bridge.ts'
import { amountProblemWords } from './common.ts'

const inUnit = timeUnits('de', { grouped: false })

const linkFields: Record<BridgeUrlField, string> = {
  sourceChain: 'Die Quell-Chain',
  sourceAsset: 'Das Quell-Asset',
  destChain: 'Die Ziel-Chain',
  destAsset: 'Das Ziel-Asset',
  amount: 'Der Betrag',
  recipient: 'Der Empfänger',
}

export const bridgeWidgetLabels: FirstWords<BridgeWidgetLabels, 'bridgeWidgetLabels'> = {
  title: 'Bridge',
  from: 'Von',
  to: 'Nach',
  amount: 'Betrag',
  max: 'Max',
  balance: (amount) => `Guthaben: ${amount}`,
  flip: 'Quelle und Ziel tauschen',
  flipLocked: 'Tauschen nicht möglich: Eine Seite ist festgelegt',
  chooseAsset: 'Asset wählen',
  search: 'Chains und Assets suchen',
  noMatch: 'Keine Treffer',
  onChain: (chain) => `auf ${chain}`,
  loadingAssets: 'Chains und Assets werden geladen…',
  walletCannotSign: (chain) =>
    `Das Wallet kann nicht von ${chain} senden. Ein passendes Wallet verbinden oder andere Quelle wählen.`,
  assetsError: 'Die Liste der Chains und Assets konnte nicht geladen werden.',
  slippage: 'Slippage',
  slippageCustom: 'Eigene Slippage (%)',
  slippageCustomPlaceholder: 'Eigene %',
  slippageProblem: {
    invalid: 'Slippage als Zahl eingeben, etwa 1 oder 0,5.',
    range: 'Slippage muss zwischen 0,01 % und 50 % liegen.',
  },
  recipient: 'Empfänger',
  recipientOwn: 'Eigene Adresse',
  recipientEdit: 'An andere Adresse senden',
  recipientUseOwn: 'Meine Adresse nutzen',
  recipientAtReview: 'Wird bei „Prüfen“ abgefragt',
  amountProblem: amountProblemWords,
  linkProblem: (field, problem) =>
    `${linkFields[field] ?? `Das Feld ${field}`} im Link ${
      problem === 'unknown'
        ? 'wird hier nicht angeboten. Bitte neu wählen.'
        : problem === 'locked'
          ? `wurde ignoriert: Auf dieser Seite ist ${field.startsWith('source') ? 'die Quelle' : 'das Ziel'} fest vorgegeben.`
          : problem === 'large'
            ? 'ist zu groß.'
            : problem === 'decimals'
              ? 'hat mehr Dezimalstellen als dieses Asset.'
              : problem === 'zero'
                ? 'ist 0.'
                : 'war unlesbar und wurde ausgelassen.'
    }`,
  defaultNotOffered: (side) =>
    `Dieser Token ist hier als ${side === 'source' ? 'Quelle' : 'Ziel'} nicht verfügbar. Einen der angebotenen Tokens wählen.`,
  lockNotOffered: (side, problem, name) =>
    `Der Bridge-Dienst bietet ${problem === 'chain' ? `die Chain ${name}` : name} derzeit nicht an, daher kann ${side === 'source' ? 'von dort' : 'dorthin'} nichts gesendet werden. Später erneut versuchen.`,
  routePreference: 'Route',
  routePreferences: { fastest: 'Schnellste', cheapest: 'Günstigste' },
  routeChosen: (preference, bridges) =>
    `${preference === 'fastest' ? 'Schnellste' : 'Günstigste'} Route${bridges.length > 0 ? ` über ${bridges.join(', ')}` : ''}`,
  youReceive: 'Sie erhalten',
  fees: 'Gebühren',
  etaLabel: 'Dauer',
  eta: (seconds) =>
    seconds < 10
      ? 'wenige Sekunden'
      : seconds < 90
        ? `ca. ${inUnit(seconds, 'second')}`
        : `ca. ${inUnit(minutes(seconds), 'minute')}`,
  priceImpact: 'Preisauswirkung',
  updatingQuote: 'Angebot wird aktualisiert…',
  showRouteAnyway: 'Route trotzdem anzeigen',
  review: 'Prüfen',
  retry: 'Erneut versuchen',
  details: 'Details',
  history: 'Letzte Transfers',
  otherWithdrawals: 'Abholbare Auszahlungen',
  status: {
    idle: 'Betrag eingeben',
    quoting: 'Beste Route wird gesucht…',
    quoted: 'Bereit',
    preparing: 'Transaktion wird vorbereitet…',
    signingOpHook: 'Bridge-Schritt im Wallet bestätigen',
    approving: 'Token im Wallet freigeben',
    signing: 'Transaktion im Wallet signieren',
    broadcasting: 'Wird gesendet…',
    tracking: 'Unterwegs',
    confirming: 'Transaktion wird im Netzwerk gesucht',
    actionRequired: 'Aktion erforderlich',
    finalizing: 'Rollup verlassen: Auszahlungsfrist läuft',
    claimable: 'Auf der Ziel-Chain abholbereit',
    claiming: 'Gelder werden abgeholt',
    completed: 'Abgeschlossen',
    failed: 'Fehlgeschlagen',
    refunded: 'Fehlgeschlagen: Gelder zurückerstattet',
    abandoned: 'Nicht mehr verfolgt',
  },
}
