import type { ErrorLabels } from '../../components/shared/ErrorAlert.tsx'
import type { ErrorWords } from '../../components/shared/errorWords.ts'
import type { RecipientFieldLabels } from '../../components/shared/recipientFieldLabels.ts'
import type { RecipientNameLabels } from '../../components/shared/recipientNameLabels.ts'

const plural = new Intl.PluralRules('fr')

const one = (count: number) => plural.select(count) === 'one'

const invalidParameterWords =
  'Impossible de rechercher cette adresse ou cet identifiant. Vérifiez-le, puis réessayez.'

const jsonRpcWords =
  'Le nœud de la chaîne a refusé la requête. Réessayez, ou vérifiez qu’il s’agit d’une chaîne EVM.'

const moduleLoadWords =
  'Une partie de cette page n’a pas pu être chargée. Vérifiez votre connexion, puis réessayez.'

const usernameAnswerWords =
  'La chaîne a renvoyé autre chose qu’un nom ou une adresse : ce n’est pas utilisé. Utilisez l’adresse elle-même.'

const usernameChangedWords =
  'Ce nom pointe désormais vers un autre compte que celui affiché. Rien n’a été signé : revérifiez le destinataire.'

const usernameNotFoundWords =
  'Personne ne porte ce nom. Vérifiez l’orthographe, ou utilisez directement l’adresse.'

const unknownChain =
  'Cette chaîne n’est pas inscrite une seule fois dans le registre des chaînes de ce réseau. Vérifiez l’ID de chaîne et le réseau.'

const shown = (character: string) =>
  character === ' '
    ? 'une espace'
    : `« ${character} » (U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`

const alphabets = [
  ['cyrillique', /\p{Script=Cyrillic}/u],
  ['grecque', /\p{Script=Greek}/u],
  ['arménienne', /\p{Script=Armenian}/u],
] as const

const whatItIs = (character: string) => {
  const alphabet = alphabets.find(([, script]) => script.test(character))?.[0]
  if (alphabet) return `c’est une lettre ${alphabet}`
  return /\p{Script=Latin}/u.test(character)
    ? 'c’est une forme large ou stylisée'
    : 'elle vient d’un autre alphabet'
}

export const errorWords: ErrorWords = {
  RollscopeError: 'Une erreur s’est produite. Réessayez ; si elle persiste, prévenez l’équipe du site.',
  InvalidParameterError: invalidParameterWords,
  HttpError: 'Le service a répondu par une erreur. Réessayez dans un instant.',
  ResponseValidationError:
    'Le service a envoyé une réponse que cette page ne sait pas lire. Réessayez plus tard.',
  TimeoutError: 'Le service a mis trop de temps à répondre. Réessayez.',
  NetworkError: 'Le service est injoignable. Vérifiez votre connexion, puis réessayez.',
  ChainNotFoundError:
    'Cette chaîne n’est pas dans le registre des chaînes de ce réseau. Vérifiez l’ID de chaîne et le réseau.',
  DuplicateChainIdError:
    'Cette chaîne figure deux fois dans le registre des chaînes : elle n’est pas utilisée. Vérifiez l’ID de chaîne et le réseau.',
  ChainServiceMissingError:
    'Le registre des chaînes n’indique aucun service pour cette chaîne : impossible de l’afficher ici.',
  JsonRpcError: jsonRpcWords,
  ModuleLoadError: moduleLoadWords,
  UsernameAnswerError: usernameAnswerWords,
  UsernameChangedError: usernameChangedWords,
  UsernameNotFoundError: usernameNotFoundWords,
}

export const errorLabels: ErrorLabels = {
  RollscopeError: 'Chargement impossible. Réessayez.',
  InvalidParameterError: invalidParameterWords,
  HttpError: 'Chargement impossible. Réessayez.',
  TimeoutError: 'L’indexeur a mis trop de temps à répondre. Réessayez.',
  NetworkError: 'L’indexeur est injoignable. Vérifiez votre connexion, puis réessayez.',
  ResponseValidationError:
    'L’indexeur a envoyé une réponse que cette page ne sait pas lire. Réessayez plus tard.',
  ChainNotFoundError: unknownChain,
  DuplicateChainIdError: unknownChain,
  ChainServiceMissingError:
    'Le registre des chaînes n’indique aucun indexeur pour cette chaîne : ses données ne peuvent pas s’afficher ici.',
  JsonRpcError: jsonRpcWords,
  ModuleLoadError: moduleLoadWords,
  UsernameAnswerError: usernameAnswerWords,
  UsernameChangedError: usernameChangedWords,
  UsernameNotFoundError: usernameNotFoundWords,
  notFound:
    'L’indexeur n’a aucune donnée à cette adresse. Vérifiez l’adresse qui lui a été donnée, puis réessayez.',
  busy: 'L’indexeur est occupé. Patientez un instant, puis réessayez.',
  server: 'L’indexeur a rencontré un problème. Réessayez dans un instant.',
  generic: 'Chargement impossible. Réessayez.',
  registry:
    'Le registre des chaînes n’a pas pu être lu : l’indexeur et les jetons de cette chaîne sont inconnus. Réessayez dans un instant.',
  details: 'Détails',
}

export const recipientFieldLabels: RecipientFieldLabels = {
  saved: 'Enregistrés',
  recent: 'Récents',
  addressBook: 'Carnet d’adresses',
  none: 'Aucun destinataire enregistré pour ce réseau.',
  saveContact: 'Ajouter au carnet d’adresses',
  contactLabel: 'Nom',
  save: 'Enregistrer',
  cancel: 'Annuler',
  rename: (label) => `Renommer ${label}`,
  remove: (label) => `Supprimer ${label}`,
  contactProblem: (problem) =>
    problem === 'labelEmpty'
      ? 'Donnez un nom à l’adresse.'
      : problem === 'labelTooLong'
        ? 'Utilisez un nom de 40 caractères au plus.'
        : problem === 'labelCharacters'
          ? 'Utilisez du texte simple pour le nom : ni < ni >, ni retour à la ligne, ni lien.'
          : 'Cette adresse ne peut pas être enregistrée.',
  dropped: (count) =>
    one(count)
      ? `${count} destinataire enregistré était illisible dans ce navigateur et a été ignoré.`
      : `${count} destinataires enregistrés étaient illisibles dans ce navigateur et ont été ignorés.`,
  storeFailed:
    'Les destinataires n’ont pas pu être conservés dans ce navigateur : il est peut-être plein ou en navigation privée.',
}

export const recipientNameLabels: RecipientNameLabels = {
  looking: (username) => `Recherche de ${username}…`,
  found: (username) => `${username} correspond à`,
  notFound: (username) =>
    `Personne ne porte le nom ${username}. Vérifiez l’orthographe, ou collez l’adresse elle-même.`,
  off: (username) =>
    `Les noms comme ${username} ne sont pas recherchés ici : celui-ci est inutilisable. Collez l’adresse elle-même.`,
  notInitia: (chain) =>
    `Les noms (name.init) sont pour les chaînes Initia ; ${chain} a ses propres adresses. Collez une adresse ${chain}.`,
  invalid: (problem, character, length) => {
    switch (problem) {
      case 'lookalike':
        return `${shown(character ?? '')} ressemble seulement à une lettre latine : ${whatItIs(character ?? '')}. Les noms n’admettent que a–z, 0–9 et le trait d’union ; retapez-le.`
      case 'tooShort':
      case 'tooLong':
        return `Un nom compte 3 à 64 caractères avant .init ; celui-ci en compte ${length}.`
      case 'hyphenEdge':
        return 'Un nom ne peut ni commencer ni finir par un trait d’union.'
      default:
        return character === '.'
          ? 'Un nom n’a qu’un point, celui avant init : aucun autre (x.init.init n’est pas un nom).'
          : `Un nom ne peut pas contenir ${shown(character ?? '')}. Les noms n’admettent que a–z, 0–9 et le trait d’union, puis .init.`
    }
  },
  failed: (username, garbage) =>
    garbage
      ? `La chaîne a renvoyé autre chose qu’une adresse pour ${username} : ce n’est pas utilisé. Collez l’adresse elle-même.`
      : `La chaîne n’a pas pu dire vers où pointe ${username}. Réessayez, ou collez l’adresse elle-même.`,
  retry: 'Réessayer',
  details: 'Détails',
}
