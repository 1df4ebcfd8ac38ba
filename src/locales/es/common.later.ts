import type { ErrorLabels } from '../../components/shared/ErrorAlert.tsx'
import type { ErrorWords } from '../../components/shared/errorWords.ts'
import type { RecipientFieldLabels } from '../../components/shared/recipientFieldLabels.ts'
import type { RecipientNameLabels } from '../../components/shared/recipientNameLabels.ts'

const invalidParameterWords = 'No se puede buscar esta dirección o ID. Revísala e inténtalo de nuevo.'

const jsonRpcWords =
  'El nodo de la red rechazó la solicitud. Inténtalo de nuevo o comprueba que sea una red EVM.'

const moduleLoadWords = 'No se pudo cargar parte de esta página. Revisa tu conexión e inténtalo de nuevo.'

const usernameAnswerWords =
  'La red devolvió algo que no es un nombre ni una dirección, así que no se usa. Usa la dirección directamente.'

const usernameChangedWords =
  'Este nombre ahora apunta a otra cuenta distinta de la mostrada. No se firmó nada: revisa el destinatario.'

const usernameNotFoundWords =
  'Nadie tiene este nombre. Revisa cómo se escribe o usa la dirección directamente.'

const unknownChain =
  'Esta red no figura en el registro o figura dos veces. Revisa el ID de la red y si es mainnet o testnet.'

const shown = (character: string) =>
  character === ' '
    ? 'un espacio'
    : `«${character}» (U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`

const alphabets = [
  ['es una letra cirílica', /\p{Script=Cyrillic}/u],
  ['es una letra griega', /\p{Script=Greek}/u],
  ['es una letra armenia', /\p{Script=Armenian}/u],
] as const

const whatItIs = (character: string) => {
  const alphabet = alphabets.find(([, script]) => script.test(character))?.[0]
  if (alphabet) return alphabet
  return /\p{Script=Latin}/u.test(character) ? 'es una forma ancha o estilizada' : 'es de otro alfabeto'
}

export const errorWords: ErrorWords = {
  RollscopeError: 'Algo salió mal. Inténtalo de nuevo; si sigue pasando, avisa al equipo del sitio.',
  InvalidParameterError: invalidParameterWords,
  HttpError: 'El servicio respondió con un error. Inténtalo de nuevo en un momento.',
  ResponseValidationError: 'El servicio envió algo que esta página no puede leer. Inténtalo más tarde.',
  TimeoutError: 'El servicio tardó demasiado en responder. Inténtalo de nuevo.',
  NetworkError: 'No se pudo conectar con el servicio. Revisa tu conexión e inténtalo de nuevo.',
  ChainNotFoundError:
    'Esta red no está en el registro de redes. Revisa el ID de la red y si es mainnet o testnet.',
  DuplicateChainIdError:
    'Esta red figura dos veces en el registro, así que no se usa. Revisa el ID de la red y si es mainnet o testnet.',
  ChainServiceMissingError:
    'El registro no indica ningún servicio para esta red, así que no se puede mostrar aquí.',
  JsonRpcError: jsonRpcWords,
  ModuleLoadError: moduleLoadWords,
  UsernameAnswerError: usernameAnswerWords,
  UsernameChangedError: usernameChangedWords,
  UsernameNotFoundError: usernameNotFoundWords,
}

export const errorLabels: ErrorLabels = {
  RollscopeError: 'No se pudo cargar. Inténtalo de nuevo.',
  InvalidParameterError: invalidParameterWords,
  HttpError: 'No se pudo cargar. Inténtalo de nuevo.',
  TimeoutError: 'El indexador tardó demasiado en responder. Inténtalo de nuevo.',
  NetworkError: 'No se pudo conectar con el indexador. Revisa tu conexión e inténtalo de nuevo.',
  ResponseValidationError: 'El indexador envió algo que esta página no puede leer. Inténtalo más tarde.',
  ChainNotFoundError: unknownChain,
  DuplicateChainIdError: unknownChain,
  ChainServiceMissingError:
    'El registro no indica ningún indexador para esta red, así que sus datos no se pueden mostrar aquí.',
  JsonRpcError: jsonRpcWords,
  ModuleLoadError: moduleLoadWords,
  UsernameAnswerError: usernameAnswerWords,
  UsernameChangedError: usernameChangedWords,
  UsernameNotFoundError: usernameNotFoundWords,
  notFound:
    'El indexador no tiene datos en esta URL. Revisa la dirección que se le dio e inténtalo de nuevo.',
  busy: 'El indexador está ocupado ahora. Espera un momento e inténtalo de nuevo.',
  server: 'El indexador tuvo un problema. Inténtalo de nuevo en un momento.',
  generic: 'No se pudo cargar. Inténtalo de nuevo.',
  registry:
    'No se pudo leer el registro de redes, así que se desconocen el indexador y los tokens de esta red. Inténtalo en un momento.',
  details: 'Detalles',
}

export const recipientFieldLabels: RecipientFieldLabels = {
  saved: 'Guardados',
  recent: 'Recientes',
  addressBook: 'Contactos',
  none: 'Aún no hay destinatarios guardados en esta red.',
  saveContact: 'Guardar en contactos',
  contactLabel: 'Nombre',
  save: 'Guardar',
  cancel: 'Cancelar',
  rename: (label) => `Renombrar ${label}`,
  remove: (label) => `Eliminar ${label}`,
  contactProblem: (problem) =>
    problem === 'labelEmpty'
      ? 'Ponle un nombre a la dirección.'
      : problem === 'labelTooLong'
        ? 'Usa un nombre de 40 caracteres como máximo.'
        : problem === 'labelCharacters'
          ? 'Usa texto simple para el nombre: sin < ni >, sin saltos de línea y sin enlaces.'
          : 'Esta dirección no se puede guardar.',
  dropped: (count) =>
    count === 1
      ? `${count} destinatario guardado no se pudo leer en este navegador y se omitió.`
      : `${count} destinatarios guardados no se pudieron leer en este navegador y se omitieron.`,
  storeFailed:
    'No se pudieron guardar los destinatarios en este navegador: puede estar lleno o en modo privado.',
}

export const recipientNameLabels: RecipientNameLabels = {
  looking: (username) => `Buscando ${username}…`,
  found: (username) => `${username} es`,
  notFound: (username) => `Nadie tiene el nombre ${username}. Revisa cómo se escribe o pega la dirección.`,
  off: (username) =>
    `Aquí no se buscan nombres como ${username}, así que no se puede usar. Pega la dirección.`,
  notInitia: (chain) =>
    `Los nombres (name.init) son para redes de Initia; ${chain} usa sus propias direcciones. Pega una dirección de ${chain}.`,
  invalid: (problem, character, length) => {
    switch (problem) {
      case 'lookalike':
        return `${shown(character ?? '')} solo parece una letra latina: ${whatItIs(character ?? '')}. Los nombres solo admiten a–z, 0–9 y guiones; escríbelo de nuevo.`
      case 'tooShort':
      case 'tooLong':
        return `Un nombre tiene de 3 a 64 caracteres antes de .init; este tiene ${length}.`
      case 'hyphenEdge':
        return 'Un nombre no puede empezar ni terminar con guion.'
      default:
        return character === '.'
          ? 'Un nombre tiene un solo punto, el de antes de init (x.init.init no es un nombre).'
          : `Un nombre no puede tener ${shown(character ?? '')}. Solo admite a–z, 0–9 y guiones, y luego .init.`
    }
  },
  failed: (username, garbage) =>
    garbage
      ? `La red devolvió algo que no es una dirección para ${username}, así que no se usa. Pega la dirección.`
      : `La red no pudo decir a dónde apunta ${username}. Inténtalo de nuevo o pega la dirección.`,
  retry: 'Reintentar',
  details: 'Detalles',
}
