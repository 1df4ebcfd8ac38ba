import type { BridgeErrorWords } from '../../components/BridgeWidget/errorWords.ts'
import type { BridgeHistoryLabels } from '../../components/BridgeWidget/FoundHistory.tsx'
import type { BridgeWidgetLabels } from '../../components/BridgeWidget/labels.ts'
import type { LaterWords } from '../layout.ts'
import { minutes, timeUnits } from '../shared/bridge.ts'
import { hopStateIn, relativeTimeIn } from '../shared/bridgeLater.ts'
import { errorWords, recipientFieldLabels, recipientNameLabels } from './common.later.ts'

const inUnit = timeUnits('fr', { long: ['day'], grouped: false })

// `5 min`, `3 h`, `2 jours`: ungrouped, as the English writes them
const duration = (seconds: number) =>
  seconds < 60
    ? inUnit(Math.max(1, Math.ceil(seconds)), 'second')
    : seconds < 2 * 3600
      ? inUnit(minutes(seconds), 'minute')
      : seconds < 2 * 86_400
        ? inUnit(Math.round(seconds / 3600), 'hour')
        : inUnit(Math.round(seconds / 86_400), 'day')

const bridgeNames: Record<string, string> = {
  transfer: 'Transfert IBC',
  ibc_transfer: 'Transfert IBC',
  swap: 'Échange',
  evm_swap: 'Échange',
  op_init_transfer: 'Bridge OPinit',
  cctp_transfer: 'CCTP',
  axelar_transfer: 'Axelar',
  hyperlane_transfer: 'Hyperlane',
  go_fast_transfer: 'Go Fast',
  stargate_transfer: 'Stargate',
  layer_zero_transfer: 'LayerZero',
  eureka_transfer: 'IBC Eureka',
  bank_send: 'Envoi',
}

export const bridgeErrorWords: BridgeErrorWords = {
  UserRejectedError: 'Vous avez refusé la demande dans votre portefeuille. Rien n’a été envoyé.',
  WalletNotConnectedError: 'Aucun portefeuille connecté. Connectez votre portefeuille, puis réessayez.',
  ChainNotConfiguredError:
    'La configuration de portefeuille de ce site n’inclut pas cette chaîne. Choisissez-en une autre.',
  TxRejectedError:
    'La chaîne a refusé la transaction : rien n’a été envoyé. Vérifiez votre solde et les frais, puis réessayez.',
  ReceiptTimeoutError:
    'Votre transaction n’est pas encore confirmée. Cherchez-la dans un explorateur avant de la renvoyer.',
  UnsupportedMessageError:
    'Votre portefeuille ne peut pas signer ce type de transaction. Essayez un autre itinéraire ou portefeuille.',
  UnsupportedTxError:
    'Votre portefeuille ne peut pas envoyer ce type de transaction. Connectez un portefeuille pour cette chaîne.',
  SignerMismatchError:
    'Votre portefeuille a changé de compte. Revenez au précédent, ou demandez une nouvelle cotation pour ce compte.',
  UnsupportedSignerError:
    'Votre portefeuille ne peut pas signer cette étape du bridge. Essayez un autre portefeuille, comme Keplr.',
  SimulationFailedError:
    'La chaîne indique que cette transaction échouerait : rien n’a été signé. Voir Détails pour la raison.',
  AccountNotFoundError:
    'Votre compte n’existe pas encore sur cette chaîne. Envoyez-y d’abord des fonds, puis réessayez.',
  BroadcastUncertainError:
    'Votre transaction a peut-être été envoyée, mais le réseau ne l’a pas confirmée. Vérifiez l’activité de votre portefeuille avant de signer à nouveau.',
  RouterError:
    'Le service de bridge n’a pas pu traiter la demande. Réessayez, ou choisissez un autre itinéraire.',
  RouteNotFoundError:
    'Aucun itinéraire entre ces actifs pour ce montant. Essayez une autre paire ou un autre montant.',
  BadPriceError:
    'Cet itinéraire fait perdre beaucoup de valeur. Essayez un montant plus petit, ou affichez-le quand même.',
  InvalidAmountError: 'Ce montant ne peut pas passer par cet itinéraire. Essayez un autre montant.',
  TxNotFoundError:
    'Le service de bridge n’a pas encore vu cette transaction. Patientez un instant, puis vérifiez à nouveau.',
  RateLimitedError: 'Le service est occupé. Patientez un instant, puis réessayez.',
  MsgsMismatchError:
    'La transaction préparée par le service de bridge ne correspond pas à votre cotation : elle n’a pas été signée. Rien n’a été envoyé.',
  SimulatedOutflowError:
    'Une vérification avant signature montre que la transaction prendrait plus sur votre compte que la cotation : elle n’a pas été signée. Rien n’a été envoyé.',
  SimulationUnavailableError:
    'La chaîne n’a pas répondu à la vérification de votre transaction : elle n’a pas été signée. Rien n’a été envoyé. Réessayez dans un instant.',
  WalletContractError:
    'Votre portefeuille n’a pas indiqué si la transaction a été envoyée. Vérifiez son activité avant de signer à nouveau.',
  TransferStorageError:
    'Votre navigateur n’a pas pu enregistrer ce transfert. Gardez cette page ouverte jusqu’à la fin.',
  StorageEntryError:
    'Un transfert enregistré était illisible et a été mis de côté. Vos autres transferts ne sont pas concernés.',
  RecipientEntryError:
    'Un destinataire enregistré était illisible et a été ignoré. Vos autres destinataires ne sont pas concernés.',
  TransferRecordError: 'Un transfert enregistré est illisible. Vos autres transferts ne sont pas concernés.',
  NewerTransferRecordError:
    'Un transfert enregistré vient d’une version plus récente de ce site. Rechargez la page pour l’ouvrir.',
  BroadcastNotFoundError:
    'Votre transaction n’a pas atteint le réseau : rien n’a été envoyé. Signez-la à nouveau.',
  TrackTimeoutError:
    'Le bridge n’a pas encore vu votre transaction ; la chaîne l’a peut-être abandonnée. Vérifiez-la dans un explorateur, puis continuez ou retirez-la.',
  SignatureRequiredError:
    'Une partie de votre transfert est faite. Signez la transaction suivante dans votre portefeuille pour continuer.',
  TransferStateUnknownError:
    'Le bridge ne sait pas où en est votre transfert. Vérifiez-le dans un explorateur, puis continuez ou retirez-le.',
  TransferAbandonedError:
    'Le bridge ne suit plus votre transfert. Continuez pour le suivre à nouveau, ou vérifiez-le dans un explorateur.',
  InterruptedSignatureError:
    'La page s’est fermée pendant la signature dans votre portefeuille. Vérifiez son activité avant de signer à nouveau.',
  TransferFailedError:
    'Le transfert a échoué en route. Vérifiez-le dans un explorateur pour savoir où sont vos fonds.',
  ClaimUnconfirmedError:
    'Votre réclamation est envoyée, mais les fonds ne sont pas encore arrivés. Vérifiez dans un explorateur ; réclamer à nouveau est sans risque.',
  WithdrawalMismatchError:
    'Le registre du rollup pour ce retrait ne correspond pas à votre transfert : rien n’a été réclamé ni envoyé.',
}

export const bridgeHistoryLabels: BridgeHistoryLabels = {
  foundOnChain: 'Trouvé sur la chaîne',
  trackAgain: 'Suivre à nouveau',
  state: {
    success: 'Terminé',
    error: 'Échec',
    abandoned: 'Bloqué',
    pending: 'En cours',
    unknown: 'Pas encore connu',
    finalizing: 'Délai de retrait',
    claimable: 'Prêt à réclamer',
    claimed: 'Réclamé',
    notFollowed: 'Non suivi',
  },
  chainFailed: (chain) => `Impossible de lire l’historique sur ${chain}`,
}

export const bridgeWidgetLabels: LaterWords<BridgeWidgetLabels, 'bridgeWidgetLabels'> = {
  connectToSend: (chain) =>
    `Connectez un portefeuille capable de signer sur ${chain} pour envoyer depuis cette chaîne.`,
  enterRecipient: (chain) => `Saisissez une adresse sur ${chain} pour recevoir.`,
  savedRecipients: recipientFieldLabels,
  recipientName: recipientNameLabels,
  recipientProblem: (problem, chain) =>
    problem === 'empty'
      ? `Saisissez l’adresse qui reçoit les fonds sur ${chain}.`
      : problem === 'prefix'
        ? `Cette adresse n’est pas sur ${chain} : vérifiez ses premières lettres.`
        : `Ce n’est pas une adresse sur ${chain}.`,
  minimumReceived: 'Minimum reçu',
  feesDeducted: 'Déduits du montant',
  feesAdditional: 'Payés en plus',
  sender: 'Adresse d’envoi',
  signatures: (count) =>
    count === 1
      ? 'Vous signez une fois dans votre portefeuille.'
      : `Vous signez ${count} fois dans votre portefeuille.`,
  mayApprove: 'Votre portefeuille peut d’abord vous demander d’approuver le jeton.',
  claimLater: (chain) =>
    `Ceci est un retrait : une fois le délai d’attente écoulé, vous réclamez les fonds sur ${chain}, avec une signature de plus.`,
  steps: 'Itinéraire',
  step: (kind, from, to) =>
    from === to
      ? `${bridgeNames[kind] ?? kind} sur ${from}`
      : `${bridgeNames[kind] ?? kind} : ${from} → ${to}`,
  riskAcknowledge: 'Je comprends pouvoir recevoir bien moins que ce que j’envoie',
  highPriceImpact: (percent) => `Cet échange fait varier le prix de ${percent} % : vous recevez bien moins.`,
  badPriceWarning: 'Vous recevriez bien moins de valeur que vous n’en envoyez.',
  reviewTitle: 'Vérifier le transfert',
  balanceChanges: 'Vos soldes',
  changesOn: (chain) => `Sur ${chain} :`,
  simulatedChanges: 'Simulé par la chaîne avant signature',
  simulatedTx: (tx, chain) => `Transaction ${tx} sur ${chain} :`,
  simulatedGas: (gas) => `Gaz : ${gas}`,
  notSimulated:
    'non simulée (aucune adresse connue pour cette chaîne) ; vérifiée d’après la cotation seulement',
  confirm: 'Confirmer et signer',
  back: 'Retour',
  newTransfer: 'Nouveau transfert',
  signAgain: 'Signer à nouveau',
  resume: 'Continuer',
  dismiss: 'Retirer',
  view: 'Afficher',
  claim: 'Réclamer',
  claimOn: (chain) => `Réclamer sur ${chain}`,
  claimIn: (seconds) => `Réclamable dans environ ${duration(seconds)}`,
  waitingForOutput: (chain) => `En attente que le rollup signale le retrait à ${chain}`,
  timeLeft: (seconds) =>
    `encore environ ${seconds < 60 ? inUnit(Math.max(1, Math.ceil(seconds)), 'second') : inUnit(minutes(seconds), 'minute')}`,
  overdue: 'Plus long que prévu',
  received: (amount, chain) => `Vous avez reçu ${amount} sur ${chain}.`,
  explorerTx: (chain, role) =>
    role === 'send'
      ? `Envoyé sur ${chain}`
      : role === 'receive'
        ? `Reçu sur ${chain}`
        : role === 'acknowledge'
          ? `Confirmé sur ${chain}`
          : `Transaction sur ${chain}`,
  progressTitle: 'Transfert',
  routeProgress: 'Progression',
  relativeTime: relativeTimeIn('fr', 'à l’instant', 'short'),
  hopState: hopStateIn({ waiting: 'en attente', done: 'terminé', failed: 'échec', active: 'en cours' }),
  gasOnDestination: (chain) => `Gaz sur ${chain}`,
  gasWhy: (symbol) => `Le destinataire n’a pas de ${symbol} pour payer les frais.`,
  gasBring: (symbol) => `Ajouter des ${symbol} pour les frais`,
  gasCost: (cost, amount) => `${cost} pour ${amount}`,
  gasSignedApart: (count) =>
    count === 1
      ? 'Une signature de plus, après le transfert.'
      : `${count} signatures de plus, après le transfert.`,
  gasSignaturesToBring: (count) =>
    count === 1 ? 'Une signature dans votre portefeuille.' : `${count} signatures dans votre portefeuille.`,
  gasUnavailable: 'Impossible d’ajouter du gaz pour les frais. Le transfert se fait sans.',
  gasProgress: {
    waiting: (amount) => `${amount} pour les frais : après l’envoi du transfert`,
    signing: (amount) => `${amount} pour les frais : signez dans votre portefeuille`,
    sending: (amount) => `${amount} pour les frais : en route`,
    arrived: (amount) => `${amount} pour les frais : arrivée confirmée`,
    failed: (amount) => `Impossible d’envoyer ${amount} pour les frais. Le transfert n’est pas affecté.`,
    notSent: (amount) =>
      `${amount} pour les frais n’a pas été envoyé : la page a été fermée avant la signature. Le transfert n’est pas affecté.`,
  },
  errors: {
    ...errorWords,
    ...bridgeErrorWords,
    UserRejectedError: 'Vous avez refusé la signature dans votre portefeuille. Rien n’a été envoyé.',
    RateLimitedError: 'Le service de bridge est occupé. Patientez un instant, puis réessayez.',
    TimeoutError: 'Le service de bridge n’a pas répondu à temps. Réessayez.',
    NetworkError: 'Le service de bridge est injoignable. Vérifiez votre connexion, puis réessayez.',
    HttpError: 'Le service de bridge a répondu par une erreur. Réessayez dans un instant.',
    ResponseValidationError:
      'Le service de bridge a envoyé une réponse que cette page ne sait pas lire. Réessayez plus tard.',
    generic: 'Une erreur s’est produite. Réessayez.',
  },
}
