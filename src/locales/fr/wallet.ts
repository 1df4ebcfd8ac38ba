import type { PortfolioLabels } from '../../components/Portfolio/labels.ts'
import type { ReceiveAddressLabels } from '../../components/ReceiveAddress/labels.ts'
import type { SendFormLabels } from '../../components/SendForm/labels.ts'
import type { SendNftFormLabels } from '../../components/SendNftForm/labels.ts'
import type { TxPreviewLabels } from '../../components/TxPreview/labels.ts'
import type { SimulationFailureReason } from '../../errors/tx.ts'
import type { FirstWords } from '../layout.ts'
import { amountProblemWords, balanceChangesLabels, recipientProblemWords } from './common.ts'

const plural = new Intl.PluralRules('fr')

const one = (count: number) => plural.select(count) === 'one'

const failures: Record<SimulationFailureReason, string> = {
  insufficientFunds:
    'Votre compte ne détient pas assez pour cette transaction. Ajoutez des fonds ou réduisez le montant, puis réessayez.',
  insufficientFee:
    'Les frais sont trop bas pour cette chaîne. Choisissez un autre jeton de frais, puis réessayez.',
  wrongSequence: 'Une autre transaction de votre compte est passée avant. Réessayez dans un instant.',
  unknownMessage:
    'Cette chaîne ne connaît pas l’un des messages demandés par l’app. Rien n’a été signé ; prévenez l’app.',
  outOfGas:
    'Cette transaction exige plus de gaz que la chaîne n’en permet. Elle ne peut pas partir telle quelle.',
  unknownAccount: 'Votre compte n’existe pas encore sur cette chaîne. Recevez-y d’abord des fonds.',
  invalidAddress:
    'Une adresse de cette transaction n’est pas valide sur cette chaîne. Vérifiez-la, puis réessayez.',
  executionFailed:
    'Le contrat a refusé cette transaction : elle échouerait. Vérifiez ce que demande l’app, puis réessayez.',
  other:
    'La chaîne indique que cette transaction échouerait : rien n’a été signé. Voir Détails pour la raison.',
}

const failedOnChain = 'La transaction a échoué sur la chaîne'

const feeSpent = 'Seuls les frais ont été dépensés'

const failedOnChainReasons: Record<SimulationFailureReason, string> = {
  insufficientFunds: `${failedOnChain} : votre compte ne détenait pas assez. ${feeSpent}.`,
  insufficientFee: `${failedOnChain} : les frais étaient trop bas. ${feeSpent}.`,
  wrongSequence: `${failedOnChain} : une autre transaction de votre compte est passée avant. ${feeSpent}.`,
  unknownMessage: `${failedOnChain} : celle-ci ne connaît pas l’un des messages. ${feeSpent} ; prévenez l’app.`,
  outOfGas: `${failedOnChain} : elle a manqué de gaz. ${feeSpent}.`,
  unknownAccount: `${failedOnChain} : un compte qu’elle nomme n’y existe pas. ${feeSpent}.`,
  invalidAddress: `${failedOnChain} : une de ses adresses n’y est pas valide. ${feeSpent}.`,
  executionFailed: `${failedOnChain} : le contrat l’a refusée. ${feeSpent} ; vérifiez ce que l’app a demandé.`,
  other: `${failedOnChain}. ${feeSpent} ; voir Détails pour la raison.`,
}

export const sendFormLabels: FirstWords<SendFormLabels, 'sendFormLabels'> = {
  title: 'Envoyer',
  asset: 'Actif',
  amount: 'Montant',
  balance: (amount) => `Solde : ${amount}`,
  max: 'Max',
  fee: (amount) => `Frais : environ ${amount}`,
  recipient: 'Destinataire',
  recipientHint: 'Une adresse init1… ou 0x…, ou un nom.init',
  memo: 'Mémo',
  memoOptional: '(facultatif)',
  review: 'Vérifier',
  loading: 'Chargement de vos soldes…',
  noAssets: (chain) => `Ce compte ne détient rien à envoyer sur ${chain}.`,
  retry: 'Réessayer',
  amountProblem: (problem, symbol, feeWords) => {
    switch (problem.kind) {
      case 'fee':
        return problem.max === '0'
          ? `Il ne reste rien pour les frais (${feeWords}). Approvisionnez d’abord ce compte en ${symbol}.`
          : `Il ne reste rien pour les frais (${feeWords}). Utilisez Max pour tout envoyer sauf les frais.`
      case 'feeBalance':
        return `Vous ne pouvez pas payer les frais (${feeWords}). Approvisionnez d’abord ce compte.`
      default:
        return amountProblemWords(problem, symbol)
    }
  },
  recipientProblem: recipientProblemWords,
  memoTooLong: (max) => `Le mémo est trop long : ${max} octets au plus.`,
  memoCheck: 'Envoi vers une plateforme d’échange ? Vérifiez si elle exige un mémo.',
  memoContract:
    'Cette adresse est un compte de contrat ou de module. Si elle appartient à une plateforme ou une app, vérifiez si elle exige un mémo.',
  otherChain: (chain) => `Cette adresse est sur ${chain}. Y envoyer passe par un bridge.`,
  bridge: 'Passer par le bridge',
  sent: 'Envoyé.',
  sendAnother: 'Nouvel envoi',
}

export const sendNftFormLabels: FirstWords<SendNftFormLabels, 'sendNftFormLabels'> = {
  title: (name) => `Envoyer ${name}`,
  recipient: 'Destinataire',
  recipientHint: 'Une adresse init1… ou 0x… sur cette chaîne',
  recipientProblem: recipientProblemWords,
  contractRecipient:
    'Cette adresse est un contrat. Vérifiez qu’il peut détenir et transmettre des NFT avant d’envoyer.',
  unsupported: 'Le kit ne peut pas déplacer de NFT sur cette chaîne : sa VM n’est ni Move, ni EVM, ni Wasm.',
  review: 'Vérifier',
  cancel: 'Annuler',
  loading: 'Chargement…',
  retry: 'Réessayer',
}

export const receiveAddressLabels: FirstWords<ReceiveAddressLabels, 'receiveAddressLabels'> = {
  heading: 'Recevoir',
  bech32: 'Adresse Initia',
  hex: 'Adresse EVM',
  copyBech32: 'Copier l’adresse Initia',
  copyHex: 'Copier l’adresse EVM',
  copied: 'Copié',
  qrOf: 'QR code de',
  qrCode: (address) => `QR code de ${address}`,
  qrLoading: 'Création du QR code…',
  noHex: 'Aucune : ce compte est un compte de contrat ou de module.',
  invalid:
    'Ce n’est pas une adresse de compte : rien ne peut y être reçu. Connectez un portefeuille ou indiquez son adresse.',
  retry: 'Réessayer',
}

export const portfolioLabels: FirstWords<PortfolioLabels, 'portfolioLabels'> = {
  title: 'Portfolio',
  total: 'Valeur totale',
  unpriced: 'Certains jetons n’ont pas de prix et ne sont pas comptés.',
  assets: 'Actifs',
  loading: 'Chargement des soldes…',
  empty: 'Pas encore de jeton sur ces chaînes.',
  retry: 'Réessayer',
  chainError: (chain, text) => `${chain} : ${text}`,
  retryChain: (chain) => `Réessayer ${chain}`,
  chainsLoading: (chains) => `Chargement en cours : ${chains.join(', ')}`,
  chainCount: (count) => `${count} ${one(count) ? 'chaîne' : 'chaînes'}`,
  onChain: (chain) => `sur ${chain}`,
  noPrice: 'Sans prix',
  showSmall: (count) => `Afficher ${count} ${one(count) ? 'petit solde' : 'petits soldes'}`,
  hideSmall: 'Masquer les petits soldes',
  unlisted: (count) => `Jetons non répertoriés (${count})`,
  baseUnits: 'Montants en unités de base : le registre des chaînes ne nomme pas ces jetons.',
}

export const txPreviewLabels: FirstWords<TxPreviewLabels, 'txPreviewLabels'> = {
  title: 'Confirmer la transaction',
  loading: 'Simulation de la transaction…',
  actions: 'Actions',
  message: (name, detail) => (detail ? `${name} : ${detail}` : name),
  evmCall: (to) => `Appel du contrat ${to}`,
  memo: 'Mémo',
  recipient: 'Destinataire',
  gas: 'Gaz',
  fee: 'Frais',
  feeToken: 'Payer les frais en',
  evmFee: 'Payés via le portefeuille EVM',
  changes: 'Variations de solde',
  simulated: 'D’après une simulation sur la chaîne, avant signature.',
  confirm: 'Confirmer',
  cancel: 'Annuler',
  retry: 'Réessayer',
  details: 'Détails',
  cannotPay: (symbol) =>
    `Votre compte ne peut pas payer ces frais en ${symbol}. Choisissez un autre jeton de frais, ou ajoutez des fonds.`,
  failures,
  notAnswering:
    'La chaîne n’a pas répondu : la transaction n’a pas pu être vérifiée. Réessayez dans un instant.',
  previewFailed:
    'Cette transaction n’a pas pu être vérifiée : elle ne peut pas être signée ici. Voir Détails.',
  declined: 'Vous avez refusé la demande dans votre portefeuille. Rien n’a été envoyé.',
  sendFailed:
    'La transaction n’a pas pu être envoyée. Rien n’a été signé deux fois ; voir Détails, puis réessayez.',
  signing: 'Approuvez la transaction dans votre portefeuille…',
  broadcasting: 'Envoi de la transaction…',
  confirming: 'En attente de l’inclusion de la transaction dans un bloc…',
  confirmed: 'Transaction confirmée.',
  dropped: 'Une autre transaction de votre compte a pris sa place : elle ne sera pas incluse.',
  failedOnChain: failedOnChainReasons,
  notFoundYet: 'Envoyée, mais pas encore dans un bloc. Cherchez-la dans l’explorateur avant de la renvoyer.',
  alreadySigned: 'Cette transaction a déjà été signée ; elle n’est pas signée à nouveau.',
  hash: 'Transaction',
  explorer: 'Voir dans l’explorateur',
  balanceChanges: balanceChangesLabels,
}
