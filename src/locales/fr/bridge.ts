import type { BridgeUrlField } from '../../bridge/form/urlState.ts'
import type { BridgeWidgetLabels } from '../../components/BridgeWidget/labels.ts'
import type { FirstWords } from '../layout.ts'
import { minutes, timeUnits } from '../shared/bridge.ts'
import { amountProblemWords } from './common.ts'

const inUnit = timeUnits('fr', { long: ['day'], grouped: false })

// each field of a link, and whether its noun is feminine (the words after it agree)
const linkFields: Record<BridgeUrlField, [string, boolean]> = {
  sourceChain: ['La chaîne source', true],
  sourceAsset: ['L’actif source', false],
  destChain: ['La chaîne de destination', true],
  destAsset: ['L’actif de destination', false],
  amount: ['Le montant', false],
  recipient: ['Le destinataire', false],
}

export const bridgeWidgetLabels: FirstWords<BridgeWidgetLabels, 'bridgeWidgetLabels'> = {
  title: 'Bridge',
  from: 'De',
  to: 'Vers',
  amount: 'Montant',
  max: 'Max',
  balance: (amount) => `Solde : ${amount}`,
  flip: 'Inverser source et destination',
  flipLocked: 'Inversion impossible : un côté est verrouillé',
  chooseAsset: 'Choisir un actif',
  search: 'Chercher chaînes et actifs',
  noMatch: 'Aucun résultat',
  onChain: (chain) => `sur ${chain}`,
  loadingAssets: 'Chargement des chaînes et actifs…',
  walletCannotSign: (chain) =>
    `Votre portefeuille ne peut pas envoyer depuis ${chain}. Connectez-en un qui le peut, ou changez de source.`,
  assetsError: 'La liste des chaînes et actifs n’a pas pu être chargée.',
  slippage: 'Glissement',
  slippageCustom: 'Glissement personnalisé (%)',
  slippageCustomPlaceholder: 'Autre %',
  slippageProblem: {
    invalid: 'Saisissez le glissement en nombre, par exemple 1 ou 0,5.',
    range: 'Le glissement doit être entre 0,01 % et 50 %.',
  },
  recipient: 'Destinataire',
  recipientOwn: 'Votre adresse',
  recipientEdit: 'Envoyer à une autre adresse',
  recipientUseOwn: 'Utiliser mon adresse',
  recipientAtReview: 'Demandé à l’étape Vérifier',
  amountProblem: amountProblemWords,
  linkProblem: (field, problem) => {
    const [name, feminine] = linkFields[field] ?? [`Le champ ${field}`, false]
    const e = feminine ? 'e' : ''
    return `${name} du lien ${
      problem === 'unknown'
        ? `n’est pas proposé${e} ici. Choisissez-en ${feminine ? 'une' : 'un'}.`
        : problem === 'locked'
          ? `a été ignoré${e} : cette page n’envoie que ${field.startsWith('source') ? 'depuis' : 'vers'} ce qu’elle affiche.`
          : problem === 'large'
            ? `est trop élevé${e}.`
            : problem === 'decimals'
              ? 'a plus de décimales que cet actif.'
              : problem === 'zero'
                ? 'vaut 0.'
                : `est illisible et a été ignoré${e}.`
    }`
  },
  defaultNotOffered: (side) =>
    `${side === 'source' ? 'Ce jeton ne peut pas partir d’ici' : 'Ce jeton ne peut pas arriver ici'}. Choisissez l’un des jetons proposés.`,
  lockNotOffered: (side, problem, name) =>
    `Le service de bridge ne propose pas ${problem === 'chain' ? `la chaîne ${name}` : name} pour l’instant : impossible d’envoyer ${side === 'source' ? 'depuis' : 'vers'} ${problem === 'chain' ? 'cette chaîne' : 'cet actif'}. Réessayez plus tard.`,
  routePreference: 'Itinéraire',
  routePreferences: { fastest: 'Le plus rapide', cheapest: 'Le moins cher' },
  routeChosen: (preference, bridges) =>
    `Itinéraire ${preference === 'fastest' ? 'le plus rapide' : 'le moins cher'}${bridges.length > 0 ? ` via ${bridges.join(', ')}` : ''}`,
  youReceive: 'Vous recevez',
  fees: 'Frais',
  etaLabel: 'Durée',
  eta: (seconds) =>
    seconds < 10
      ? 'quelques secondes'
      : seconds < 90
        ? `environ ${inUnit(seconds, 'second')}`
        : `environ ${inUnit(minutes(seconds), 'minute')}`,
  priceImpact: 'Impact sur le prix',
  updatingQuote: 'Mise à jour de la cotation…',
  showRouteAnyway: 'Voir l’itinéraire quand même',
  review: 'Vérifier',
  retry: 'Réessayer',
  details: 'Détails',
  history: 'Transferts récents',
  otherWithdrawals: 'Retraits à réclamer',
  status: {
    idle: 'Saisissez un montant',
    quoting: 'Recherche du meilleur itinéraire…',
    quoted: 'Prêt',
    preparing: 'Préparation de la transaction…',
    signingOpHook: 'Approuvez l’étape de bridge dans votre portefeuille',
    approving: 'Approuvez le jeton dans votre portefeuille',
    signing: 'Signez la transaction dans votre portefeuille',
    broadcasting: 'Envoi…',
    tracking: 'En route',
    confirming: 'Recherche de votre transaction sur le réseau',
    actionRequired: 'Action requise',
    finalizing: 'Sorti du rollup : attente de la fin du délai de retrait',
    claimable: 'Prêt à réclamer sur la chaîne de destination',
    claiming: 'Réclamation de vos fonds',
    completed: 'Terminé',
    failed: 'Échec',
    refunded: 'Échec : les fonds ont été restitués',
    abandoned: 'Plus suivi',
  },
}
